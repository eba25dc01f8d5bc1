import { Button } from './button';
import styles from './load-failed.module.css';

/** A list that could not load: says so and offers to try again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className={styles.failed} role="alert">
      <p className={styles.text}>Не получилось загрузить {what}. Проверь интернет и попробуй ещё раз.</p>
      <Button look="secondary" onClick={onRetry}>
        Попробовать ещё раз
      </Button>
    </div>
  );
}

/** Placeholders of the size of the options that are loading. */
export function OptionsSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.skeleton} role="status" aria-label="Загружаем варианты">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <span key={index} className={styles.bar} />
      ))}
    </div>
  );
}
