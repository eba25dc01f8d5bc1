// Places: rows to the Place domain type, and the columns the place routes and event cards share.
import { findPlaceCategory } from '@kaver/shared-contracts/data';
import type { Place, PlaceCategorySlug, PlaceSummary } from '@kaver/shared-contracts/domain';
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import type { Database } from '../db/schema';
import { cityAliasOf } from './cities';
import { gallery, mediaUrl } from './media';
import { visiblePlace, visibleSummary } from './secret-places';

type PlaceRow = Selectable<Database['places']>;

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
