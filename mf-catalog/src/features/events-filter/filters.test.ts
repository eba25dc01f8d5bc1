import { dayjs } from '@kaver/shared-contracts/time';
import { dateErrorsOf } from './date-errors';
import * as dates from './filter-dates';
import { isoToRuDate, ruDateToIso } from './filter-dates';
import {
  countActiveFilters,
  eventsQueryOf,
  filtersHref,
  NO_FILTERS,
  parseEventFilters as parseWith,
  withCityCollection,
} from './filters';

const parseEventFilters = (query: Record<string, string>) => parseWith(query, dates);

describe('events filters in the URL', () => {
  test('valid values are read, malformed ones dropped', () => {
    expect(
      parseEventFilters({
        date: 'weekend',
        time: 'evening',
        price: 'free',
        age: '3',
        categories: '1,3,999,abc',
        collection: '2',
        past: '1',
        page: '2',
      }),
    ).toEqual({
      date: 'weekend',
      from: null,
      to: null,
      fromText: null,
      toText: null,
      badDates: {},
      dayPart: 'evening',
      price: 'free',
      age: 3,
      categories: [1, 3],
      collection: 2,
      showPast: true,
      page: 2,
    });
    expect(
      parseEventFilters({
        date: 'someday',
        time: 'x',
        price: '$',
        age: '9',
        page: '-1',
        collection: '0',
      }),
    ).toEqual(NO_FILTERS);
    expect(parseEventFilters({ page: '1e9' }).page).toBe(1);
    for (const collection of ['-2', '1.5', 'abc', '01', '9999999999']) {
      expect(parseEventFilters({ collection }).collection).toBeNull();
    }
  });

  test('a date field holding no date (sent without JavaScript) comes back as typed, marked, and is not applied', () => {
    const filters = parseEventFilters({ from: '31.02.2026', to: ' 12.20.26 ', price: 'free' });
    expect(filters).toMatchObject({
      from: null,
      to: null,
      fromText: null,
      toText: null,
      badDates: { from: '31.02.2026', to: '12.20.26' },
      price: 'free',
    });
    expect(dateErrorsOf(filters)).toEqual({
      from: 'Такой даты нет в календаре',
      to: 'Дата в формате ДД.ММ.ГГГГ',
    });
    // Never in links nor counted: the list is the one of the other filters.
    expect(filtersHref('/moscow/events', filters)).toBe('/moscow/events?price=free');
    expect(countActiveFilters(filters)).toBe(1);
    expect(eventsQueryOf('moscow', filters, dates)).toEqual(
      eventsQueryOf('moscow', parseEventFilters({ price: 'free' }), dates),
    );
    // A real date beside it still applies; only the typed text is kept, at the field's length.
    expect(parseEventFilters({ from: '2026-03-09', to: 'x'.repeat(40) })).toMatchObject({
      from: '2026-03-09',
      badDates: { to: 'x'.repeat(10) },
    });
    expect(parseEventFilters({ from: '2026-02-31' }).badDates).toEqual({ from: '2026-02-31' });
  });

  test('a collection the city does not have is dropped once its collections are known; one of them is kept', () => {
    const filters = parseEventFilters({ collection: '999', price: 'free' });
    const city = [{ id: 1 }, { id: 2 }];
    expect(withCityCollection(filters, city)).toEqual({ ...filters, collection: null });
    expect(countActiveFilters(withCityCollection(filters, city))).toBe(1);
    const known = parseEventFilters({ collection: '2' });
    expect(withCityCollection(known, city)).toBe(known);
    expect(withCityCollection(NO_FILTERS, [])).toBe(NO_FILTERS);
  });

  test('dates in the wrong order are swapped; several types become categories', () => {
    const filters = parseEventFilters({ from: '2026-12-10', to: '2026-12-01', types: '2,5' });
    expect([filters.from, filters.to]).toEqual(['2026-12-01', '2026-12-10']);
    expect([filters.fromText, filters.toText]).toEqual(['01.12.2026', '10.12.2026']);
    expect(filters.categories).toEqual([2, 5]);
  });

  test('round trip through the URL, defaults left out', () => {
    const filters = parseEventFilters({ price: 'to500', categories: '4,1', collection: '3' });
    expect(filtersHref('/moscow/events', filters)).toBe(
      '/moscow/events?price=to500&categories=4,1&collection=3',
    );
    expect(countActiveFilters(filters)).toBe(3);
    expect(filtersHref('/moscow/events', NO_FILTERS)).toBe('/moscow/events');
  });

  test('the API query: preset dates in the city, price band, day part', () => {
    const filters = parseEventFilters({ date: 'today', price: 'free', time: 'morning', categories: '3' });
    const query = eventsQueryOf('kazan', filters, dates, {
      now: dayjs('2026-11-21T09:00:00Z'),
      timeZone: 'Europe/Moscow',
    });
    expect(query).toMatchObject({
      city: 'kazan',
      page: 1,
      dateStart: '21.11.2026',
      dateEnd: '21.11.2026',
      timeStart: '06:00',
      timeEnd: '11:59',
      costStart: 0,
      costEnd: 0,
      categories: [3],
      idCollection: null,
      showPast: 0,
    });
    expect(eventsQueryOf('kazan', parseEventFilters({ collection: '5' }), dates).idCollection).toEqual([5]);
    const custom = eventsQueryOf('kazan', parseEventFilters({ from: '2026-12-01', to: '2026-12-03' }), dates);
    expect([custom.dateStart, custom.dateEnd]).toEqual(['01.12.2026', '03.12.2026']);
  });

  test('with no date chosen the window starts today, so «Показывать уже идущие» adds what began before it', () => {
    const clock = { now: dayjs('2026-11-21T22:30:00Z'), timeZone: 'Europe/Moscow' };
    const upcoming = eventsQueryOf('kazan', parseEventFilters({}), dates, clock);
    expect(upcoming).toMatchObject({ dateStart: '22.11.2026', dateEnd: null, showPast: 0 });
    const running = eventsQueryOf('kazan', parseEventFilters({ past: '1' }), dates, clock);
    expect(running).toMatchObject({ dateStart: '22.11.2026', dateEnd: null, showPast: 1 });
    // Dates of the visitor's own stay as they are.
    const chosen = eventsQueryOf('kazan', parseEventFilters({ past: '1', to: '2026-12-03' }), dates, clock);
    expect([chosen.dateStart, chosen.dateEnd]).toEqual([null, '03.12.2026']);
    const weekend = eventsQueryOf('kazan', parseEventFilters({ past: '1', date: 'weekend' }), dates, clock);
    expect([weekend.dateStart, weekend.dateEnd]).toEqual(['22.11.2026', '22.11.2026']);
  });

  test('a date the form sends as the field shows it (without JavaScript) is read too', () => {
    expect(parseEventFilters({ from: '21.11.2026', to: '31.11.2026' })).toMatchObject({
      from: '2026-11-21',
      fromText: '21.11.2026',
      to: null,
      toText: null,
    });
  });

  test('the date fields show DD.MM.YYYY and give the URL YYYY-MM-DD', () => {
    expect(isoToRuDate('2026-03-09')).toBe('09.03.2026');
    expect(ruDateToIso('09.03.2026')).toBe('2026-03-09');
    expect(ruDateToIso('31.02.2026')).toBeNull();
    expect(ruDateToIso('09.03')).toBeNull();
  });
});
