// The blog articles a holiday listing links to (SPEC.md 2.2: halloween, valentine and new-year, per city). The API
// has no call for a list of slugs, so each article is asked for by its slug, all at once.
import type { City } from '@kaver/shared-contracts';
import { themedArticleSlugs } from '@kaver/shared-contracts/listings';
import { toArticleCards } from '../../entities/article';
import { fetchArticle } from '../../shared/api/content';
import { createResource } from '../../shared/lib/create-resource';
import type { ListingRoute } from './resolve';

/** The article slugs of a listing route in its city; none for a collection, another listing or another city. */
export function listingArticleSlugs({ city, route }: { city: City; route: ListingRoute }): readonly string[] {
  return route.kind === 'listing' ? themedArticleSlugs(route.listing.slug, city.alias) : [];
}

/**
 * The section is an extra of the page: an article the API does not give (a 404, or any other failure) is left
 * out rather than failing the page, and the order is the list's.
 */
export const themedArticles = createResource((slugs: readonly string[]) =>
  toArticleCards(
    Promise.allSettled(slugs.map((slug) => fetchArticle('article', slug))).then((answers) => ({
      items: answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : [])),
    })),
  ),
);
