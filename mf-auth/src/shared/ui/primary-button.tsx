import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './primary-button.module.css';
import { Spinner } from './spinner';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  loading?: boolean;
  variant?: 'primary' | 'secondary' | 'danger';
  ref?: Ref<HTMLButtonElement>;
}

export function PrimaryButton({ loading = false, variant = 'primary', children, className, ...rest }: Props) {
  return (
    <button
      type="button"
      {...rest}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size={16} />}
      {children}
    </button>
  );
}
