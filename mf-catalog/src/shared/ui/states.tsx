import type { ReactNode } from 'react';
import styles from './state.module.css';

// The error lives with ResourceView, whose face it is: the home page's code then holds it without the empty state.
export { ErrorState } from './resource-view';

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
