import type { ReactNode } from 'react';
import styles from './social-button.module.css';
import { Spinner } from './spinner';

interface Props {
  icon: ReactNode;
  title: string;
  loading?: boolean;
  disabled?: boolean;
  onClick: () => void;
  testId?: string;
}

/** The one shape every sign-in button shares: icon, a spinner while loading, title, disabled state (SPEC.md 2.5). */
export function SocialButton({ icon, title, loading = false, disabled = false, onClick, testId }: Props) {
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => !loading && onClick()}
      disabled={disabled}
      aria-busy={loading}
      data-testid={testId}
    >
      <span className={styles.icon} aria-hidden="true">
        {loading ? <Spinner size={18} /> : icon}
      </span>
      <span className={styles.title}>{title}</span>
    </button>
  );
}
