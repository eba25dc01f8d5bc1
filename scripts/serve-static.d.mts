export function serveStatic(options: {
  dir: string;
  port: number;
  spa?: boolean;
}): Promise<{ close(): Promise<unknown> }>;
export function contentSecurityPolicy(options: { config: object; remotes: object }): string;
export function robotsWithSitemap(robots: string, siteUrl: string | undefined): string;
export function listenOnLoopback(
  handler: (
    request: import('node:http').IncomingMessage,
    response: import('node:http').ServerResponse,
  ) => void,
  port: number,
): Promise<{ close(): Promise<unknown> }>;
