import { createEvent, createStore } from 'effector';

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** Owner: host (changes history and routes). Any app asks for navigation with it. */
export const navigationRequested = createEvent<{ to: string; replace?: boolean }>();

/** Owner: host. The current location; other apps only read it. */
export const $location = createStore<AppLocation>({ pathname: '/', search: '', hash: '' });
/** Owner: host. Fired after the location changed (push, replace or back/forward). */
export const locationChanged = createEvent<AppLocation>();
$location.on(locationChanged, (_, location) => location);
