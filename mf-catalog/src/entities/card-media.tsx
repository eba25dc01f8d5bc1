import { MediaImage } from '@kaver/shared-contracts/ui';
import { type ReactNode, useContext } from 'react';
import { CardImageSizes } from '../shared/lib/card-image-sizes';
import styles from './card.module.css';

/**
 * The picture at the top of an event, place or article card, with its badges. `priority` marks a card seen on
 * arrival (the first of a list): its picture loads at once instead of lazily, as it is the page's largest paint
 * (the page's meta preloads it: `lcpImage(src, sizes)` with the sizes of where the card is, CardImageSizes).
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
  const sizes = useContext(CardImageSizes);
  return (
    <div className={styles.media}>
      <MediaImage className={styles.image} src={src} alt="" sizes={sizes} priority={priority} />
      {children}
    </div>
  );
}
