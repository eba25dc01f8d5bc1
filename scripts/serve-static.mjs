// A small production-like static server for a remote's dist folder, as a CDN would serve it: the build's brotli
// copies or gzip, long caching of hashed files, CORS (the host's pages and its server fetch the manifests and
// entries). The host is its own server (host/src/server), which renders every page.
import { createReadStream, existsSync, statSync } from 'node:fs';
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

export function serveStatic({ dir, port }) {
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
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Access-Control-Allow-Origin': '*',
      });
      response.end('Not found');
      return;
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
    const accepted = request.headers['accept-encoding'] ?? '';
    // The build's brotli copy of a script or stylesheet (`.br` beside it), else gzip made as it is sent.
    const brotli = /\bbr\b/.test(accepted) && existsSync(`${file}.br`);
    const gzip = !brotli && COMPRESSIBLE.has(ext) && /\bgzip\b/.test(accepted);
    if (brotli) headers['Content-Encoding'] = 'br';
    if (gzip) headers['Content-Encoding'] = 'gzip';
    response.writeHead(200, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const stream = createReadStream(brotli ? `${file}.br` : file);
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

// `node scripts/serve-static.mjs <dir> <port>`
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, port] = process.argv.slice(2);
  if (!dir || !port) {
    console.error('usage: node scripts/serve-static.mjs <dir> <port>');
    process.exit(2);
  }
  await serveStatic({ dir: path.resolve(dir), port: Number(port) });
  console.info(`serving ${dir} on http://127.0.0.1:${port}`);
}
