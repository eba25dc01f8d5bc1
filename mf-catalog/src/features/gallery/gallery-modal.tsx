import type { GalleryImage } from '@kaver/shared-contracts';
import { MediaImage } from '@kaver/shared-contracts/ui';
import { useState } from 'react';
import { Modal } from '../../shared/ui/modal';
import styles from './gallery.module.css';
import { stepSlide } from './step';

interface Props {
  images: readonly GalleryImage[];
  title: string;
  startIndex?: number;
  onClose: () => void;
}

/**
 * SPEC.md 2.7: slides with optional captions, previous/next buttons (hidden on phones, where a swipe does it),
 * dots when there is more than one slide, arrow keys, opening at a given slide.
 */
export function GalleryModal({ images, title, startIndex = 0, onClose }: Props) {
  const count = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(startIndex, 0), Math.max(count - 1, 0)));
  const [touchX, setTouchX] = useState<number | null>(null);
  const go = (delta: number) => setIndex((current) => stepSlide(current, delta, count));
  const image = images[index];

  return (
    <Modal
      id="gallery"
      title={title}
      hideTitle
      variant="dark"
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1);
        if (event.key === 'ArrowLeft') go(-1);
      }}
    >
      <div
        className={styles.stage}
        data-testid="gallery"
        data-index={index}
        onTouchStart={(event) => setTouchX(event.touches[0]?.clientX ?? null)}
        onTouchEnd={(event) => {
          const endX = event.changedTouches[0]?.clientX;
          if (touchX !== null && endX !== undefined && Math.abs(endX - touchX) > 40)
            go(endX < touchX ? 1 : -1);
          setTouchX(null);
        }}
      >
        {count > 1 && (
          <button
            type="button"
            className={`${styles.nav} ${styles.prev}`}
            onClick={() => go(-1)}
            aria-label="Предыдущее фото"
          >
            ‹
          </button>
        )}
        {image && (
          <figure
            className={styles.figure}
            aria-roledescription="слайд"
            aria-label={`${index + 1} из ${count}`}
          >
            <MediaImage
              className={styles.image}
              src={image.preview}
              alt={image.description ?? title}
              sizes="(max-width: 1000px) 100vw, 1000px"
              width={image.width}
              height={image.height}
              priority
            />
            {image.description && <figcaption className={styles.caption}>{image.description}</figcaption>}
          </figure>
        )}
        {count > 1 && (
          <button
            type="button"
            className={`${styles.nav} ${styles.next}`}
            onClick={() => go(1)}
            aria-label="Следующее фото"
          >
            ›
          </button>
        )}
      </div>
      {count > 1 && (
        <div className={styles.dots} role="tablist" aria-label="Фотографии">
          {images.map((slide, n) => (
            <button
              key={slide.preview}
              type="button"
              role="tab"
              aria-selected={n === index}
              aria-label={`Фото ${n + 1}`}
              className={n === index ? styles.dotActive : styles.dot}
              onClick={() => setIndex(n)}
            />
          ))}
        </div>
      )}
    </Modal>
  );
}
