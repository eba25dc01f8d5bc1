// A small production-like static server for one app's dist folder: gzip, long caching of hashed files, CORS for
// remotes, and for the host an SPA fallback plus a Content-Security-Policy without inline scripts.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { constants, createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);

/** Origins the host's pages may talk to: itself, the API, the remotes, and the third parties of the flows. */
export function contentSecurityPolicy({ config, remotes }) {
  const origins = (urls) => [...new Set(urls.filter(Boolean).map((url) => new URL(url).origin))];
  const remoteOrigins = origins(Object.values(remotes ?? {}));
  const thirdPartyScripts = origins([
    config.yookassa?.widgetUrl,
    config.telegram?.widgetUrl,
    config.firebase?.gapiScriptUrl,
    'https://mc.yandex.ru',
    'https://apis.google.com',
    'https://yookassa.ru',
    'https://api-maps.yandex.ru',
    'https://yastatic.net',
  ]);
  const apiOrigin = origins([config.apiHost]);
  // The payment widget talks to its own origin (the local stand-in does over fetch; the real one in frames).
  const paymentOrigin = origins([config.yookassa?.widgetUrl]);
  const firebaseEmulator = origins([config.firebase?.emulatorUrl]);
  // A VK ID stand-in (development, tests) in place of id.vk.ru: its one-tap frame and the SDK's calls.
  const vkidStandIn = config.vkid?.sdkDomain ? [`https://${config.vkid.sdkDomain}`] : [];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...remoteOrigins, ...thirdPartyScripts].join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${remoteOrigins.join(' ')}`,
    `img-src 'self' data: blob: ${[...apiOrigin, ...remoteOrigins, ...paymentOrigin].join(' ')} https:`,
    `font-src 'self' ${remoteOrigins.join(' ')}`,
    `connect-src 'self' ${[...apiOrigin, ...remoteOrigins, ...paymentOrigin, ...firebaseEmulator, ...vkidStandIn].join(' ')} https://mc.yandex.ru https://*.googleapis.com https://*.vk.ru https://*.vk.com https://api-maps.yandex.ru https://*.api-maps.yandex.ru`,
    `frame-src 'self' ${[...firebaseEmulator, ...vkidStandIn].join(' ')} https://yookassa.ru https://*.yookassa.ru https://oauth.telegram.org https://*.vk.ru https://*.vk.com https://*.firebaseapp.com`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Hints for the host page (config.json and remotes.json are preloaded by index.html itself): the browser fetches
 * the catalog's manifest and entry, needed by almost every page, while the host's scripts load, and opens its
 * connections to the API early: one for CORS calls, one for images (browsers keep them apart).
 */
export function preloadLinks(remotes, config = {}) {
  const links = [];
  if (config.apiHost) {
    const api = new URL(config.apiHost).origin;
    links.push(`<${api}>; rel=preconnect; crossorigin`, `<${api}>; rel=preconnect`);
  }
  const catalog = remotes.mf_catalog;
  if (catalog) {
    // The attributes match how the MF runtime requests them: fetch() in cors mode, a plain <script>.
    links.push(
      `<${catalog}>; rel=preload; as=fetch; crossorigin`,
      `<${new URL('remoteEntry.js', catalog)}>; rel=preload; as=script`,
    );
  }
  return links.length > 0 ? links.join(', ') : undefined;
}

/** robots.txt plus the absolute Sitemap line the sitemaps protocol asks for, unless the file has one. */
export function robotsWithSitemap(robots, siteUrl) {
  if (!siteUrl || /^sitemap:/im.test(robots)) return robots;
  return `${robots.replace(/\n*$/, '\n')}Sitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml\n`;
}

/** The API builds /sitemap.xml from its data: the host passes it on (a CDN routes the path to the API). */
async function proxySitemap(apiHost, request, response) {
  try {
    const answer = await fetch(`${apiHost.replace(/\/$/, '')}/sitemap.xml`);
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

export function serveStatic({ dir, port, spa = false }) {
  const readJson = (file) => {
    try {
      return JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    } catch {
      return null;
    }
  };

  const handler = (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400).end('Bad request');
      return;
    }
    let file = path.join(dir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    if (spa && pathname === '/sitemap.xml') {
      proxySitemap(readJson('config.json')?.apiHost ?? '', request, response);
      return;
    }
    if (spa && pathname === '/robots.txt' && existsSync(file)) {
      const robots = robotsWithSitemap(readFileSync(file, 'utf8'), readJson('config.json')?.siteUrl);
      response.writeHead(200, { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-cache' });
      response.end(request.method === 'HEAD' ? undefined : robots);
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      const looksLikeAsset = path.extname(pathname) !== '';
      if (!spa || looksLikeAsset) {
        response.writeHead(404, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Access-Control-Allow-Origin': '*',
        });
        response.end('Not found');
        return;
      }
      file = path.join(dir, 'index.html');
    }

    const ext = path.extname(file);
    const hashed = /\.[0-9a-f]{6,8}\.(js|css|svg|png|jpg|webp|woff2)$/.test(file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    if (spa && ext === '.html') {
      const remotes = readJson('remotes.json') ?? {};
      const config = readJson('config.json') ?? {};
      headers['Content-Security-Policy'] = contentSecurityPolicy({ config, remotes });
      headers['Referrer-Policy'] = 'strict-origin-when-cross-origin';
      const links = preloadLinks(remotes, config);
      if (links) headers.Link = links;
    }
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzip) headers['Content-Encoding'] = 'gzip';
    response.writeHead(200, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const stream = createReadStream(file);
    const done = () => {};
    if (gzip) pipeline(stream, createGzip({ level: constants.Z_BEST_COMPRESSION }), response, done);
    else pipeline(stream, response, done);
  };
  return listenOnLoopback(handler, port);
}

/**
 * Listens on 127.0.0.1 and, where the machine has IPv6, on ::1, so that 'localhost' works whichever address a
 * client resolves it to. Resolves to an object whose close() stops both.
 */
export async function listenOnLoopback(handler, port) {
  const listen = (host) =>
    new Promise((resolve, reject) => {
      const server = createServer(handler);
      server.once('error', reject);
      server.listen(port, host, () => resolve(server));
    });
  const servers = [await listen('127.0.0.1')];
  try {
    servers.push(await listen('::1'));
  } catch (error) {
    if (error.code !== 'EADDRNOTAVAIL' && error.code !== 'EAFNOSUPPORT') throw error;
  }
  // Closing drops open keep-alive connections too: a browser still holding one must not keep the server alive.
  const close = (server) =>
    new Promise((done) => {
      server.close(done);
      server.closeAllConnections();
    });
  return { close: () => Promise.all(servers.map(close)) };
}

// `node scripts/serve-static.mjs <dir> <port> [--spa]`
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, port] = process.argv.slice(2);
  if (!dir || !port) {
    console.error('usage: node scripts/serve-static.mjs <dir> <port> [--spa]');
    process.exit(2);
  }
  const spa = process.argv.includes('--spa');
  await serveStatic({ dir: path.resolve(dir), port: Number(port), spa });
  console.info(`serving ${dir} on http://127.0.0.1:${port}`);
}
