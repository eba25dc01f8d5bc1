import styles from './card.module.css';

/**
 * A card's picture. `priority` marks the card that is the page's largest paint on arrival (the first of a top
 * row or list): it loads at once with high priority, the same URL the page's meta preloads (lcpImage); every other
 * card's picture loads lazily.
 */
export function CardImage({ src, priority = false }: { src: string; priority?: boolean }) {
  return (
    <img
      className={styles.image}
      src={src}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
