import { useDialogKeys } from '@kaver/shared-contracts/ui';
import { type ReactNode, useCallback, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';

interface Props {
  /** Visible title; also the dialog's accessible name. */
  title: ReactNode;
  /** Above the title (the login modal's emoji). */
  header?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /**
   * Which view the content is (a step, a completion view): when it changes and the focus went with the old content
   * (the button pressed is gone), the title takes it, so that it stays inside the dialog.
   */
  view?: string;
  testId?: string;
}

/**
 * The modal frame: dimmed overlay, a bottom sheet on phones and a centred card from 768px, a close button, Esc and
 * a focus trap. Clicking the overlay closes it too.
 */
export function Dialog({ title, header, onClose, children, view, testId }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const close = useCallback(() => onClose(), [onClose]);
  // Focus moves into the dialog unless its content already took it (the first SMS box).
  const onKeyDown = useDialogKeys(panel, close);
  // A new view that took no focus itself ('вернуться назад' back to the picker): the title takes it, not <body>.
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    if (!panel.current?.contains(document.activeElement)) heading.current?.focus();
  }, [view]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut; Esc and the close button are the accessible ways out.
    <div
      className={styles.overlay}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <button type="button" className={styles.close} onClick={close} aria-label="Закрыть">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z"
            />
          </svg>
        </button>
        {header}
        <h2 ref={heading} id={titleId} className={styles.title} tabIndex={-1}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
