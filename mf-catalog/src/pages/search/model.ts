import { type City, pageMetaChanged } from '@kaver/shared-contracts';
import { createEvent, sample } from 'effector';
import { searchCatalog } from '../../shared/api/content';
import { createResource } from '../../shared/lib/create-resource';
import { brandName } from '../../shared/lib/site';

export const MIN_QUERY = 2;
export const MAX_QUERY = 100;

export interface SearchPageParams {
  city: City;
  q: string;
  page: number;
}

/** ?q=: trimmed and cut to the API's 100 characters. */
export function readSearchQuery(value: string | undefined): string {
  return (value ?? '').trim().slice(0, MAX_QUERY);
}

export const searchPageOpened = createEvent<SearchPageParams>();
export const results = createResource(({ city, q, page }: SearchPageParams) =>
  searchCatalog(city.alias, q, page),
);

sample({ clock: searchPageOpened, filter: ({ q }) => q.length >= MIN_QUERY, target: results.load });
sample({ clock: searchPageOpened, filter: ({ q }) => q.length < MIN_QUERY, target: results.reset });

sample({
  clock: searchPageOpened,
  fn: ({ city, q, page }) => ({
    title: q
      ? `«${q}» — поиск по афише, ${city.title} | ${brandName()}`
      : `Поиск по афише — ${city.title} | ${brandName()}`,
    description: `Поиск событий, мест и статей в ${city.options.titleDeclensions.prepositional}.`,
    robots: 'noindex, follow',
    page,
  }),
  target: pageMetaChanged,
});
