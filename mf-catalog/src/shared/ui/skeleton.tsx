import styles from './skeleton.module.css';

/** Shaped like a card (picture, date line, two title lines, place line), so the loaded one takes its place. */
export function CardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`${styles.block} ${styles.image}`} />
      <div className={`${styles.block} ${styles.meta}`} />
      <div className={`${styles.block} ${styles.heading}`} />
      <div className={`${styles.block} ${styles.line} ${styles.short}`} />
    </div>
  );
}

/**
 * A page's title and body while it loads. With breadcrumbs (the detail pages open with them) it reserves their
 * line, so the loaded page starts where the skeleton did.
 */
export function PageSkeleton({ breadcrumbs = true }: { breadcrumbs?: boolean }) {
  return (
    <div role="status" aria-label="Загружаем" data-testid="page-skeleton">
      {breadcrumbs && <div className={`${styles.block} ${styles.crumbs}`} />}
      <div className={`${styles.block} ${styles.title}`} />
      <div className={`${styles.block} ${styles.text}`} />
    </div>
  );
}

/** A shimmering block: its height given, or set by `className` (by the width, in media queries). */
export function SkeletonBlock({ height, className }: { height?: number; className?: string }) {
  return (
    <div
      className={className ? `${styles.block} ${className}` : styles.block}
      style={height === undefined ? undefined : { height }}
      aria-hidden="true"
    />
  );
}
