// Places: rows to the Place domain type, and the queries the place routes and event cards share.
import { findPlaceCategory } from '@kaver/shared-contracts/src/data/place-categories';
import type { PlaceCategorySlug } from '@kaver/shared-contracts/src/domain/listing';
import type { Place, PlaceSummary } from '@kaver/shared-contracts/src/domain/place';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { cityAliasById } from '../http/params';
import { gallery, mediaUrl } from './media';

type PlaceRow = Selectable<Database['places']>;

export function placeSummary(publicUrl: string, row: PlaceRow): PlaceSummary {
  const category = findPlaceCategory(row.category);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: { slug: row.category as PlaceCategorySlug, title: category?.singular ?? row.category },
    address: row.address,
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    image: mediaUrl(publicUrl, row.images[0]?.path ?? `places/${row.id}-1.svg`),
  };
}

export function toPlace(publicUrl: string, row: PlaceRow, favorite: boolean): Place {
  return {
    ...placeSummary(publicUrl, row),
    city: cityAliasById.get(row.cityId) ?? '',
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

export async function placesByIds(db: Db, ids: number[]): Promise<Map<number, PlaceRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('places').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export async function favoritePlaceIds(db: Db, userId: number | null, ids: number[]): Promise<Set<number>> {
  if (userId === null || ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('favoritePlaces')
    .select('placeId')
    .where('userId', '=', userId)
    .where('placeId', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.placeId));
}
