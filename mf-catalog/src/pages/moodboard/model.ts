import type { City } from '@kaver/shared-contracts';
import { createEvent, sample } from 'effector';
import { fetchEvents } from '../../shared/api/events';
import { fetchPlaces } from '../../shared/api/places';
import { createResource } from '../../shared/lib/create-resource';

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

export const moodboardOpened = createEvent<City>();
export const tiles = createResource(async (city: City): Promise<Tile[]> => {
  const [events, places] = await Promise.all([
    fetchEvents({ city: city.alias, perPage: 24, showPast: 1 }),
    fetchPlaces({ city: city.alias, perPage: 12 }),
  ]);
  return interleave<Tile>(
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
});

sample({ clock: moodboardOpened, target: tiles.load });
