import type { RefObject } from 'react';
import { buttonStyles } from '../button';
import styles from './load-failed.module.css';

export const RETRY_LABEL = 'Повторить';

/**
 * A load that failed: what did not load, said at once (role="alert"), and «Повторить», which loads it again. The
 * retry takes this away (a skeleton or the content replaces it), so the focus of whoever pressed it moves first to
 * `focusOnRetry` (the section's heading, say) instead of falling to the page's body.
 */
export function LoadFailed({
  text,
  onRetry,
  focusOnRetry,
}: {
  text: string;
  onRetry: () => void;
  focusOnRetry?: RefObject<HTMLElement | null>;
}) {
  const retry = () => {
    focusOnRetry?.current?.focus();
    onRetry();
  };
  return (
    <div className={styles.failed} role="alert">
      <p className={styles.text}>{text}</p>
      <button type="button" className={buttonStyles.secondary} onClick={retry}>
        {RETRY_LABEL}
      </button>
    </div>
  );
}
