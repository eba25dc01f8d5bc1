import styles from './skeleton.module.css';

export function CardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`${styles.block} ${styles.image}`} />
      <div className={`${styles.block} ${styles.line}`} />
      <div className={`${styles.block} ${styles.line} ${styles.short}`} />
    </div>
  );
}

/** A page's title and body while it loads. */
export function PageSkeleton() {
  return (
    <div role="status" aria-label="Загружаем" data-testid="page-skeleton">
      <div className={`${styles.block} ${styles.title}`} />
      <div className={`${styles.block} ${styles.text}`} />
    </div>
  );
}

export function SkeletonBlock({ height }: { height: number }) {
  return <div className={styles.block} style={{ height }} aria-hidden="true" />;
}
