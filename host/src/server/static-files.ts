import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.svg', '.txt']);
/** Files webpack named by their content: cached for a year. Everything else is revalidated. */
const HASHED = /\.[0-9a-f]{6,8}\.(js|css|svg|png|jpg|webp|avif|woff2)$/;
/** The template the server renders pages into is not a file to serve. */
const NOT_SERVED = new Set(['/index.html', '/server']);

interface Compressed {
  mtimeMs: number;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/** Compresses what it sends; brotli where the browser takes it. */
export function negotiateEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (/\bbr\b/.test(acceptEncoding ?? '')) return 'br';
  if (/\bgzip\b/.test(acceptEncoding ?? '')) return 'gzip';
  return null;
}

/** Files are compressed once, as small as it gets; each page's HTML is compressed fast. */
export function compress(
  body: Buffer,
  encoding: 'br' | 'gzip',
  effort: 'once' | 'per-request' = 'once',
): Buffer {
  const once = effort === 'once';
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: once ? 9 : 4 } })
    : gzipSync(body, { level: once ? 9 : 6 });
}

/**
 * Serves the host's built files (static/, favicon, config.json, remotes.json, latest-build.json) from memory,
 * compressed once per file version. Answers false when the path is not a file of the build.
 */
export function createStaticFiles(distDir: string) {
  const cache = new Map<string, Compressed>();

  return function serveFile(request: IncomingMessage, response: ServerResponse, pathname: string): boolean {
    if (NOT_SERVED.has(pathname) || pathname.startsWith('/server/')) return false;
    const file = path.join(distDir, path.normalize(pathname));
    if (!file.startsWith(distDir + path.sep)) return false;
    if (!existsSync(file)) return false;
    const stat = statSync(file);
    if (!stat.isFile()) return false;

    const ext = path.extname(file);
    let entry = cache.get(file);
    if (!entry || entry.mtimeMs !== stat.mtimeMs) {
      entry = { mtimeMs: stat.mtimeMs, identity: readFileSync(file) };
      cache.set(file, entry);
    }
    const encoding = COMPRESSIBLE.has(ext) ? negotiateEncoding(request.headers['accept-encoding']) : null;
    let body = entry.identity;
    if (encoding) {
      entry[encoding] ??= compress(entry.identity, encoding);
      body = entry[encoding] as Buffer;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  };
}
