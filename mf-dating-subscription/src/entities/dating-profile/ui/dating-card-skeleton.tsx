import styles from './dating-card-skeleton.module.css';

/** Placeholders that keep the dating list's height while it loads. */
export function DatingCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div className={styles.row} role="status" aria-busy="true" aria-label="Загружаем анкеты">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the placeholders are identical and never reorder.
        <span key={index} className={styles.card} />
      ))}
    </div>
  );
}
