import { useDialogKeys } from '@kaver/shared-contracts/ui';
import { type ReactNode, useId, useRef } from 'react';
import styles from './dialog.module.css';

export interface DialogProps {
  title: string;
  /** The title is read by screen readers but not drawn (a layout with its own heading). */
  hideTitle?: boolean;
  onClose: () => void;
  /** md for confirmations, lg for the offer layouts. */
  size?: 'md' | 'lg' | 'xl';
  /** Stays at the bottom of the sheet while the content scrolls (variant 2's purchase button). */
  footer?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/**
 * A modal of this remote: an overlay with a dialog that is a bottom sheet on phones and a centred window from
 * tablets up. Escape, the close button and a click on the backdrop close it; focus stays inside.
 */
export function Dialog({ title, hideTitle, onClose, size = 'md', footer, children, testId }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onKeyDown = useDialogKeys(ref, onClose);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes; keyboards have Escape and the close button.
    <div
      className={styles.overlay}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
      data-testid={testId}
    >
      <div
        ref={ref}
        className={`${styles.dialog} ${styles[size]}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={hideTitle ? styles.hiddenTitle : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Закрыть">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
