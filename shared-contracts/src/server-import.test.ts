/**
 * @jest-environment node
 */
// The contracts will run inside the host's Node server (server rendering): importing them must not touch
// window or document, and the API clients take the visitor's credentials from the server's own provider.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';

it('loads without a browser and serves each request with its own visitor’s credentials', async () => {
  expect(typeof window).toBe('undefined');
  const contracts = await import('./index');
  let visitor = 'anna';
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: '{}', status: 200, statusText: 'OK', headers: {}, config };
  };
  contracts.configureApiClients(
    { apiHost: 'http://api.internal' },
    { adapter, requestHeaders: () => ({ access_token: `token-of-${visitor}` }) },
  );
  const clients = contracts.apiClients();
  await clients.web.get('/events/1');
  visitor = 'boris';
  await clients.web.get('/events/1');
  expect(sent.map((config) => config.headers.get('access_token'))).toEqual([
    'token-of-anna',
    'token-of-boris',
  ]);
  const time = await import('./time');
  expect(time.formatDate(time.dayjs.tz('2026-11-21'))).toBe('21 ноября 2026');
});
