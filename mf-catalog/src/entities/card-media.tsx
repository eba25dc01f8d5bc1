import { MediaImage } from '@kaver/shared-contracts/ui';
import type { ReactNode } from 'react';
import styles from './card.module.css';

/** Cards fill a column: one on phones, two on tablets, up to 400 px wide in the desktop grid. */
const CARD_SIZES = '(max-width: 600px) 100vw, (max-width: 1000px) 50vw, 400px';

/**
 * The picture at the top of an event, place or article card, with its badges. `priority` marks a card seen on
 * arrival (the first of a list): its picture loads at once instead of lazily, as it is the page's largest paint.
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
      <MediaImage className={styles.image} src={src} alt="" sizes={CARD_SIZES} priority={priority} />
      {children}
    </div>
  );
}
