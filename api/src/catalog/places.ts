// Places: rows to the Place domain type, and the columns the place routes and event cards share.
import { findPlaceCategory, PLACE_CATEGORIES } from '@kaver/shared-contracts/data';
import type { Place, PlaceCategorySlug, PlaceSummary } from '@kaver/shared-contracts/domain';
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/schema';
import { cityAliasOf } from './cities';
import { gallery, mediaUrl } from './media';
import { visiblePlace, visibleSummary } from './secret-places';

/** A place's row as the answers use it (the stored search document is the database's own). */
type PlaceRow = Omit<Selectable<Database['places']>, 'searchDocument'>;
/** What no request changes: every column but the favourites counter. */
const categorySlugs = PLACE_CATEGORIES.map((category) => category.slug).join('|');

/** The `place_category` query of the events and places lists: known slugs only, so a typo is a 400. */
export const placeCategoryQuery = {
  type: 'string',
  pattern: `^(null|(${categorySlugs})(,(${categorySlugs}))*)$`,
  description: 'Comma-separated place categories (bar, museum, ...)',
} as const;

export type PlaceFields = Omit<PlaceRow, 'favoritesCnt'>;

const PLACE_FIELDS = [
  'id',
  'slug',
  'cityId',
  'category',
  'title',
  'description',
  'address',
  'latitude',
  'longitude',
  'hours',
  'phone',
  'website',
  'images',
  'isSecret',
] as const satisfies readonly (keyof PlaceFields)[];

/** The columns a place card (and an event's place) shows. */
export type PlaceSummaryRow = Pick<
  PlaceRow,
  'id' | 'slug' | 'title' | 'category' | 'address' | 'latitude' | 'longitude' | 'images' | 'isSecret'
>;

/** A place card; a secret place is concealed unless the caller has premium (secret-places.ts). */
export function placeSummary(publicUrl: string, row: PlaceSummaryRow, premium: boolean): PlaceSummary {
  const category = findPlaceCategory(row.category);
  const summary: PlaceSummary = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: { slug: row.category as PlaceCategorySlug, title: category?.singular ?? row.category },
    address: row.address,
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    image: mediaUrl(publicUrl, row.images[0]?.path ?? `places/${row.id}-1.svg`),
    isSecret: row.isSecret,
  };
  return visibleSummary(summary, premium);
}

/** A whole place; a secret place is concealed unless the caller has premium (secret-places.ts). */
export function toPlace(publicUrl: string, row: PlaceRow, favorite: boolean, premium: boolean): Place {
  return visiblePlace(toFullPlace(publicUrl, row, favorite), premium);
}

function toFullPlace(publicUrl: string, row: PlaceRow, favorite: boolean): Place {
  return {
    ...placeSummary(publicUrl, row, true),
    city: cityAliasOf(row.cityId),
    description: row.description,
    hours: row.hours,
    phone: row.phone,
    website: row.website,
    images: gallery(publicUrl, row.images),
    isSecret: row.isSecret,
    isFavorite: favorite ? 1 : 0,
    favoritesCnt: row.favoritesCnt,
  };
}

/** The caller's favourite flag of `places` rows, in the same query: `.select((eb) => placeFavorite(eb, userId))`. */
export function placeFavorite(eb: ExpressionBuilder<Database, 'places'>, userId: number | null) {
  return sql<boolean>`${
    userId === null
      ? sql`false`
      : eb.exists(
          eb
            .selectFrom('favoritePlaces')
            .select(sql`1`.as('one'))
            .whereRef('favoritePlaces.placeId', '=', 'places.id')
            .where('favoritePlaces.userId', '=', userId),
        )
  }`.as('isFavorite');
}

/** How long a process keeps a place's fields: an edit made in the database by hand shows within this. */
export const PLACE_FIELDS_TTL_MS = 10 * 60_000;

/**
 * The fields of places by id, kept in this process (an LRU with a time to live), so that a list query answers only
 * ids, counters and distances: on the embedded database, turning a few dozen whole rows (descriptions, hours and
 * pictures as JSON) into values in its one WASM thread cost twice as much as the query itself. Places are written
 * by the seed only and their fields never change through the API (the favourites counter, which does, is not
 * kept here); an id missing from the answer is a place gone meanwhile.
 */
export function placeFieldsCache(db: Kysely<Database>, ttlMs = PLACE_FIELDS_TTL_MS) {
  const kept = new LRUCache<number, PlaceFields>({ max: 10_000, ttl: ttlMs });
  return async function placeFields(ids: readonly number[]): Promise<Map<number, PlaceFields>> {
    const found = new Map<number, PlaceFields>();
    const missing: number[] = [];
    for (const id of ids) {
      const fields = kept.get(id);
      if (fields) found.set(id, fields);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const rows = await db.selectFrom('places').select(PLACE_FIELDS).where('id', 'in', missing).execute();
      for (const row of rows) {
        kept.set(row.id, row);
        found.set(row.id, row);
      }
    }
    return found;
  };
}
