import { useUnit } from 'effector-react';
import { $firebaseError, FirebaseButton } from '../../../features/firebase-login';
import { $telegramError, TelegramButton } from '../../../features/telegram-login';
import { $vkError, VkIdButton } from '../../../features/vkid-login';
import styles from './social-grid.module.css';

/** The four social buttons in a 2-column grid: the messenger, Google, Apple, VK ID (SPEC.md 2.5). */
export function SocialGrid() {
  const errors = useUnit([$telegramError, $firebaseError, $vkError]).filter(Boolean);
  return (
    <div className={styles.wrap}>
      <div className={styles.grid}>
        <TelegramButton />
        <FirebaseButton provider="google" />
        <FirebaseButton provider="apple" />
        <VkIdButton />
      </div>
      {errors.map((error) => (
        <p key={error} role="alert" className={styles.error} data-testid="social-error">
          {error}
        </p>
      ))}
    </div>
  );
}
