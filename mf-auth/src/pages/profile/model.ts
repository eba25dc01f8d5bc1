import { type PageMeta, type PageParcelProps, pageMetaChanged } from '@kaver/shared-contracts';
import { createEvent, sample } from 'effector';
import { editReset } from '../../features/edit-profile';
import { $brand } from '../../shared/config';

/**
 * /profile is entered (on the server, then once more in the browser after hydration). The user comes with the
 * session the host loads from the access_token cookie; the page starts with its form closed and describes its head.
 */
export const profileStarted = createEvent<PageParcelProps>();

export function profileMeta(brand: string): PageMeta {
  return {
    title: `Профиль — ${brand}`,
    description: `Твой профиль ${brand}: имя, город, подписка, избранные события и места.`,
    // A personal page: never in search. Hence no structured data either (no trail from the home page): it would
    // describe a page search engines are told not to index, whose content the server never renders.
    robots: 'noindex, nofollow',
    canonicalPath: '/profile',
  };
}

sample({ clock: profileStarted, target: editReset });
sample({ clock: profileStarted, source: $brand, fn: profileMeta, target: pageMetaChanged });
