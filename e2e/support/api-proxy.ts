import { createServer, request as httpRequest } from 'node:http';
import { API_URL } from './ports';

/** An HTTP proxy to the stack's API on a port of its own, which a test switches on and off or makes slow. */
export interface ApiProxy {
  listen(port: number): Promise<void>;
  /** Stops listening and drops every connection (a proxy not listening closes at once). */
  close(): Promise<void>;
}

/** `holdMs(url)`: how long to hold a request before forwarding it (0, the default: at once). */
export function apiProxy(holdMs: (url: string) => number = () => 0): ApiProxy {
  const upstream = new URL(API_URL);
  const server = createServer((incoming, outgoing) => {
    const forward = () => {
      // A request held past the test's end has lost its client: forwarding it would leave the API waiting for a
      // body that never comes, and the API's hang-up minutes later would fail whichever test runs then.
      if (incoming.destroyed) return;
      const forwarded = httpRequest(
        {
          host: '127.0.0.1',
          port: upstream.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forwarded.on('error', () => outgoing.destroy());
      incoming.pipe(forwarded);
    };
    const hold = holdMs(incoming.url ?? '');
    if (hold > 0) setTimeout(forward, hold);
    else forward();
  });
  return {
    listen: (port) => new Promise((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
