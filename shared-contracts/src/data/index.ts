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
