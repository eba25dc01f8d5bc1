import styles from './page-outlet.module.css';

/** Holds the page's place while its remote loads, so nothing shifts when it arrives. */
export function PageSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Загружаем страницу">
      <div className={styles.skeletonTitle} />
      <div className={styles.skeletonRow}>
        <div className={styles.skeletonCard} />
        <div className={styles.skeletonCard} />
        <div className={styles.skeletonCard} />
      </div>
    </div>
  );
}
