// Events of a city, dated relative to its today: every day of the coming week has events (so today,
// tomorrow and the weekend always do), some have ended, long exhibitions run through today.
import { EVENT_TYPES, LISTINGS } from '@kaver/shared-contracts/data';
import type { City, PlaceCategorySlug } from '@kaver/shared-contracts/domain';
import type { Insertable } from 'kysely';
import type { Database } from '../db/schema';
import { localDate, parseTimeOfDay, zonedTime } from '../lib/dates';
import type { Scene } from '../media/catalog';
import { CITY_FACTS } from './city-facts';
import { templateFor } from './event-templates';
import { describeEvent } from './event-texts';
import { picturePicker, SCENES_BY_TYPE } from './pictures';
import { random, slugify } from './random';

export interface SeedPlace {
  id: number;
  title: string;
  address: string;
  category: string;
  isSecret: boolean;
}

export interface SeedEvent {
  row: Insertable<Database['events']>;
  typeIds: number[];
  /** Days from the seed day. */
  offset: number;
  placeCategory: string | null;
}

/** Day offsets, dense over the coming week, then past and later events. */
const OFFSETS = [
  0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, -2, -5, -9, 10, 12, 15, 18, 21, 25, 30, 8, 9, 11, 14,
];

/** A listing with a place category wants its types' events at such places (SPEC.md 2.2 filters). */
const placeForType = new Map<number, PlaceCategorySlug>();
for (const listing of LISTINGS) {
  const category = listing.filters.placeCategory;
  if (!category) continue;
  for (const id of listing.filters.categories ?? listing.types) placeForType.set(id, category);
}

const pushkinCard = EVENT_TYPES.find((type) => type.slug === 'pushkin-card')?.id;

export function eventsOf(city: City, places: Map<string, SeedPlace[]>, now: Date): SeedEvent[] {
  const rng = random(`events:${city.alias}`);
  const pictures = picturePicker(`events:${city.alias}`);
  const facts = CITY_FACTS[city.alias]!;
  const today = localDate(city.timezone, now);
  const perType = city.alias === 'moscow' || city.alias === 'saint-petersburg' ? 3 : 2;
  const events: SeedEvent[] = [];
  let counter = 0;
  for (const type of EVENT_TYPES) {
    const template = templateFor(type.slug, type.title);
    for (let n = 0; n < perType; n += 1) {
      const wanted = n === 0 ? (placeForType.get(type.id) ?? template.place) : template.place;
      const candidates = places.get(wanted) ?? places.get('place') ?? [];
      const place = candidates.length > 0 ? rng.pick(candidates) : null;
      // The first event of each type is always ahead (1-7 days), so every listing has current events.
      const ahead = 1 + (type.id % 7);
      // A party tonight from 23:30 to dawn keeps the 'today' listing filled at any hour.
      const tonight = n === 0 && type.slug === 'parties';
      const running = template.days ? -rng.int(0, Math.min(12, template.days - 1)) : 0;
      const offset = template.days
        ? n === 0
          ? running
          : -rng.int(3, 12) + n * 4
        : tonight
          ? 0
          : n === 0
            ? ahead
            : OFFSETS[counter % OFFSETS.length]!;
      counter += 1;
      const startMinute = tonight ? 23 * 60 + 30 : parseTimeOfDay(rng.pick(template.starts))!;
      const startsAt = zonedTime(city.timezone, today.year, today.month, today.day + offset, startMinute);
      const endsAt = template.days
        ? zonedTime(
            city.timezone,
            today.year,
            today.month,
            today.day + offset + template.days,
            startMinute + template.hours * 60,
          )
        : new Date(startsAt.getTime() + template.hours * 3_600_000);
      const [low, high] = template.price;
      const free = high === 0 || (low === 0 && rng.chance(0.4));
      const priceMin = free
        ? 0
        : Math.max(100, Math.round((low + rng.next() * (high - low) * 0.5) / 100) * 100);
      const priceMax = free
        ? 0
        : Math.max(priceMin, Math.round((priceMin + rng.next() * (high - priceMin)) / 100) * 100);
      const title = template.titles[(n + counter) % template.titles.length]!;
      const typeIds = [type.id];
      if (
        pushkinCard &&
        pushkinCard !== type.id &&
        (wanted === 'theater' || wanted === 'museum') &&
        rng.chance(0.5)
      ) {
        typeIds.push(pushkinCard);
      }
      events.push({
        offset,
        placeCategory: place?.category ?? null,
        typeIds,
        row: {
          slug: `${slugify(title)}-${city.alias}-${counter}`,
          cityId: city.id,
          placeId: place?.id ?? null,
          title,
          shortDescription: template.about,
          description: describeEvent(rng, {
            city,
            facts,
            title,
            typeTitle: type.title,
            about: template.about,
            hours: template.hours,
            days: template.days,
            free,
            priceMin,
            ageRatingId: template.ageRatingId,
            place,
          }),
          address: place ? place.address : city.title,
          startsAt,
          endsAt,
          startMinute,
          priceMin,
          priceMax,
          ageRatingId: template.ageRatingId,
          images: JSON.stringify(
            pictures
              .gallery(SCENES_BY_TYPE[type.slug] ?? ['street', 'park'])
              .map((path, i) => (i === 0 ? { path, description: title } : { path })),
          ),
          isSeed: true,
        },
      });
    }
  }
  return events;
}

/** The editorial collections (lists) and the scene of each one's picture. */
export const COLLECTIONS: { id: number; slug: string; scene: Scene; title: string; description: string }[] = [
  {
    id: 1,
    slug: 'na-svidanie',
    scene: 'food',
    title: 'На свидание',
    description: 'Куда пойти вдвоём: музыка, театр и ужины.',
  },
  {
    id: 2,
    slug: 'besplatno',
    scene: 'park',
    title: 'Бесплатно',
    description: 'Хорошие события, за которые не нужно платить.',
  },
  { id: 3, slug: 's-detmi', scene: 'kids', title: 'С детьми', description: 'События для всей семьи.' },
  {
    id: 4,
    slug: 'premery-nedeli',
    scene: 'hall',
    title: 'Премьеры недели',
    description: 'Всё новое, что стоит успеть на этой неделе.',
  },
  {
    id: 5,
    slug: 'pod-otkrytym-nebom',
    scene: 'park',
    title: 'Под открытым небом',
    description: 'Парки, набережные и площади.',
  },
  {
    id: 6,
    slug: 'posle-raboty',
    scene: 'street',
    title: 'После работы',
    description: 'Начинаются вечером, заканчиваются не слишком поздно.',
  },
];

const DATE_TYPES = new Set([
  'concerts',
  'spectacles',
  'eat-and-drink',
  'classical-music',
  'dance',
  'tastings',
  'immersive',
]);
const dateTypeIds = new Set<number>(
  EVENT_TYPES.filter((type) => DATE_TYPES.has(type.slug)).map((type) => type.id),
);

/** The collections an event belongs to. */
export function collectionsOf(event: SeedEvent): number[] {
  const ids: number[] = [];
  const { row } = event;
  if (event.typeIds.some((id) => dateTypeIds.has(id))) ids.push(1);
  if (row.priceMax === 0) ids.push(2);
  if ((row.ageRatingId ?? 5) <= 2) ids.push(3);
  if (event.offset >= 0 && event.offset <= 7 && event.typeIds[0]! % 3 === 0) ids.push(4);
  if (event.placeCategory === 'tourist') ids.push(5);
  if ((row.startMinute ?? 0) >= 18 * 60 && (row.startMinute ?? 0) <= 19 * 60 + 30) ids.push(6);
  return ids;
}
