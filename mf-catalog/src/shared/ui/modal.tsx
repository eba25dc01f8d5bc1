import { type ModalId, modalClosed, modalOpened } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';

interface Props {
  /** Told to the host, which locks page scrolling while any modal is open (SPEC.md 2.7). */
  id: ModalId;
  title: string;
  /** Hide the title visually (the gallery); it still names the dialog. */
  hideTitle?: boolean;
  onClose: () => void;
  children: ReactNode;
  variant?: 'sheet' | 'dark';
  /** More classes on the dialog, which is the scroll container (the filters sheet's `scroll-padding`). */
  className?: string;
  onKeyDown?: (event: KeyboardEvent) => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** A dialog above the page: Escape and the backdrop close it, focus stays inside and returns afterwards. */
export function Modal({
  id,
  title,
  hideTitle,
  onClose,
  children,
  variant = 'sheet',
  className,
  onKeyDown,
}: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const keys = useRef(onKeyDown);
  keys.current = onKeyDown;
  // Through useUnit: the host's scroll lock listens in the page's scope.
  const { opened, closed } = useUnit({ opened: modalOpened, closed: modalClosed });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    opened({ id });
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close.current();
        return;
      }
      keys.current?.(event);
      if (event.key === 'Tab' && dialog.current) {
        const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      closed({ id });
      previous?.focus?.();
    };
  }, [id, opened, closed]);

  return createPortal(
    <div className={styles.backdrop} data-catalog-modal={id}>
      <button type="button" className={styles.scrim} aria-label="Закрыть" tabIndex={-1} onClick={onClose} />
      <div
        ref={dialog}
        className={[variant === 'dark' ? styles.dark : styles.sheet, className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
      >
        <div className={styles.head}>
          <h2 id={`${id}-title`} className={hideTitle ? styles.hiddenTitle : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Закрыть">
            ×
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
