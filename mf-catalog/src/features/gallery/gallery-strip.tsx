import type { GalleryImage } from '@kaver/shared-contracts';
import { lazy, Suspense, useState } from 'react';
import styles from './gallery-strip.module.css';

const GalleryModal = lazy(() =>
  import('./gallery-modal').then((module) => ({ default: module.GalleryModal })),
);

/** The cover and thumbnails of a page; any picture opens the gallery at that picture. */
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
        aria-label="Открыть галерею"
      >
        {/* The page's largest paint: fetched first (its meta preloads the same URL), never lazily. */}
        <img
          src={cover!.preview}
          alt={cover!.description ?? title}
          className={styles.image}
          fetchPriority="high"
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
              <img src={image.preview} alt="" loading="lazy" className={styles.image} />
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
