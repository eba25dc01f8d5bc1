// The URL scheme of the pictures the API renders, and the srcset strings pages build from it. Shared by the API
// (which writes the URLs) and the apps (which read them), so both always agree. No React: the API imports it.
//
//   {PUBLIC_URL}/media/{version}/{id}/{width}x{height}.{format}
//
// `version` changes when the renderer draws differently (the files are cached forever as immutable), `id` names
// one picture (e.g. 'stage-7', 'portrait-12'), `format` is avif, webp or jpg. Landscape pictures are 3:2 in
// the widths LANDSCAPE_WIDTHS, portraits are square in SQUARE_WIDTHS; any listed width of a known id answers.

export type MediaFormat = 'avif' | 'webp' | 'jpg';

export const LANDSCAPE_WIDTHS = [320, 640, 960, 1280] as const;
export const SQUARE_WIDTHS = [160, 320, 640] as const;

export type MediaShape = 'landscape' | 'square';

export function mediaWidths(shape: MediaShape): readonly number[] {
  return shape === 'square' ? SQUARE_WIDTHS : LANDSCAPE_WIDTHS;
}

/** Height of a rendition: 3:2 landscape, rounded to whole pixels, or square. */
export function mediaHeight(shape: MediaShape, width: number): number {
  return shape === 'square' ? width : Math.round((width * 2) / 3);
}

/** The default rendition pages and previews use: a mid width in a format every client reads. */
export function defaultMediaWidth(shape: MediaShape): number {
  return shape === 'square' ? 320 : 960;
}

/** Path (no origin) of one rendition. */
export function mediaPath(
  version: string,
  id: string,
  shape: MediaShape,
  width: number,
  format: MediaFormat,
): string {
  return `/media/${version}/${id}/${width}x${mediaHeight(shape, width)}.${format}`;
}

const MEDIA_URL = /^(.*\/media\/[a-z0-9]+\/[a-z0-9-]+\/)(\d+)x(\d+)\.(avif|webp|jpg)$/;

export interface ImageSources {
  /** A WebP rendition for the <img> itself. */
  src: string;
  width: number;
  height: number;
  /** `srcset` values per format, widest last. */
  avif: string;
  webp: string;
}

/**
 * Reads an API picture URL and lists its renditions for <picture>/<img srcset>; null for any other URL (an
 * external or static picture), which is then shown as it is.
 */
export function imageSources(url: string | null | undefined): ImageSources | null {
  const match = url ? MEDIA_URL.exec(url) : null;
  if (!match) return null;
  const [, base, w, h] = match as unknown as [string, string, string, string];
  const width = Number(w);
  const height = Number(h);
  const shape: MediaShape = width === height ? 'square' : 'landscape';
  const srcset = (format: MediaFormat) =>
    mediaWidths(shape)
      .map((candidate) => `${base}${candidate}x${mediaHeight(shape, candidate)}.${format} ${candidate}w`)
      .join(', ');
  return { src: `${base}${width}x${height}.webp`, width, height, avif: srcset('avif'), webp: srcset('webp') };
}
