import type { ReactNode } from 'react';
import styles from './state.module.css';

/** Where another app's block would be when that app is unavailable: a quiet note, never an empty hole. */
export function SlotFallback({ children }: { children: ReactNode }) {
  return (
    <p className={styles.slot} role="status" data-testid="slot-fallback">
      {children}
    </p>
  );
}
