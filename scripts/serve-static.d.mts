export function serveStatic(options: { dir: string; port: number }): Promise<{ close(): Promise<unknown> }>;
export function listenOnLoopback(
  handler: (
    request: import('node:http').IncomingMessage,
    response: import('node:http').ServerResponse,
  ) => void,
  port: number,
): Promise<{ close(): Promise<unknown> }>;
