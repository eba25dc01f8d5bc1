// The events page's filters live in the URL (?date=weekend&price=free&categories=1,3&collection=2&page=2) so that a filtered
// list can be shared, reloaded and crawled. Anything malformed is dropped, never an error, except a date field's
// text that is not a date: the visitor typed it, so it comes back in its field, marked. A collection the city does
// not have is dropped once its collections are known (withCityCollection).
import {
  findEventTypeById,
  isTimePreset,
  parseTypesParam,
  type TimePresetName,
} from '@kaver/shared-contracts';
import type { ClockOptions } from '@kaver/shared-contracts/time';
import type { EventsQuery } from '../../shared/api/events';
import { readPage } from '../../shared/lib/route-query';

export const DAY_PARTS = {
  morning: { title: 'Утро', start: '06:00', end: '11:59' },
  day: { title: 'День', start: '12:00', end: '17:59' },
  evening: { title: 'Вечер', start: '18:00', end: '23:59' },
} as const;
export type DayPart = keyof typeof DAY_PARTS;

export const PRICES = {
  free: { title: 'Бесплатно', costStart: 0, costEnd: 0 },
  to500: { title: 'До 500 ₽', costStart: 0, costEnd: 500 },
  to1500: { title: 'До 1 500 ₽', costStart: 0, costEnd: 1500 },
  from1500: { title: 'От 1 500 ₽', costStart: 1500, costEnd: null },
} as const;
export type PriceBand = keyof typeof PRICES;

/** Age ratings of the API (GET /ages): id -> title. */
export const AGES = [
  { id: 1, title: '0+' },
  { id: 2, title: '6+' },
  { id: 3, title: '12+' },
  { id: 4, title: '16+' },
  { id: 5, title: '18+' },
] as const;

export const TIME_PRESET_TITLES: Record<TimePresetName, string> = {
  today: 'Сегодня',
  tomorrow: 'Завтра',
  weekend: 'Выходные',
};

/** The filter's date fields, by their form names. */
export type DateField = 'from' | 'to';

export interface EventFilters {
  date: TimePresetName | null;
  /** YYYY-MM-DD, as the URL carries it; used when no preset is chosen. */
  from: string | null;
  to: string | null;
  /** The same dates as the date fields show them, 'DD.MM.YYYY'. */
  fromText: string | null;
  toText: string | null;
  /**
   * What a date field holds that is not a real date (typed so and sent without JavaScript): shown back in its
   * field with the error, never applied nor put into links.
   */
  badDates: Partial<Record<DateField, string>>;
  dayPart: DayPart | null;
  price: PriceBand | null;
  age: number | null;
  categories: number[];
  /** An editorial collection's id (GET /collections), the API's id_collection. */
  collection: number | null;
  showPast: boolean;
  page: number;
}

export const NO_FILTERS: EventFilters = {
  date: null,
  from: null,
  to: null,
  fromText: null,
  toText: null,
  badDates: {},
  dayPart: null,
  price: null,
  age: null,
  categories: [],
  collection: null,
  showPast: false,
  page: 1,
};

/** The filter's date functions (filter-dates.ts), with dayjs: whatever reads or sends dates loads them first. */
export type FilterDates = typeof import('./filter-dates');
export const loadFilterDates = (): Promise<FilterDates> => import('./filter-dates');

/** The text of a date field, as far as the field holds it (its maxlength). */
const DATE_TEXT_MAX = 10;

/** An id as the URL carries it: a whole number from 1, or null. */
function readId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

export function parseEventFilters(query: Readonly<Record<string, string>>, dates: FilterDates): EventFilters {
  const badDates: EventFilters['badDates'] = {};
  const readDate = (field: DateField) => {
    const text = query[field]?.trim();
    const iso = dates.readIsoDate(text);
    if (text && !iso) badDates[field] = text.slice(0, DATE_TEXT_MAX);
    return iso;
  };
  let from = readDate('from');
  let to = readDate('to');
  if (from && to && from > to) [from, to] = [to, from];
  const categories = [
    ...new Set([...parseTypesParam(query.categories), ...parseTypesParam(query.types)]),
  ].filter((id) => findEventTypeById(id));
  const age = Number(query.age);
  return {
    // A date range typed into the date fields wins over a chip's preset (a form sends both).
    date: !from && !to && isTimePreset(query.date) ? query.date : null,
    from,
    to,
    fromText: from && dates.isoToRuDate(from),
    toText: to && dates.isoToRuDate(to),
    badDates,
    dayPart: query.time && query.time in DAY_PARTS ? (query.time as DayPart) : null,
    price: query.price && query.price in PRICES ? (query.price as PriceBand) : null,
    age: AGES.some((rating) => rating.id === age) ? age : null,
    categories,
    collection: readId(query.collection),
    showPast: query.past === '1',
    page: readPage(query.page),
  };
}

