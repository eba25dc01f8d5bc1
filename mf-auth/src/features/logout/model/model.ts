import { loggedOut, logoutFailed, logoutRequested, navigationRequested } from '@kaver/shared-contracts';
import { createEvent, createStore, sample } from 'effector';

export const logoutClicked = createEvent<void>();

const logoutStarted = createEvent<void>();
const logoutFinished = createEvent<void>();

/** Between the click and the session service's loggedOut (it calls POST /auth/logout, then clears everything). */
export const $isLoggingOut = createStore(false)
  .on(logoutStarted, () => true)
  .reset(logoutFinished, logoutFailed);

/** The last logout could not reach the API: the visitor is still signed in, and is told so until the next try. */
export const $logoutFailed = createStore(false)
  .on(logoutFailed, () => true)
  .reset(logoutStarted, loggedOut);

sample({ clock: logoutClicked, source: $isLoggingOut, filter: (busy) => !busy, target: logoutStarted });
sample({ clock: logoutStarted, target: logoutRequested });
sample({ clock: loggedOut, source: $isLoggingOut, filter: (mine) => mine, target: logoutFinished });
// Out of the profile, which is only for the signed in, to the home page.
sample({ clock: logoutFinished, fn: () => ({ to: '/' }), target: navigationRequested });
