import { type PageMeta, type PageParcelProps, pageMetaChanged } from '@kaver/shared-contracts';
import { breadcrumbsJsonLd, HOME_CRUMB } from '@kaver/shared-contracts/json-ld';
import { createEvent, sample } from 'effector';
import { cityProfilesRequested, loadCityProfilesFx } from '../../entities/dating-profile';
import { $siteUrl } from '../../shared/config';

export const COMMUNITY_SOURCE = 'community';
export const COMMUNITY_PATH = '/community';
/** The page's h1, its title and its name in the trail. */
export const COMMUNITY_TITLE = 'Знакомства, друзья и сообщества';

/**
 * /community is entered (on the server, then once more in the browser after hydration): the first profiles of the
 * city (the server renders them; the browser does not ask again) and the page's head.
 */
export const communityStarted = createEvent<PageParcelProps>();
/** The page's data on its way (RemotePage.$loading): what a navigation here waits for, not the whole tab. */
export const $communityLoading = loadCityProfilesFx.pending;

export function communityMeta(siteUrl: string): PageMeta {
  return {
    title: COMMUNITY_TITLE,
    description:
      'Знакомься с теми, кто идёт на те же концерты, выставки и вечеринки: 150 000+ активных анкет, новые друзья и сообщества по интересам.',
    canonicalPath: COMMUNITY_PATH,
    jsonLd: breadcrumbsJsonLd([HOME_CRUMB, { title: COMMUNITY_TITLE, path: COMMUNITY_PATH }], siteUrl),
  };
}

sample({ clock: communityStarted, fn: ({ city }) => city.alias, target: cityProfilesRequested });
sample({ clock: communityStarted, source: $siteUrl, fn: communityMeta, target: pageMetaChanged });
