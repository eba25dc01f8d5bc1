// Images and the gallery (SPEC.md 3): every URL is served by the API under /media, nothing is hot-linked.

export interface GalleryImage {
  /** Absolute URL of the picture. */
  preview: string;
  description?: string;
}
