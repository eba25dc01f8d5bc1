// How many of the events filters are on: a module of its own, without the rest of filters.ts, for the nearby
// list of the places page too (features/nearby), which says «таких событий» with no need of the filters' code.
import type { EventFilters } from './filters';

export function countActiveFilters(filters: EventFilters): number {
  return [
    filters.date || filters.from || filters.to,
    filters.dayPart,
    filters.price,
    filters.age,
    filters.categories.length > 0,
    filters.collection,
    filters.showPast,
  ].filter(Boolean).length;
}
