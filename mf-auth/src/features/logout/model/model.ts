import { loggedOut, logoutFailed, logoutRequested, navigationRequested } from '@kaver/shared-contracts';
import { createEvent, createStore, sample } from 'effector';
import { errorText } from '../../../shared/lib';

export const logoutClicked = createEvent<void>();
/** The profile is entered from another page: an old failure is not said again. */
export const logoutReset = createEvent<void>();

const logoutStarted = createEvent<void>();
const logoutFinished = createEvent<void>();

/** Between the click and the session service's loggedOut or logoutFailed (it calls POST /auth/logout). */
export const $isLoggingOut = createStore(false)
  .on(logoutStarted, () => true)
  .reset(logoutFinished, logoutFailed);

/** Why the last logout did not go through: the visitor is still signed in, and is told so until the next try. */
export const $logoutError = createStore<string | null>(null)
  .on(logoutFailed, (_, error) => {
    const why = errorText(error);
    return `Не удалось выйти. ${why === 'Неизвестная ошибка' ? 'Обнови страницу и попробуй ещё раз.' : why}`;
  })
  .reset(logoutStarted, loggedOut, logoutReset);

sample({ clock: logoutClicked, source: $isLoggingOut, filter: (busy) => !busy, target: logoutStarted });
sample({ clock: logoutStarted, target: logoutRequested });
sample({ clock: loggedOut, source: $isLoggingOut, filter: (mine) => mine, target: logoutFinished });
// Out of the profile, which is only for the signed in, to the home page.
sample({ clock: logoutFinished, fn: () => ({ to: '/' }), target: navigationRequested });
