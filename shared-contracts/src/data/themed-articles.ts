// Blog article slugs shown on the themed listings, per city (SPEC.md 2.2). Moscow, Saint Petersburg and
// Kemerovo have none. The API seeds articles with these slugs so the links resolve.
import type { ListingCityAlias } from '../domain/listing';

export type ThemedListingSlug = 'halloween' | 'valentine' | 'new-year';

export const THEMED_ARTICLE_SLUGS: Readonly<
  Record<ThemedListingSlug, Readonly<Record<ListingCityAlias, readonly string[]>>>
> = {
  halloween: {
    moscow: [],
    'saint-petersburg': [],
    kemerovo: [],
    ekaterinburg: ['kuda-skhodit-na-khellouin-v-ekaterinburge', 'khellouin-vecherinki-ekaterinburga'],
    kazan: ['kuda-skhodit-na-khellouin-v-kazani', 'strashnye-kvesty-kazani'],
  },
  valentine: {
    moscow: [],
    'saint-petersburg': [],
    kemerovo: [],
    ekaterinburg: ['kuda-skhodit-na-svidanie-v-ekaterinburge', 'romanticheskie-mesta-ekaterinburga'],
    kazan: ['kuda-skhodit-na-svidanie-v-kazani', 'romanticheskie-uzhiny-v-kazani'],
  },
  'new-year': {
    moscow: [],
    'saint-petersburg': [],
    kemerovo: [],
    ekaterinburg: [
      'novogodnie-yarmarki-ekaterinburga',
      'kuda-skhodit-na-novogodnikh-kanikulakh-v-ekaterinburge',
      'gde-vstretit-novyy-god-v-ekaterinburge',
    ],
    kazan: ['novogodnyaya-kazan-chto-posmotret', 'katki-kazani', 'gde-vstretit-novyy-god-v-kazani'],
  },
};

/** The article slugs for a listing and city; empty for other listings and cities. */
export function themedArticleSlugs(listingSlug: string, cityAlias: string): readonly string[] {
  if (!Object.hasOwn(THEMED_ARTICLE_SLUGS, listingSlug)) return [];
  const byCity: Readonly<Record<string, readonly string[]>> =
    THEMED_ARTICLE_SLUGS[listingSlug as ThemedListingSlug];
  return Object.hasOwn(byCity, cityAlias) ? byCity[cityAlias]! : [];
}
