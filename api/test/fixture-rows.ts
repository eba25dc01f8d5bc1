// Valid rows of `places` and `events` for the tests that write their own: a slug no other row of the run has,
// defaults for every column the test does not care about, and the test's overrides on top. Insert them with
// `db.insertInto('places').values(placeRow({ ... }))`.
import { findCityByAlias } from '@kaver/shared-contracts/data';
import type { Insertable } from 'kysely';
import { cityTimezone } from '../src/catalog/cities';
import type { Database } from '../src/db/schema';
import { localDate } from '../src/lib/dates';

type PlaceValues = Insertable<Database['places']>;
type EventValues = Insertable<Database['events']>;

const MOSCOW = findCityByAlias('moscow')!.id;
const HOUR = 3_600_000;

let made = 0;
const uniqueSlug = (kind: string) => {
  made += 1;
  return `fixture-${kind}-${made}`;
};

/** A bar in the centre of Moscow, open to everyone. */
export function placeRow(overrides: Partial<PlaceValues> = {}): PlaceValues {
  return {
    slug: uniqueSlug('place'),
    cityId: MOSCOW,
    category: 'bar',
    title: 'Бар',
    description: '',
    address: 'ул. Тверская, 1',
    latitude: 55.75,
    longitude: 37.61,
    hours: '[]',
    phone: null,
    website: null,
    images: '[]',
    isSecret: false,
    ...overrides,
  };
}

/**
 * A free 0+ event in Moscow, by default tomorrow at this time, for two hours; its descriptions follow its title,
 * its start minute its start in the city's time zone.
 */
export function eventRow(overrides: Partial<EventValues> = {}): EventValues {
  const cityId = overrides.cityId ?? MOSCOW;
  const title = overrides.title ?? 'Событие';
  const shortDescription = overrides.shortDescription ?? title;
  const startsAt = new Date(overrides.startsAt ?? Date.now() + 24 * HOUR);
  return {
    slug: uniqueSlug('event'),
    cityId,
    placeId: null,
    title,
    shortDescription,
    description: `<p>${shortDescription}</p>`,
    address: 'ул. Тверская, 1',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * HOUR),
    startMinute: localDate(cityTimezone(cityId), startsAt).minutes,
    priceMin: 0,
    priceMax: 0,
    ageRatingId: 1,
    images: '[]',
    ...overrides,
  };
}
