// What the tests of the dating teasers measure of a picture (media.test.ts, security.test.ts).
import sharp from 'sharp';

/**
 * How much fine detail a picture holds: the mean difference, in grey levels at 160 px, between it and itself
 * smoothed (what a blur takes away).
 */
export async function fineDetail(bytes: Buffer): Promise<number> {
  const grey = sharp(bytes).resize(160, 160, { fit: 'cover' }).greyscale();
  const [plain, smooth] = await Promise.all([
    grey.clone().raw().toBuffer(),
    grey.clone().blur(2).raw().toBuffer(),
  ]);
  let sum = 0;
  for (let i = 0; i < plain.length; i += 1) sum += Math.abs(plain[i]! - smooth[i]!);
  return sum / plain.length;
}
