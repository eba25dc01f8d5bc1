import { loginRequested } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import buttons from '../../shared/ui/button.module.css';

/** The address of the login modal: the app opens it when it starts on this hash (see AppStarted). */
export const LOGIN_HASH = '#login';

/**
 * The id of «Войти» and of the profile link that replaces it after a sign-in: the closing login dialog gives the
 * focus back to the element with its opener's id (useDialogKeys), not to <body>.
 */
export const ACCOUNT_LINK_ID = 'account-link';

/**
 * «Войти»: a link, so that a click before the app has started is not lost (the browser puts #login in the address
 * and the app opens the modal when it starts); once the app is there, the click opens the modal in place.
 */
export function LoginLink() {
  const requestLogin = useUnit(loginRequested);
  return (
    <a
      id={ACCOUNT_LINK_ID}
      href={LOGIN_HASH}
      className={buttons.primary}
      onClick={(event) => {
        event.preventDefault();
        requestLogin({ source: 'header' });
      }}
    >
      Войти
    </a>
  );
}
