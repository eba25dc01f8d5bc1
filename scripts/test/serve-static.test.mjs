// The remotes' static server sends the build's brotli copy of a file to a browser that takes brotli, and gzip made
// as it is sent to one that does not.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { serveStatic } from '../serve-static.mjs';

const SOURCE = `console.log(${'"remote";'.repeat(300)})`;
const COPY = brotliCompressSync(SOURCE);
const PORT = 39_000 + Math.floor(Math.random() * 1000);
let dir;
let server;

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kaver-serve-static-'));
  writeFileSync(path.join(dir, 'page.1a2b3c.js'), SOURCE);
  writeFileSync(path.join(dir, 'page.1a2b3c.js.br'), COPY);
  writeFileSync(path.join(dir, 'remoteEntry.js'), SOURCE);
  server = await serveStatic({ dir, port: PORT });
});
after(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

function get(file, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port: PORT, path: `/${file}`, headers: { 'accept-encoding': acceptEncoding } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

test('a browser that takes brotli gets the build’s copy as it is, typed as the file', async () => {
  const answer = await get('page.1a2b3c.js', 'gzip, deflate, br');
  assert.equal(answer.headers['content-encoding'], 'br');
  assert.equal(answer.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.ok(answer.body.equals(COPY));
});

test('without brotli, or without a copy, the file is gzipped as it is sent', async () => {
  for (const [file, acceptEncoding] of [
    ['page.1a2b3c.js', 'gzip'],
    ['remoteEntry.js', 'gzip, br'],
  ]) {
    const answer = await get(file, acceptEncoding);
    assert.equal(answer.headers['content-encoding'], 'gzip', file);
    assert.equal(gunzipSync(answer.body).toString(), SOURCE, file);
  }
});
