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
  parseTypesParam,
  typesRedirectPath,
} from './listing-lookup';
export { type ListingEventQuery, listingEventQuery } from './listing-query';
export { fillCityTemplate, MAIN_PAGE_SUFFIX, mainPageTitle, resolveListing } from './listing-templates';
export { LISTINGS } from './listings';
export { findPlaceCategory, PLACE_CATEGORIES } from './place-categories';
export { THEMED_ARTICLE_SLUGS, type ThemedListingSlug, themedArticleSlugs } from './themed-articles';