/** The URL query of a set of filters; defaults are left out so the plain page has a plain URL. */
export function filtersToQuery(filters: EventFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.date) query.date = filters.date;
  else {
    if (filters.from) query.from = filters.from;
    if (filters.to) query.to = filters.to;
  }
  if (filters.dayPart) query.time = filters.dayPart;
  if (filters.price) query.price = filters.price;
  if (filters.age) query.age = String(filters.age);
  if (filters.categories.length > 0) query.categories = filters.categories.join(',');
  if (filters.collection) query.collection = String(filters.collection);
  if (filters.showPast) query.past = '1';
  if (filters.page > 1) query.page = String(filters.page);
  return query;
}

/**
 * The filters a submitted (or changed) filter form holds: its fields by name, as the server reads the same form
 * sent without JavaScript. Any change starts at page 1.
 */
export function filtersFromForm(form: FormData, dates: FilterDates): EventFilters {
  const query: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string' && value !== '') query[key] = value;
  return { ...parseEventFilters(query, dates), page: 1 };
}

export function filtersHref(path: string, filters: EventFilters): string {
  const search = new URLSearchParams(filtersToQuery(filters)).toString();
  return search ? `${path}?${search.replace(/%2C/g, ',')}` : path;
}

export { countActiveFilters } from './active-filters';

/**
 * The filters without a collection the city does not have: GET /collections lists the city's collections with
 * events on, the ones the filter offers. Any other id (unknown, another city's, one with nothing on) would filter
 * the list down to nothing with no chip to say why, so it is dropped like anything malformed.
 */
export function withCityCollection(
  filters: EventFilters,
  collections: readonly { id: number }[],
): EventFilters {
  const known = collections.some((collection) => collection.id === filters.collection);
  return filters.collection === null || known ? filters : { ...filters, collection: null };
}

/** Whether the filters choose the dates: a preset (Сегодня, Завтра, Выходные) or a date field. */
export const hasChosenDates = (filters: EventFilters) =>
  Boolean(filters.date || filters.fromText || filters.toText);

/**
 * No date chosen: the list's window starts today, so that «Показывать уже идущие» means what it says. In a window
 * the API lists what starts in it, and with show_past also what began earlier and still runs; with no window it
 * would list every event not ended yet whatever show_past says, the exhibitions that opened weeks ago first.
 */
function fromToday(filters: EventFilters, dates: FilterDates, clock: ClockOptions) {
  if (filters.fromText || filters.toText) return null;
  return { start: dates.timePresetRange('today', clock).start, end: null };
}

/** What GET /events is asked for these filters in this city. */
export function eventsQueryOf(
  city: string,
  filters: EventFilters,
  dates: FilterDates,
  clock: ClockOptions = {},
): EventsQuery {
  const range = filters.date ? dates.timePresetRange(filters.date, clock) : fromToday(filters, dates, clock);
  const price = filters.price ? PRICES[filters.price] : null;
  const part = filters.dayPart ? DAY_PARTS[filters.dayPart] : null;
  return {
    city,
    page: filters.page,
    dateStart: range?.start ?? filters.fromText,
    dateEnd: range?.end ?? filters.toText,
    timeStart: part?.start ?? null,
    timeEnd: part?.end ?? null,
    costStart: price?.costStart ?? null,
    costEnd: price?.costEnd ?? null,
    idAge: filters.age,
    idCollection: filters.collection ? [filters.collection] : null,
    categories: filters.categories.length > 0 ? filters.categories : null,
    showPast: filters.showPast ? 1 : 0,
  };
}
