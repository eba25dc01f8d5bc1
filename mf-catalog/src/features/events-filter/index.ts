export { FilterPanel } from './filter-panel';
export {
  countActiveFilters,
  type EventFilters,
  eventsQueryOf,
  filtersHref,
  NO_FILTERS,
  parseEventFilters,
  TIME_PRESET_TITLES,
} from './filters';
