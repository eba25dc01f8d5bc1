import { useUnit } from 'effector-react';
import { PrimaryButton } from '../../../shared/ui';
import { $isLoggingOut, logoutClicked } from '../model';

export function LogoutButton() {
  const loggingOut = useUnit($isLoggingOut);
  return (
    <PrimaryButton
      variant="secondary"
      loading={loggingOut}
      disabled={loggingOut}
      onClick={() => logoutClicked()}
      data-testid="logout"
    >
      Выйти
    </PrimaryButton>
  );
}
