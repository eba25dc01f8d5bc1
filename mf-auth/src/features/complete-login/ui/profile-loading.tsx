import { useUnit } from 'effector-react';
import { PrimaryButton, Spinner } from '../../../shared/ui';
import { $isProfileLoading, $profileLoadError, profileRetryClicked } from '../model';
import styles from './profile-loading.module.css';

/** Over the modal while the session service loads the new user: 'Загружаем профиль...' (SPEC.md 2.5). */
export function ProfileLoading() {
  const { loading, error, retry } = useUnit({
    loading: $isProfileLoading,
    error: $profileLoadError,
    retry: profileRetryClicked,
  });
  if (!loading && !error) return null;
  return (
    <div className={styles.overlay} data-testid="profile-loading">
      {loading ? (
        <>
          <Spinner size={32} />
          <p role="status" className={styles.text}>
            Загружаем профиль...
          </p>
        </>
      ) : (
        <>
          <p role="alert" className={styles.text}>
            Не удалось загрузить профиль. {error}
          </p>
          <PrimaryButton onClick={() => retry()}>Попробовать ещё раз</PrimaryButton>
        </>
      )}
    </div>
  );
}
