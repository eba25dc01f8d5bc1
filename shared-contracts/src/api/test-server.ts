// A tiny local HTTP server for the client tests: every request is recorded, and each one is answered by the next
// scripted reply (the last one repeats). It allows any origin with credentials (CORS, as the API does for its
// origins), so jsdom's XMLHttpRequest can call it too.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, the raw text for anything else, undefined when empty. */
  body: unknown;
}

export type Reply =
  | { status?: number; body?: unknown; headers?: Record<string, string>; delayMs?: number }
  /** Closes the connection without an answer: a network failure for the client. */
  | 'drop';

export interface TestServer {
  /** 'http://127.0.0.1:<port>' once listening. */
  origin: string;
  requests: RecordedRequest[];
  /** Replies for the coming requests, in order. */
  reply(...replies: Reply[]): void;
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A credentialed request needs its own origin named back, never '*'. */
function corsHeaders(origin: string | undefined): Record<string, string> {
  return origin
    ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' }
    : { 'access-control-allow-origin': '*' };
}

function send(response: ServerResponse, reply: Exclude<Reply, 'drop'>, origin: string | undefined): void {
  const { status = 200, body, headers = {} } = reply;
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    ...corsHeaders(origin),
    ...(typeof body === 'object' && { 'content-type': 'application/json; charset=utf-8' }),
    ...headers,
  });
  response.end(text);
}

/**
 * One server for the test file that calls this (at its top level): listening before its tests, with an empty log
 * and a plain `{}` reply before each test, and closed after them.
 */
export function localTestServer(): TestServer {
  let replies: Reply[] = [];
  const requests: RecordedRequest[] = [];
  const handle: TestServer = {
    origin: '',
    requests,
    reply: (...next) => {
      replies = next;
    },
  };
  const server: Server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      // A browser's preflight for the custom headers (access_token, auth_type, phone): allowed, not recorded.
      response.writeHead(204, {
        ...corsHeaders(request.headers.origin),
        'access-control-allow-methods': 'GET, POST, PUT, DELETE',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
      });
      response.end();
      return;
    }
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: parseBody(text),
      });
      const reply = replies.length > 1 ? replies.shift()! : (replies[0] ?? { body: {} });
      if (reply === 'drop') {
        request.socket.destroy();
        return;
      }
      if (reply.delayMs)
        setTimeout(() => send(response, reply, request.headers.origin), reply.delayMs).unref();
      else send(response, reply, request.headers.origin);
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    handle.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    requests.length = 0;
    replies = [{ body: {} }];
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return handle;
}

/** What a call that must fail rejected with; a call that succeeded fails the test. */
export const failure = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
