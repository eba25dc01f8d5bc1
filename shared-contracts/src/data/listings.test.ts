import { CITIES, findCityByAlias } from './cities';
import { EVENT_TYPES, eventTypeId } from './event-types';
import {
  findListing,
  findTypesRedirectListing,
  listingForSingleType,
  listingsForCity,
  typesRedirectPath,
} from './listing-lookup';
import { fillCityTemplate, mainPageTitle, resolveListing } from './listing-templates';
import { LISTINGS } from './listings';
import { THEMED_ARTICLE_SLUGS, themedArticleSlugs } from './themed-articles';
import { parseTypesParam, singleTypeId } from './types-param';

const SPEC_ORDER =
  'woman-day valentine new-year halloween standup exhibition concerts spectacles nightlife immersive unusual movies festivals master-classes literature modern-art pushkin-card strange-events cooking-class dj-sets dance holidays animals games education shows mindfulness eat-and-drink classic alcohol charity excursions mental-health social-activity today tomorrow weekend other'.split(
    ' ',
  );
const LISTING_CITIES = CITIES.map((city) => city.alias);
const moscow = findCityByAlias('moscow')!;
const spb = findCityByAlias('saint-petersburg')!;
const rostov = findCityByAlias('rostov-na-donu')!;

describe('LISTINGS data', () => {
  it('holds every slug of SPEC.md 2.2 in the spec order', () => {
    expect(LISTINGS.map((l) => l.slug)).toEqual(SPEC_ORDER);
  });

  it('hides exactly the four seasonal listings and other, which is for Kemerovo only', () => {
    expect(LISTINGS.filter((l) => l.isHidden).map((l) => l.slug)).toEqual([
      'woman-day',
      'valentine',
      'new-year',
      'halloween',
      'other',
    ]);
    expect(findListing('other')?.cities).toEqual(['kemerovo']);
  });

  it('offers every listing but other in every city, other in Kemerovo only', () => {
    for (const listing of LISTINGS.filter((l) => l.slug !== 'other')) {
      expect([...listing.cities].sort()).toEqual([...LISTING_CITIES].sort());
    }
    expect(listingsForCity('novosibirsk').map((l) => l.slug)).toContain('concerts');
    expect(listingsForCity('ufa').map((l) => l.slug)).toContain('strange-events');
  });

  it('uses only known cities, known event types and non-empty texts', () => {
    const typeIds = new Set<number>(EVENT_TYPES.map((t) => t.id));
    for (const listing of LISTINGS) {
      expect(listing.cities.length).toBeGreaterThan(0);
      for (const city of listing.cities) expect(LISTING_CITIES).toContain(city);
      for (const id of [...listing.types, ...(listing.filters.categories ?? [])])
        expect(typeIds.has(id)).toBe(true);
      for (const text of [
        listing.title,
        listing.titleForPage,
        listing.seoTitle,
        listing.seoDescription,
        listing.icon,
      ]) {
        expect(text.trim()).not.toBe('');
      }
    }
  });

  it('gives every listing except the time presets at least one type, and uses every event type somewhere', () => {
    const untyped = LISTINGS.filter((l) => l.types.length === 0).map((l) => l.slug);
    expect(untyped).toEqual(['today', 'tomorrow', 'weekend']);
    const used = new Set(LISTINGS.flatMap((l) => l.types));
    for (const type of EVENT_TYPES) expect(used.has(type.id)).toBe(true);
  });

  it('uses no placeholder other than the three city cases', () => {
    for (const l of LISTINGS) {
      const all = [l.title, l.titleForPage, l.seoTitle, l.seoDescription].join(' ');
      for (const match of all.match(/\{[^}]*\}/g) ?? []) {
        expect(['{city_nominative}', '{city_dative}', '{city_prepositional}']).toContain(match);
      }
    }
  });

  it('gives the time listings their preset and the seasonal ones a yearly window', () => {
    expect(findListing('today')?.filters.date).toBe('today');
    expect(findListing('weekend')?.filters.date).toBe('weekend');
    expect(findListing('new-year')?.filters.date).toEqual({ start: '01.12', end: '08.01' });
  });
});

describe('templates', () => {
  it('fills all three cases from the city declensions', () => {
    expect(
      fillCityTemplate('{city_nominative} | по {city_dative} | в {city_prepositional} | {city_dative}', spb),
    ).toBe('Санкт-Петербург | по Санкт-Петербургу | в Санкт-Петербурге | Санкт-Петербургу');
    expect(fillCityTemplate('без подстановок, {other}', moscow)).toBe('без подстановок, {other}');
  });

  it('says «во» before a city that needs it (inCityPhrase), in every text of every listing', () => {
    const vladivostok = findCityByAlias('vladivostok')!;
    expect(fillCityTemplate('Концерты в {city_prepositional}', vladivostok)).toBe('Концерты во Владивостоке');
    expect(fillCityTemplate('Концерты в {city_prepositional}', findCityByAlias('volgograd')!)).toBe(
      'Концерты в Волгограде',
    );
    for (const listing of LISTINGS) {
      for (const text of Object.values(resolveListing(listing, vladivostok))) {
        expect(text).not.toMatch(/(?<![а-яё])в Владивостоке/);
      }
    }
  });

  it('drops only the trailing " в {city_prepositional}" for the main-page title', () => {
    expect(mainPageTitle('Концерты в {city_prepositional}')).toBe('Концерты');
    expect(mainPageTitle('Экскурсии по {city_dative}')).toBe('Экскурсии по {city_dative}');
    expect(findListing('today')?.titleForMainPage).toBe('Куда сходить сегодня');
  });

  it('resolves every listing for every city with no placeholder left', () => {
    for (const listing of LISTINGS) {
      for (const alias of LISTING_CITIES) {
        const texts = Object.values(resolveListing(listing, findCityByAlias(alias)!));
        for (const text of texts) expect(text).not.toMatch(/[{}]/);
      }
    }
  });

  it('resolves a listing into Russian for the city', () => {
    expect(resolveListing(findListing('concerts')!, moscow)).toEqual({
      title: 'Концерты',
      titleForPage: 'Концерты в Москве',
      titleForMainPage: 'Концерты',
      seoTitle: 'Концерты в Москве — афиша концертов и билеты',
      seoDescription:
        'Рок, поп, джаз, инди и электроника: афиша концертов в Москве на ближайшие дни. Даты, площадки и билеты.',
    });
    expect(resolveListing(findListing('excursions')!, rostov).titleForPage).toBe(
      'Экскурсии по Ростову\u2011на\u2011Дону',
    );
  });
});

