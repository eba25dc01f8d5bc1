import { type PageMeta, type PageParcelProps, pageMetaChanged } from '@kaver/shared-contracts';
import { createEvent, sample } from 'effector';
import { cityProfilesRequested } from '../../entities/dating-profile';

export const COMMUNITY_SOURCE = 'community';
export const COMMUNITY_PATH = '/community';

/**
 * /community is entered (on the server, then once more in the browser after hydration): the first profiles of the
 * city (the server renders them; the browser does not ask again) and the page's head.
 */
export const communityStarted = createEvent<PageParcelProps>();

export const COMMUNITY_META: PageMeta = {
  title: 'Знакомства, друзья и сообщества',
  description:
    'Знакомься с теми, кто идёт на те же концерты, выставки и вечеринки: 150 000+ активных анкет, новые друзья и сообщества по интересам.',
  canonicalPath: COMMUNITY_PATH,
};

sample({ clock: communityStarted, fn: ({ city }) => city.alias, target: cityProfilesRequested });
sample({ clock: communityStarted, fn: () => COMMUNITY_META, target: pageMetaChanged });
