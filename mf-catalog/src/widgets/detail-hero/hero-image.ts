import type { GalleryImage } from '@kaver/shared-contracts';

/** The pictures at the top of an event or place page: its gallery, else its cover alone. */
export function heroImages(data: {
  images: readonly GalleryImage[];
  image: string;
}): readonly GalleryImage[] {
  return data.images.length > 0 ? data.images : [{ preview: data.image }];
}

/** The first of them, the page's largest paint: its meta preloads it (lcpImage). */
export function heroImage(data: { images: readonly GalleryImage[]; image: string }): string {
  return heroImages(data)[0]!.preview;
}
