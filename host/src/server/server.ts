import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import path from 'node:path';
import {
  ACCESS_TOKEN_HEADER,
  configureApiClients,
  parseRemotesMap,
  parseRuntimeConfig,
  runtimeConfigLoaded,
} from '@kaver/shared-contracts';
import '../app/models';
import { registerRemotes } from '../shared/federation/remotes';
import { RemoteBuilds } from './remote-builds';
import { createPageRenderer } from './render-page';
import { currentRequest } from './request-context';
import { documentSecurityHeaders, preconnectLinks, robotsWithSitemap } from './security-headers';
import { loadSettings } from './settings';
import { createStaticFiles } from './static-files';

const settings = loadSettings();
const readDist = (file: string) => readFileSync(path.join(settings.distDir, file), 'utf8');

const config = parseRuntimeConfig(JSON.parse(readDist('config.json')));
const remotes = parseRemotesMap(JSON.parse(readDist('remotes.json')));
const template = readDist('index.html');
const hostStylesheets = (JSON.parse(readDist('ssr-assets.json')) as { css: string[] }).css;

// Process-wide set-up: one config, the API clients (each call carries the token of the request it serves), the
// remotes registered with the federation runtime.
runtimeConfigLoaded(config);
// The one-hour event cache of SPEC.md 7 is the browser's: a server serving everyone would keep one visitor's
// favourites past their change, and the API caches its public reads itself.
configureApiClients(
  { apiHost: settings.apiUrl ?? config.apiHost },
  {
    eventCache: false,
    // The server has no cookie jar: an expired access cookie is renewed before rendering (session-refresh.ts).
    refreshSession: false,
    requestHeaders: (): Record<string, string> => {
      const token = currentRequest()?.accessToken;
      return token ? { [ACCESS_TOKEN_HEADER]: token } : {};
    },
  },
);
registerRemotes(remotes);

const builds = new RemoteBuilds(remotes, settings.remoteRevalidateMs);
const renderPage = createPageRenderer({ settings, config, template, hostStylesheets, builds });
const serveFile = createStaticFiles(settings.distDir);
const documentHeaders = { ...documentSecurityHeaders(config, remotes), Link: preconnectLinks(config) };

function allowCors(request: IncomingMessage, response: ServerResponse): void {
  const origin = request.headers.origin;
  if (origin && settings.corsOrigins.includes(origin)) {
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader('Vary', 'Origin');
  }
}

/** The API builds /sitemap.xml from its data: the host passes it on (a CDN routes the path to the API). */
async function proxySitemap(request: IncomingMessage, response: ServerResponse): Promise<void> {
  try {
    const apiOrigin = (settings.apiUrl ?? config.apiHost).replace(/\/$/, '');
    const answer = await fetch(`${apiOrigin}/sitemap.xml`, { signal: AbortSignal.timeout(5000) });
    const body = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, {
      'Content-Type': answer.headers.get('content-type') ?? 'application/xml; charset=utf-8',
      'Cache-Control': answer.headers.get('cache-control') ?? 'no-cache',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  } catch {
    response.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Sitemap unavailable');
  }
}

const handle: RequestListener = async (request, response) => {
  try {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Method not allowed');
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    allowCors(request, response);
    if (pathname === '/health') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (pathname === '/robots.txt') {
      response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end(
        request.method === 'HEAD' ? undefined : robotsWithSitemap(readDist('robots.txt'), config.siteUrl),
      );
      return;
    }
    if (pathname === '/sitemap.xml') {
      await proxySitemap(request, response);
      return;
    }
    if (serveFile(request, response, pathname)) return;
    if (/\.[a-z0-9]+$/i.test(pathname)) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    for (const [name, value] of Object.entries(documentHeaders)) response.setHeader(name, value);
    await renderPage(request, response);
  } catch (error) {
    console.error('[server] request failed', request.url, error);
    if (!response.headersSent) {
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    }
    response.end('Internal server error');
  }
};

/** Listens where configured; on the default loopback address also on ::1, so 'localhost' works either way. */
function listen(host: string): Promise<ReturnType<typeof createServer>> {
  return new Promise((resolve, reject) => {
    const server = createServer(handle);
    server.keepAliveTimeout = 65_000;
    server.once('error', reject);
    server.listen(settings.port, host, () => resolve(server));
  });
}

async function start() {
  const servers = [await listen(settings.host)];
  if (settings.host === '127.0.0.1') {
    try {
      servers.push(await listen('::1'));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EADDRNOTAVAIL' && code !== 'EAFNOSUPPORT') throw error;
    }
  }
  console.info(`host: http://localhost:${settings.port} (server rendering, pid ${process.pid})`);
  const stop = () => {
    for (const server of servers) {
      server.close();
      server.closeAllConnections();
    }
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

start().catch((error) => {
  console.error('host server could not start', error);
  process.exit(1);
});
