import styles from './dating-card-skeleton.module.css';

/**
 * Placeholders that keep the dating list's height while it loads: each a card's picture over a line of its
 * caption's size (a no-break space in the caption's font, so it is as tall as the name will be).
 */
export function DatingCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div className={styles.row} role="status" aria-busy="true" aria-label="Загружаем анкеты">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the placeholders are identical and never reorder.
        <span key={index} className={styles.card}>
          <span className={styles.media} />
          <span className={styles.caption}>{'\u00a0'}</span>
        </span>
      ))}
    </div>
  );
}
