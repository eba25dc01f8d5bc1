import type { Place } from '@kaver/shared-contracts';

/** What the map shows of a place: a marker linking to its page, or its address where there is no map. */
export type MapPlace = Pick<Place, 'id' | 'slug' | 'title' | 'address' | 'coordinates'>;
