import { type PageMeta, type PageParcelProps, pageMetaChanged } from '@kaver/shared-contracts';
import { createEvent, createStore, sample } from 'effector';
import { editReset } from '../../features/edit-profile';
import { logoutReset } from '../../features/logout';
import { $brand } from '../../shared/config';

/**
 * /profile is entered (on the server, then once more in the browser after hydration). The user comes with the
 * session the host loads from the access_token cookie; a visit starts with the form closed, and the page describes
 * its head.
 */
export const profileStarted = createEvent<PageParcelProps>();
/** The page's view was mounted (true) or unmounted (false). */
export const profileShown = createEvent<boolean>();

const $onScreen = createStore(false, { serialize: 'ignore' }).on(profileShown, (_, shown) => shown);

export function profileMeta(brand: string): PageMeta {
  return {
    title: `Профиль | ${brand}`,
    description: `Твой профиль ${brand}: имя, город, подписка, избранные события и места.`,
    // A personal page: never in search. Hence no structured data either (no trail from the home page): it would
    // describe a page search engines are told not to index, whose content the server never renders.
    robots: 'noindex, nofollow',
    canonicalPath: '/profile',
  };
}

// A link to /profile followed on /profile (the header's avatar) enters the page it is on: an open form keeps what
// was typed. Only a visit that comes from another page starts afresh (an old logout failure is not said again).
sample({
  clock: profileStarted,
  source: $onScreen,
  filter: (onScreen) => !onScreen,
  target: [editReset, logoutReset],
});
sample({ clock: profileStarted, source: $brand, fn: profileMeta, target: pageMetaChanged });
