// Absolute URLs of images the API serves itself under /media.
import type { GalleryImage } from '@kaver/shared-contracts/src/domain/image';
import type { ImageRef } from '../db/schema';

export function mediaUrl(publicUrl: string, path: string): string {
  return `${publicUrl}/media/${path}`;
}

export function gallery(publicUrl: string, images: ImageRef[]): GalleryImage[] {
  return images.map((image) =>
    image.description
      ? { preview: mediaUrl(publicUrl, image.path), description: image.description }
      : { preview: mediaUrl(publicUrl, image.path) },
  );
}
