import { buttonStyles } from '../button';
import styles from './load-failed.module.css';

export const RETRY_LABEL = 'Повторить';

/** A load that failed: what did not load, said at once (role="alert"), and «Повторить», which loads it again. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className={styles.failed} role="alert">
      <p className={styles.text}>{text}</p>
      <button type="button" className={buttonStyles.secondary} onClick={() => onRetry()}>
        {RETRY_LABEL}
      </button>
    </div>
  );
}
