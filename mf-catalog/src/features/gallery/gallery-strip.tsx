import type { GalleryImage } from '@kaver/shared-contracts';
import { MediaImage } from '@kaver/shared-contracts/ui';
import { lazy, Suspense, useState } from 'react';
import { IMAGE_SIZES } from '../../shared/lib/lcp-image';
import styles from './gallery-strip.module.css';

const GalleryModal = lazy(() =>
  import('./gallery-modal').then((module) => ({ default: module.GalleryModal })),
);

/**
 * The cover and thumbnails of a page; any picture opens the gallery at that picture. The cover is the page's
 * largest paint, so it loads at once.
 */
export function GalleryStrip({ images, title }: { images: readonly GalleryImage[]; title: string }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  if (images.length === 0) return null;
  const [cover, ...rest] = images;
  return (
    <div className={styles.strip}>
      <button
        type="button"
        className={styles.cover}
        onClick={() => setOpenAt(0)}
        // The name holds the visible «N фото», as voice control users say what they see (WCAG 2.5.3).
        aria-label={images.length > 1 ? `Открыть галерею, ${images.length} фото` : 'Открыть галерею'}
      >
        {/* The page's largest paint: its meta preloads the same renditions (lcpImage with these sizes). */}
        <MediaImage
          src={cover!.preview}
          alt={cover!.description ?? title}
          className={styles.image}
          sizes={IMAGE_SIZES.galleryCover}
          width={cover!.width}
          height={cover!.height}
          priority
        />
        {images.length > 1 && <span className={styles.count}>{images.length} фото</span>}
      </button>
      {rest.length > 0 && (
        <div className={styles.thumbs}>
          {rest.slice(0, 4).map((image, n) => (
            <button
              key={image.preview}
              type="button"
              className={styles.thumb}
              onClick={() => setOpenAt(n + 1)}
              aria-label={`Открыть фото ${n + 2}`}
              data-testid="gallery-thumb"
            >
              <MediaImage src={image.preview} alt="" className={styles.image} sizes="240px" />
            </button>
          ))}
        </div>
      )}
      {openAt !== null && (
        <Suspense fallback={null}>
          <GalleryModal images={images} title={title} startIndex={openAt} onClose={() => setOpenAt(null)} />
        </Suspense>
      )}
    </div>
  );
}
