import { useUnit } from 'effector-react';
import { PrimaryButton } from '../../../shared/ui';
import { $isLoggingOut, logoutClicked } from '../model';

export function LogoutButton() {
  const { loggingOut, logout } = useUnit({ loggingOut: $isLoggingOut, logout: logoutClicked });
  return (
    <PrimaryButton
      variant="secondary"
      loading={loggingOut}
      disabled={loggingOut}
      onClick={() => logout()}
      data-testid="logout"
    >
      Выйти
    </PrimaryButton>
  );
}
