import styles from './spinner.module.css';

/** A decorative spinner; whoever shows it also says in words what is loading. */
export function Spinner({ size = 20 }: { size?: number }) {
  return <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />;
}
