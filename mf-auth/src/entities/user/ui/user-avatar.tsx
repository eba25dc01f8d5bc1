import styles from './user-avatar.module.css';

export function UserAvatar({ initials, size = 72 }: { initials: string; size?: number }) {
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: size * 0.38 }}
      aria-hidden="true"
    >
      {initials || '🙂'}
    </span>
  );
}
