import type { ReactNode } from 'react';
import buttons from './button.module.css';
import styles from './state.module.css';

/**
 * A failed load, said in words a person can act on, with a retry. While the retry loads (`busy`) the button stays,
 * focusable but inert, so the focus does not fall to <body> with it.
 */
export function ErrorState({
  text,
  onRetry,
  busy = false,
}: {
  text: string;
  onRetry?: () => void;
  busy?: boolean;
}) {
  return (
    <div className={styles.box} role="alert" data-testid="error-state">
      <p className={styles.title}>Что-то пошло не так</p>
      <p className={styles.text}>{text}</p>
      {onRetry && (
        <button
          type="button"
          className={buttons.primary}
          onClick={busy ? undefined : onRetry}
          aria-disabled={busy || undefined}
        >
          {busy ? 'Загружаем…' : 'Попробовать ещё раз'}
        </button>
      )}
    </div>
  );
}

/** Nothing to show: say so and suggest what to try instead. */
export function EmptyState({
  emoji = '🔍',
  title,
  text,
  heading = false,
  children,
}: {
  emoji?: string;
  title: string;
  text?: string;
  /** The state is the whole page: its title is the page's h1. */
  heading?: boolean;
  children?: ReactNode;
}) {
  const Title = heading ? 'h1' : 'p';
  return (
    <div className={styles.box} data-testid="empty-state">
      <span className={styles.emoji} aria-hidden="true">
        {emoji}
      </span>
      <Title className={styles.title}>{title}</Title>
      {text && <p className={styles.text}>{text}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
