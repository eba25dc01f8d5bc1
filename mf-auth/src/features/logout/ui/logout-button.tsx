import { useUnit } from 'effector-react';
import { PrimaryButton } from '../../../shared/ui';
import { $isLoggingOut, $logoutError, logoutClicked } from '../model';
import styles from './logout-button.module.css';

export function LogoutButton() {
  const { loggingOut, error, logout } = useUnit({
    loggingOut: $isLoggingOut,
    error: $logoutError,
    logout: logoutClicked,
  });
  return (
    <>
      <PrimaryButton
        variant="secondary"
        loading={loggingOut}
        disabled={loggingOut}
        onClick={() => logout()}
        data-testid="logout"
      >
        Выйти
      </PrimaryButton>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
