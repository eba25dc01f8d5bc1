import { PassThrough, type Readable, Writable } from 'node:stream';
import type { PipeableStream } from 'react-dom/server';

/** React writes its markup in small pieces; they go out in pieces of this size or more. */
const STREAM_CHUNK_BYTES = 64 * 1024;

/**
 * Sends a rendered page as React writes it: the document's start, the page's markup piped from React, the
 * document's end. The same bytes are kept for whoever needs the whole page (the page cache, the requests that
 * waited for this render), even when the visitor it is sent to leaves halfway; they are joined only when asked for
 * (a private page or an uncached render has nobody to give them to).
 */
export function streamDocument(
  react: PipeableStream,
  { before, after }: { before: string; after: string },
): { body: Readable; whole: () => Promise<{ body: Buffer; markup: Buffer }> } {
  const body = new PassThrough();
  // A visitor who leaves ends their copy only.
  body.on('error', () => undefined);
  const start = Buffer.from(before);
  const end = Buffer.from(after);
  const markup: Buffer[] = [];
  let unsent: Buffer[] = [];
  let unsentBytes = 0;
  const flush = () => {
    if (unsent.length > 0 && !body.destroyed) body.write(Buffer.concat(unsent, unsentBytes));
    unsent = [];
    unsentBytes = 0;
  };

  const written = new Promise<void>((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        markup.push(bytes);
        unsent.push(bytes);
        unsentBytes += bytes.length;
        if (unsentBytes >= STREAM_CHUNK_BYTES) flush();
        done();
      },
      final(done) {
        flush();
        if (!body.destroyed) body.end(end);
        resolve();
        done();
      },
    });
    sink.on('error', (error) => {
      body.destroy(error);
      reject(error);
    });
    body.write(start);
    react.pipe(sink);
  });
  // Nobody may ask for the whole page (a render nobody keeps): a failure is then its visitor's stream's alone.
  written.catch(() => undefined);
  let whole: Promise<{ body: Buffer; markup: Buffer }> | undefined;
  const joined = () => {
    const page = Buffer.concat(markup);
    return { body: Buffer.concat([start, page, end]), markup: page };
  };
  return { body, whole: () => (whole ??= written.then(joined)) };
}
