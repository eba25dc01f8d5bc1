// Draws one picture by id and encodes the asked renditions: the scene is rasterised once at the widest size,
// then resized and encoded per width and format, or made into its dating teaser (teaser.ts).

import type { MediaFormat } from '@kaver/shared-contracts/media';
import { mediaHeight, mediaWidths } from '@kaver/shared-contracts/media';
import sharp, { type Sharp } from 'sharp';
import { random } from '../seed/random';
import { Canvas } from './canvas';
import { type MediaId, type Rendition, type Scene, TEASER_WIDTH } from './catalog';
import { type RawImage, rasterize } from './rasterize';
import { cinema } from './scenes/cinema';
import { club } from './scenes/club';
import { exhibition } from './scenes/exhibition';
import { food } from './scenes/food';
import { hall } from './scenes/hall';
import { kids } from './scenes/kids';
import { lecture } from './scenes/lecture';
import { museum } from './scenes/museum';
import { park } from './scenes/park';
import { portrait } from './scenes/portrait';
import { sport } from './scenes/sport';
import { stage } from './scenes/stage';
import { street } from './scenes/street';
import { TEASER_DETAIL, TEASER_SIGMA } from './teaser';

// libvips' operation cache holds decoded planes that are never asked for again: keep memory flat instead.
sharp.cache(false);

const DRAW: Record<Scene, (canvas: Canvas) => void> = {
  stage,
  hall,
  park,
  museum,
  food,
  club,
  lecture,
  exhibition,
  cinema,
  kids,
  sport,
  street,
  portrait,
};

export interface RenderedFile extends Rendition {
  height: number;
  data: Buffer;
}

/** The scene as SVG planes, for inspection and tests. */
export function drawScene(picture: MediaId): Canvas {
  const square = picture.shape === 'square';
  const canvas = new Canvas(square ? 800 : 1200, 800, random(picture.id));
  DRAW[picture.scene](canvas);
  return canvas;
}

function encode(image: Sharp, format: MediaFormat): Sharp {
  if (format === 'avif') return image.avif({ quality: 50, effort: 1 });
  if (format === 'webp') return image.webp({ quality: 76, effort: 2 });
  return image.jpeg({ quality: 80, progressive: true });
}

/**
 * The dating teaser: the picture (cropped square) reduced to TEASER_DETAIL pixels a side, which is all it keeps
 * of the picture, then enlarged to TEASER_WIDTH and blurred smooth, with the touch of extra colour the cards'
 * blur had. Nothing of the full picture finer than that grid is in the file, so no sharpening brings it back.
 */
async function teaser(raw: RawImage): Promise<Sharp> {
  const source = { raw: { width: raw.width, height: raw.height, channels: raw.channels } };
  const grid = await sharp(raw.data, source)
    .resize(TEASER_DETAIL, TEASER_DETAIL, { fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(grid.data, { raw: grid.info })
    .resize(TEASER_WIDTH, TEASER_WIDTH, { kernel: 'cubic' })
    .blur(TEASER_SIGMA)
    .modulate({ saturation: 1.1 });
}

export async function renderPicture(picture: MediaId, renditions: Rendition[]): Promise<RenderedFile[]> {
  const canvas = drawScene(picture);
  // Always drawn at the widest size and scaled down, so a rendition has the same bytes whichever set of
  // renditions it was rendered with (replicas re-create identical files).
  const width = Math.max(...mediaWidths(picture.shape));
  const height = mediaHeight(picture.shape, width);
  const raw = await rasterize(canvas.toPlanes(), canvas.width, width, height);
  const source = { raw: { width: raw.width, height: raw.height, channels: raw.channels } };
  return Promise.all(
    renditions.map(async (rendition) => {
      if (rendition.teaser) {
        const data = await encode(await teaser(raw), rendition.format).toBuffer();
        return { ...rendition, width: TEASER_WIDTH, height: TEASER_WIDTH, data };
      }
      const h = mediaHeight(picture.shape, rendition.width);
      const resized = sharp(raw.data, source).resize(rendition.width, h, { fit: 'fill' });
      return { ...rendition, height: h, data: await encode(resized, rendition.format).toBuffer() };
    }),
  );
}
