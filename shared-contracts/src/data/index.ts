export { CITIES } from './cities';
export {
  cityDisplayTitle,
  DEFAULT_CITY,
  DEFAULT_CITY_ALIAS,
  findCityByAlias,
  findCityById,
  isOpenCity,
} from './city-lookup';
