import styles from './spinner.module.css';

/** A brand spinner with a spoken label. */
export function Spinner({ label = 'Загружаем', size = 'md' }: { label?: string; size?: 'sm' | 'md' }) {
  return <span className={`${styles.spinner} ${styles[size]}`} role="status" aria-label={label} />;
}
