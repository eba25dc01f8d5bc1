// Built-in data every app may need on any page. The listings (with their texts) are a separate entry,
// '@kaver/shared-contracts/listings', loaded only by the pages that use them.
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
export { findPlaceCategory, PLACE_CATEGORIES } from './place-categories';
export { hasSingleTypesValue, parseTypesParam, singleTypeId } from './types-param';
