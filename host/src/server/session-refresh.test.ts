/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { refreshOnServer } from './session-refresh';

let server: Server;
let origin = '';
let answer: { status: number; cookies: string[] } = { status: 200, cookies: [] };
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.headers);
    response.writeHead(answer.status, { 'set-cookie': answer.cookies, 'content-type': 'application/json' });
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const refresh = () =>
  refreshOnServer({
    apiOrigin: origin,
    siteOrigin: 'https://kaver.example',
    refreshToken: 'r-1',
    timeoutMs: 2000,
  });

describe('refreshOnServer', () => {
  it('sends the refresh cookie from the site origin and renders with the new access token', async () => {
    answer = {
      status: 200,
      cookies: [
        'access_token=new-access; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax',
        'refresh_token=new-refresh; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax',
      ],
    };
    const result = await refresh();
    expect(seen.at(-1)).toMatchObject({ cookie: 'refresh_token=r-1', origin: 'https://kaver.example' });
    expect(result.accessToken).toBe('new-access');
    expect(result.setCookies).toEqual(answer.cookies);
  });

  it('passes on the clearing of a refused session and renders anonymous', async () => {
    answer = { status: 401, cookies: ['access_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax'] };
    expect(await refresh()).toEqual({ accessToken: null, setCookies: answer.cookies });
  });

  it('changes nothing when the API fails or cannot be reached', async () => {
    answer = { status: 503, cookies: ['access_token=; Max-Age=0'] };
    expect(await refresh()).toEqual({ accessToken: null, setCookies: [] });
    const unreachable = await refreshOnServer({
      apiOrigin: 'http://127.0.0.1:9',
      siteOrigin: 'https://kaver.example',
      refreshToken: 'r-1',
      timeoutMs: 500,
    });
    expect(unreachable).toEqual({ accessToken: null, setCookies: [] });
  });
});
