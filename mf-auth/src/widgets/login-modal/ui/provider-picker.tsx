import { PhoneForm } from '../../../features/phone-login';
import styles from './login-modal.module.css';
import { SocialGrid } from './social-grid';

/** SPEC.md 2.5 state 1: the social buttons, 'или', the phone form. */
export function ProviderPicker() {
  return (
    <div className={styles.picker}>
      <SocialGrid />
      <div className={styles.divider}>
        <span>или</span>
      </div>
      <PhoneForm />
      <p className={styles.legal}>
        Продолжая, ты принимаешь{' '}
        <a href="/documents/polzovatelskoe-soglashenie" target="_blank" rel="noopener">
          пользовательское соглашение
        </a>{' '}
        и{' '}
        <a href="/documents/politika-konfidentsialnosti" target="_blank" rel="noopener">
          политику конфиденциальности
        </a>
        .
      </p>
    </div>
  );
}