describe('lookups', () => {
  it('finds a listing by slug', () => {
    expect(findListing('standup')?.title).toBe('Стендап');
    expect(findListing('nope')).toBeUndefined();
    expect(findListing(undefined)).toBeUndefined();
  });

  it('lists a city’s listings without hidden ones unless asked', () => {
    const kemerovo = listingsForCity('kemerovo').map((l) => l.slug);
    expect(kemerovo).not.toContain('other');
    expect(kemerovo).not.toContain('halloween');
    expect(kemerovo).toContain('immersive');
    expect(listingsForCity('kemerovo', { includeHidden: true }).map((l) => l.slug)).toContain('other');
    expect(listingsForCity('moscow', { includeHidden: true }).map((l) => l.slug)).not.toContain('other');
    expect(listingsForCity('kazan').map((l) => l.slug)).toContain('strange-events');
    expect(listingsForCity('atlantis')).toEqual([]);
  });

  it('picks the most specific visible listing of the city for a type', () => {
    expect(listingForSingleType(eventTypeId('holidays'))?.slug).toBe('holidays');
    expect(listingForSingleType(eventTypeId('dj-sets'))?.slug).toBe('dj-sets');
    expect(listingForSingleType(eventTypeId('dj-sets'), 'kemerovo')?.slug).toBe('dj-sets');
    expect(listingForSingleType(eventTypeId('quests'))?.slug).toBe('games');
    expect(listingForSingleType(eventTypeId('immersive'), 'moscow')?.slug).toBe('immersive');
    expect(listingForSingleType(eventTypeId('immersive'), 'kemerovo')?.slug).toBe('immersive');
    expect(listingForSingleType(eventTypeId('sport'))).toBeUndefined();
    expect(listingForSingleType(999)).toBeUndefined();
  });
});

describe('types redirect (SPEC.md 2.1)', () => {
  const standup = String(eventTypeId('standup'));

  it('parses the types parameter', () => {
    expect(parseTypesParam('1, 5,,x,07')).toEqual([1, 5]);
    expect(parseTypesParam(['1', '2,3'])).toEqual([1, 2, 3]);
    expect(parseTypesParam(undefined)).toEqual([]);
    expect(singleTypeId('7')).toBe(7);
    expect(singleTypeId('7,8')).toBeUndefined();
    expect(singleTypeId('x')).toBeUndefined();
  });

  it('redirects when exactly one known type is given', () => {
    expect(findTypesRedirectListing(standup, 'moscow')?.slug).toBe('standup');
    expect(findTypesRedirectListing(` ${standup},`, 'kazan')?.slug).toBe('standup');
    expect(typesRedirectPath(standup, 'kazan')).toBe('/kazan/events/lists/standup');
  });

  it('does not redirect for several values, unknown or invalid types, or a city without the listing', () => {
    expect(findTypesRedirectListing(`${standup},3`, 'moscow')).toBeUndefined();
    expect(findTypesRedirectListing(`${standup},abc`, 'moscow')).toBeUndefined();
    expect(findTypesRedirectListing('abc', 'moscow')).toBeUndefined();
    expect(findTypesRedirectListing('999', 'moscow')).toBeUndefined();
    expect(findTypesRedirectListing('', 'moscow')).toBeUndefined();
    expect(findTypesRedirectListing(null, 'moscow')).toBeUndefined();
    expect(findTypesRedirectListing(String(eventTypeId('animals')), 'atlantis')).toBeUndefined();
    expect(typesRedirectPath(String(eventTypeId('animals')), 'atlantis')).toBeUndefined();
  });
});

describe('themed articles', () => {
  it('has empty lists for Moscow, Saint Petersburg and Kemerovo and a few slugs for the others', () => {
    for (const byCity of Object.values(THEMED_ARTICLE_SLUGS)) {
      expect(byCity.moscow).toEqual([]);
      expect(byCity['saint-petersburg']).toEqual([]);
      expect(byCity.kemerovo).toEqual([]);
      for (const slug of [...byCity.ekaterinburg, ...byCity.kazan])
        expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(byCity.kazan.length).toBeGreaterThan(0);
    }
  });

  it('answers empty for other listings, cities and prototype keys', () => {
    expect(themedArticleSlugs('halloween', 'kazan')).toContain('kuda-skhodit-na-khellouin-v-kazani');
    expect(themedArticleSlugs('concerts', 'kazan')).toEqual([]);
    expect(themedArticleSlugs('halloween', 'ufa')).toEqual([]);
    expect(themedArticleSlugs('constructor', 'name')).toEqual([]);
  });
});
