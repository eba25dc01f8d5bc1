import { MediaImage } from '@kaver/shared-contracts/ui';
import type { ReactNode } from 'react';
import { IMAGE_SIZES } from '../shared/lib/lcp-image';
import styles from './card.module.css';

/**
 * The picture at the top of an event, place or article card, with its badges. `priority` marks a card seen on
 * arrival (the first of a list): its picture loads at once instead of lazily, as it is the page's largest paint
 * (the page's meta preloads it: `lcpImage(src, IMAGE_SIZES.card)`).
 */
export function CardMedia({
  src,
  priority,
  children,
}: {
  src: string;
  priority: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={styles.media}>
      <MediaImage className={styles.image} src={src} alt="" sizes={IMAGE_SIZES.card} priority={priority} />
      {children}
    </div>
  );
}
