import type { City, PageParcelProps } from '@kaver/shared-contracts';
import { inCityPhrase } from '@kaver/shared-contracts/text';
import { createEvent, sample } from 'effector';
import { fetchEvents } from '../../shared/api/events';
import { fetchPlaces } from '../../shared/api/places';
import { createResource } from '../../shared/lib/create-resource';
import { itemListJsonLd } from '../../shared/lib/json-ld';
import { IMAGE_SIZES, lcpImage } from '../../shared/lib/lcp-image';
import { pageSaying } from '../../shared/lib/page-said';
import { brandName } from '../../shared/lib/site';

export interface Tile {
  key: string;
  href: string;
  image: string;
  title: string;
  caption: string;
}

/** Events and places alternated, so the board mixes both. */
export function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  const result: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== undefined) result.push(a[i]!);
    if (b[i] !== undefined) result.push(b[i]!);
  }
  return result;
}

/**
 * Each picture once: an event and its venue (or two events) may carry the same photo, and a wall of pictures that
 * shows one twice looks broken. The first tile with a picture keeps it.
 */
export function distinctPictures(tiles: readonly Tile[]): Tile[] {
  const seen = new Set<string>();
  return tiles.filter((tile) => !seen.has(tile.image) && seen.add(tile.image));
}

/** `/moodboard` is entered: the current city's events and places as pictures. */
export const moodboardStarted = createEvent<PageParcelProps>();
/** What the page tells the host: its head, its failure (named with its path). */
const host = pageSaying(moodboardStarted);
export const tiles = createResource(async (city: City): Promise<Tile[]> => {
  const [events, places] = await Promise.all([
    fetchEvents({ city: city.alias, perPage: 24, showPast: 1 }),
    fetchPlaces({ city: city.alias, perPage: 12 }),
  ]);
  const mixed = interleave<Tile>(
    events.items.map((event) => ({
      key: `e${event.id}`,
      href: `/${city.alias}/events/${event.slug}`,
      image: event.image,
      title: event.title,
      caption: event.eventTypes[0]?.title ?? 'Событие',
    })),
    places.items.map((place) => ({
      key: `p${place.id}`,
      href: `/${city.alias}/places/${place.slug}`,
      image: place.image,
      title: place.title,
      caption: place.category.title,
    })),
  );
  return distinctPictures(mixed);
});

/** Every third tile, the first among them, is tall (3:4); the others are 4:3. */
export const isTallTile = (index: number) => index % 3 === 0;

/** The moodboard's head; with its tiles, the first one's picture (seen first, a tall tile) and their list. */
export function moodboardMeta(city: City, items?: readonly Tile[]) {
  const lead = items?.[0]?.image;
  const { prepositional } = city.options.titleDeclensions;
  return {
    title: `Мудборд: ${city.title} в картинках | ${brandName()}`,
    description: `События и места ${prepositional === city.title ? city.title : inCityPhrase(city)} одной стеной картинок — листай и выбирай по настроению.`,
    canonicalPath: '/moodboard',
    ...(lead && { image: lead, lcpImage: lcpImage(lead, IMAGE_SIZES.moodboardTallTile) }),
    ...(items && { jsonLd: itemListJsonLd(items.map((tile) => ({ title: tile.title, path: tile.href }))) }),
  };
}

sample({ clock: moodboardStarted, fn: ({ city }) => moodboardMeta(city), target: host.meta });
sample({ clock: moodboardStarted, fn: ({ city }) => city, target: tiles.load });
sample({
  clock: tiles.ready,
  source: tiles.$params,
  filter: (city): city is City => city !== null,
  fn: (city, items) => moodboardMeta(city as City, items),
  target: host.meta,
});
