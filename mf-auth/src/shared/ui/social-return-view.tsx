import { PrimaryButton } from './primary-button';
import styles from './social-return-view.module.css';
import { Spinner } from './spinner';

interface Props {
  /** 'Google', 'Apple', 'VK ID'. */
  providerTitle: string;
  state: 'loading' | 'complete' | 'error';
  error: string | null;
  onBack: () => void;
}

/**
 * A provider's completion view after a redirect: 'Загружаем твои данные из аккаунта {provider}...' with a spinner,
 * or 'Произошла ошибка при входе через {provider}' with 'вернуться назад' (SPEC.md 2.5).
 */
export function SocialReturnView({ providerTitle, state, error, onBack }: Props) {
  if (state === 'error') {
    return (
      <div className={styles.view} data-testid="social-return-error">
        <p className={styles.heading} role="alert">
          Произошла ошибка при входе через {providerTitle}
        </p>
        {error && <p className={styles.detail}>{error}</p>}
        <PrimaryButton variant="secondary" onClick={onBack}>
          вернуться назад
        </PrimaryButton>
      </div>
    );
  }
  return (
    <div className={styles.view} data-testid="social-return-loading">
      <span className={styles.spinner}>
        <Spinner size={36} />
      </span>
      <p className={styles.heading} role="status">
        Загружаем твои данные из аккаунта {providerTitle}...
      </p>
    </div>
  );
}
