import { type BrotliOptions, brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/**
 * Brotli for what is compressed as it is sent (a page rendered for its request, the files): @fastify/compress's
 * quality 4, with a 256 KB window instead of brotli's 4 MB. Our pages are about 100 KB, so they compress to the same
 * bytes; the large window cost every streamed page its allocation, and cut the server's uncached renders per
 * second by a third (issue 21).
 */
export const STREAM_BROTLI_OPTIONS: BrotliOptions = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_LGWIN]: 18,
  },
};

/** The encoding of an answer: brotli where the client takes it, else gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (/\bbr\b/.test(acceptEncoding ?? '')) return 'br';
  if (/\bgzip\b/.test(acceptEncoding ?? '')) return 'gzip';
  return null;
}

/**
 * A kept page's body compressed once for every visitor it serves: brotli at quality 5 (a 90 KB page in a few
 * milliseconds, within a few per cent of the smallest), gzip at zlib's default.
 */
export function compressPage(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body);
}
