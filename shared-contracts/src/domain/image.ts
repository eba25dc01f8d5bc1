// Images and the gallery (SPEC.md 3): every URL is served by the API under /media, nothing is hot-linked.
// The URL scheme of API pictures and the srcset helpers that read it: ../media/image-sources.ts.

export interface GalleryImage {
  /** Absolute URL of the picture (its default rendition; `imageSources` derives the other widths from it). */
  preview: string;
  description?: string;
  /** Intrinsic size of `preview` in pixels. */
  width?: number;
  height?: number;
}
