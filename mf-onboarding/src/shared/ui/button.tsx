import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  look?: 'primary' | 'secondary' | 'text';
}

export function Button({ look = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={[styles[look], className].filter(Boolean).join(' ')} {...props} />;
}
