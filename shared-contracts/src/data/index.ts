// @kaver/shared-contracts/data: the built-in data of SPEC.md 2.2, framework-free (no React, effector or axios), so
// that Node imports it without a bundler: the 22 cities, event types, place categories, the `types` parameter, the
// listings with their city templates and lookups, the themed articles and the documents. The API and its seed use
// this entry. The apps reach the same data through the root entry (cities, event types, categories, documents) and
// '@kaver/shared-contracts/listings', which the page shares once, rather than bundling a second copy from here.

export { DOCUMENTS, type DocumentSlug } from '../site/documents';
export {
  CITIES,
  cityDisplayTitle,
  DEFAULT_CITY,
  DEFAULT_CITY_ALIAS,
  findCityByAlias,
  findCityById,
  isOpenCity,
} from './cities';
export { EVENT_TYPES, type EventTypeSlug, eventTypeId, findEventTypeById } from './event-types';
export {
  findListing,
  findTypesRedirectListing,
  listingForSingleType,
  listingsForCity,
  typesRedirectPath,
} from './listing-lookup';
export { fillCityTemplate, MAIN_PAGE_SUFFIX, mainPageTitle, resolveListing } from './listing-templates';
export { LISTINGS } from './listings';
export { findPlaceCategory, PLACE_CATEGORIES } from './place-categories';
export { THEMED_ARTICLE_SLUGS, type ThemedListingSlug, themedArticleSlugs } from './themed-articles';
export { hasSingleTypesValue, parseTypesParam, singleTypeId } from './types-param';
