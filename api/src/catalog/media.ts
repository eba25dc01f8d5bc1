// Absolute URLs of the pictures the API renders itself under /media (see src/media/catalog.ts).
import type { GalleryImage } from '@kaver/shared-contracts/domain';
import { defaultMediaWidth, mediaHeight } from '@kaver/shared-contracts/media';
import type { ImageRef } from '../db/schema';
import { mediaUrl, parseMediaId } from '../media/catalog';

export { mediaUrl };

export function gallery(publicUrl: string, images: ImageRef[]): GalleryImage[] {
  return images.map((image) => {
    const shape = parseMediaId(image.path)?.shape ?? 'landscape';
    const width = defaultMediaWidth(shape);
    const item: GalleryImage = {
      preview: mediaUrl(publicUrl, image.path),
      width,
      height: mediaHeight(shape, width),
    };
    return image.description ? { ...item, description: image.description } : item;
  });
}
