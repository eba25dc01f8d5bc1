// Turns a scene's planes into one picture with sharp (libvips): each plane is rasterised from its SVG, blurred
// (a blurred plane is drawn at a lower resolution first: it has no fine detail to lose), and laid over the
// planes below; then film grain is added. The result is raw RGB pixels at the requested size.
import sharp, { type Blend as SharpBlend } from 'sharp';
import { random } from '../seed/random';
import type { Blend, Plane } from './canvas';

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

const SVG_DPI = 72;

interface RawPlane {
  input: Buffer;
  raw: { width: number; height: number; channels: 4 };
}

async function rasterPlane(
  plane: Plane,
  drawingWidth: number,
  width: number,
  height: number,
): Promise<RawPlane> {
  const scale = width / drawingWidth;
  const sigma = plane.blur * scale;
  // A plane blurred by sigma >= 4 px is drawn at half size: the blur hides the difference.
  const reduce = Math.max(sigma >= 4 ? 2 : 1, 1 / plane.resolution);
  const [w, h] = [Math.round(width / reduce), Math.round(height / reduce)];
  let image = sharp(Buffer.from(plane.svg), { density: (SVG_DPI * scale) / reduce })
    .resize(w, h, { fit: 'fill' })
    .ensureAlpha();
  if (sigma >= 0.3) image = image.blur(Math.max(0.3, sigma / reduce));
  let input = await image.raw().toBuffer();
  if (reduce > 1) {
    input = await sharp(input, { raw: { width: w, height: h, channels: 4 } })
      .resize(width, height, { fit: 'fill' })
      .raw()
      .toBuffer();
  }
  return { input, raw: { width, height, channels: 4 } };
}

const BLENDS: Record<Blend, SharpBlend> = {
  over: 'over',
  screen: 'screen',
  add: 'add',
  'soft-light': 'soft-light',
  multiply: 'multiply',
};

/** Film grain: seeded noise around mid-grey, laid over with soft light. */
function grain(width: number, height: number, amount: number): Buffer {
  const rng = random(`grain:${width}x${height}`);
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    const value = 128 + Math.round((rng.next() + rng.next() - 1) * amount);
    data[i * 3] = value;
    data[i * 3 + 1] = value;
    data[i * 3 + 2] = value;
  }
  return data;
}

const grainCache = new Map<string, Buffer>();

export async function rasterize(
  planes: Plane[],
  drawingWidth: number,
  width: number,
  height: number,
): Promise<RawImage> {
  const [base, ...rest] = await Promise.all(
    planes.map((plane) => rasterPlane(plane, drawingWidth, width, height)),
  );
  const key = `${width}x${height}`;
  if (!grainCache.has(key)) grainCache.set(key, grain(width, height, 26));
  const layered = await sharp(base!.input, { raw: base!.raw })
    .composite([
      ...rest.map((plane, index) => ({ ...plane, blend: BLENDS[planes[index + 1]!.blend] })),
      {
        input: grainCache.get(key)!,
        raw: { width, height, channels: 3 as const },
        blend: 'soft-light' as const,
      },
    ])
    .raw()
    .toBuffer();
  const flat = await sharp(layered, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .raw()
    .toBuffer();
  const raw = { width, height, channels: 3 as const };
  // Bloom, as a lens does: only the highlights survive the curve, spread wide and laid over with screen.
  const bloom = await sharp(flat, { raw })
    .linear(2.5, -480)
    .blur(Math.max(1, width / 48))
    .raw()
    .toBuffer();
  const { data, info } = await sharp(flat, { raw })
    .composite([{ input: bloom, raw, blend: 'screen' }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels as 3 };
}
