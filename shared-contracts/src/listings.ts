// @kaver/shared-contracts/listings: the listings of SPEC.md 2.2 with their city templates, lookups and event
// queries. A second shared entry (an MF singleton like the root), so that pages which never show a listing do
// not download its texts.
export {
  findListing,
  findTypesRedirectListing,
  listingForSingleType,
  listingsForCity,
  typesRedirectPath,
} from './data/listing-lookup';
export { fillCityTemplate, MAIN_PAGE_SUFFIX, mainPageTitle, resolveListing } from './data/listing-templates';
export { LISTINGS } from './data/listings';
export { THEMED_ARTICLE_SLUGS, type ThemedListingSlug, themedArticleSlugs } from './data/themed-articles';

export type ListingsModule = typeof import('./listings');
