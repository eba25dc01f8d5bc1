import { useUnit } from 'effector-react';
import { PrimaryButton } from '../../../shared/ui';
import { $isLoggingOut, $logoutFailed, logoutClicked } from '../model';
import styles from './logout-button.module.css';

export function LogoutButton() {
  const { loggingOut, failed, logout } = useUnit({
    loggingOut: $isLoggingOut,
    failed: $logoutFailed,
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
      {failed && (
        <p className={styles.error} role="alert">
          Не удалось выйти: нет связи с сервером. Проверь интернет и попробуй ещё раз.
        </p>
      )}
    </>
  );
}
