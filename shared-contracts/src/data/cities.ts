// The 22 built-in cities (SPEC.md 3) and lookups over them. Plain data: the API seeds its database from
// this file and validates cities with findCityByAlias.
// Ids are stable (they are stored in profiles as id_city): never renumber, only append.
// Titles and declensions of Rostov-on-Don use non-breaking hyphens (U+2011) so the name never wraps;
// cityDisplayTitle() swaps them for '-' where a plain hyphen is wanted (the city selector).
// Kemerovo: both «в Кемерове» and «в Кемерово» are normative; we use the indeclinable form the city uses itself.
import type { City } from '../domain/city';

export const CITIES: readonly City[] = [
  {
    id: 1,
    title: 'Москва',
    alias: 'moscow',
    coordinates: { latitude: 55.755826, longitude: 37.6173 },
    timezone: 'Europe/Moscow',
    options: {
      cardBgColor: '#ff7a3d',
      titleDeclensions: { nominative: 'Москва', dative: 'Москве', prepositional: 'Москве' },
    },
  },
  {
    id: 2,
    title: 'Санкт-Петербург',
    alias: 'saint-petersburg',
    coordinates: { latitude: 59.938676, longitude: 30.314494 },
    timezone: 'Europe/Moscow',
    options: {
      cardBgColor: '#5b8def',
      titleDeclensions: {
        nominative: 'Санкт-Петербург',
        dative: 'Санкт-Петербургу',
        prepositional: 'Санкт-Петербурге',
      },
    },
  },
  {
    id: 3,
    title: 'Екатеринбург',
    alias: 'ekaterinburg',
    coordinates: { latitude: 56.838011, longitude: 60.597474 },
    timezone: 'Asia/Yekaterinburg',
    options: {
      cardBgColor: '#8e6cf0',
      titleDeclensions: {
        nominative: 'Екатеринбург',
        dative: 'Екатеринбургу',
        prepositional: 'Екатеринбурге',
      },
    },
  },
  {
    id: 4,
    title: 'Казань',
    alias: 'kazan',
    coordinates: { latitude: 55.796127, longitude: 49.106414 },
    timezone: 'Europe/Moscow',
    options: {
      cardBgColor: '#2fb380',
      titleDeclensions: { nominative: 'Казань', dative: 'Казани', prepositional: 'Казани' },
    },
  },
  {
    id: 5,
    title: 'Кемерово',
    alias: 'kemerovo',
    coordinates: { latitude: 55.354727, longitude: 86.088374 },
    timezone: 'Asia/Novokuznetsk',
    options: {
      cardBgColor: '#f2b233',
      titleDeclensions: { nominative: 'Кемерово', dative: 'Кемерово', prepositional: 'Кемерово' },
    },
  },
  {
    id: 6,
    title: 'Новосибирск',
    alias: 'novosibirsk',
    coordinates: { latitude: 55.030204, longitude: 82.92043 },
    timezone: 'Asia/Novosibirsk',
    options: {
      cardBgColor: '#3fb6d9',
      titleDeclensions: { nominative: 'Новосибирск', dative: 'Новосибирску', prepositional: 'Новосибирске' },
    },
  },
  {
    id: 7,
    title: 'Краснодар',
    alias: 'krasnodar',
    coordinates: { latitude: 45.03547, longitude: 38.975313 },
    timezone: 'Europe/Moscow',
    options: {
      cardBgColor: '#ef5a7a',
      titleDeclensions: { nominative: 'Краснодар', dative: 'Краснодару', prepositional: 'Краснодаре' },
    },
  },
  {
    id: 8,
    title: 'Сочи',
    alias: 'sochi',
    coordinates: { latitude: 43.585472, longitude: 39.723098 },
    timezone: 'Europe/Moscow',
    options: {
      cardBgColor: '#21a8a0',
      titleDeclensions: { nominative: 'Сочи', dative: 'Сочи', prepositional: 'Сочи' },
    },
  },
  {
    id: 9,
    title: 'Нижний Новгород',
    alias: 'nizhniy-novgorod',
    coordinates: { latitude: 56.326797, longitude: 44.006516 },
    timezone: 'Europe/Moscow',
    options: {
      cardBgColor: '#d9674c',
      titleDeclensions: {
        nominative: 'Нижний Новгород',
        dative: 'Нижнему Новгороду',
        prepositional: 'Нижнем Новгороде',
      },
    },
  },
  {
    id: 10,
    title: 'Самара',
    alias: 'samara',
    coordinates: { latitude: 53.195878, longitude: 50.100202 },
    timezone: 'Europe/Samara',
    options: {
      cardBgColor: '#6a7cf5',
      titleDeclensions: { nominative: 'Самара', dative: 'Самаре', prepositional: 'Самаре' },
    },
  },
  {
    id: 11,
    title: 'Ростов‑на‑Дону',
    alias: 'rostov-na-donu',
    coordinates: { latitude: 47.222078, longitude: 39.720358 },
    timezone: 'Europe/Moscow',
    options: {
      cardBgColor: '#e0913a',
      titleDeclensions: {
        nominative: 'Ростов‑на‑Дону',
        dative: 'Ростову‑на‑Дону',
        prepositional: 'Ростове‑на‑Дону',
      },
    },
  },
  {
    id: 12,
    title: 'Уфа',
    alias: 'ufa',
    coordinates: { latitude: 54.738762, longitude: 55.972055 },
    timezone: 'Asia/Yekaterinburg',
    options: { titleDeclensions: { nominative: 'Уфа', dative: 'Уфе', prepositional: 'Уфе' } },
  },
  {
    id: 13,
    title: 'Воронеж',
    alias: 'voronezh',
    coordinates: { latitude: 51.660781, longitude: 39.200269 },
    timezone: 'Europe/Moscow',
    options: { titleDeclensions: { nominative: 'Воронеж', dative: 'Воронежу', prepositional: 'Воронеже' } },
  },
  {
    id: 14,
    title: 'Красноярск',
    alias: 'krasnoyarsk',
    coordinates: { latitude: 56.010563, longitude: 92.852572 },
    timezone: 'Asia/Krasnoyarsk',
    options: {
      titleDeclensions: { nominative: 'Красноярск', dative: 'Красноярску', prepositional: 'Красноярске' },
    },
  },
  {
    id: 15,
    title: 'Пермь',
    alias: 'perm',
    coordinates: { latitude: 58.010455, longitude: 56.229443 },
    timezone: 'Asia/Yekaterinburg',
    options: { titleDeclensions: { nominative: 'Пермь', dative: 'Перми', prepositional: 'Перми' } },
  },
  {
    id: 16,
    title: 'Челябинск',
    alias: 'chelyabinsk',
    coordinates: { latitude: 55.159902, longitude: 61.402554 },
    timezone: 'Asia/Yekaterinburg',
    options: {
      titleDeclensions: { nominative: 'Челябинск', dative: 'Челябинску', prepositional: 'Челябинске' },
    },
  },
  {
    id: 17,
    title: 'Омск',
    alias: 'omsk',
    coordinates: { latitude: 54.989347, longitude: 73.368221 },
    timezone: 'Asia/Omsk',
    options: { titleDeclensions: { nominative: 'Омск', dative: 'Омску', prepositional: 'Омске' } },
  },
  {
    id: 18,
    title: 'Волгоград',
    alias: 'volgograd',
    coordinates: { latitude: 48.708048, longitude: 44.513303 },
    timezone: 'Europe/Volgograd',
    options: {
      titleDeclensions: { nominative: 'Волгоград', dative: 'Волгограду', prepositional: 'Волгограде' },
    },
  },
  {
    id: 19,
    title: 'Калининград',
    alias: 'kaliningrad',
    coordinates: { latitude: 54.710426, longitude: 20.452214 },
    timezone: 'Europe/Kaliningrad',
    options: {
      titleDeclensions: { nominative: 'Калининград', dative: 'Калининграду', prepositional: 'Калининграде' },
    },
  },
  {
    id: 20,
    title: 'Владивосток',
    alias: 'vladivostok',
    coordinates: { latitude: 43.115542, longitude: 131.885494 },
    timezone: 'Asia/Vladivostok',
    options: {
      titleDeclensions: { nominative: 'Владивосток', dative: 'Владивостоку', prepositional: 'Владивостоке' },
    },
  },
  {
    id: 21,
    title: 'Иркутск',
    alias: 'irkutsk',
    coordinates: { latitude: 52.287054, longitude: 104.281047 },
    timezone: 'Asia/Irkutsk',
    options: { titleDeclensions: { nominative: 'Иркутск', dative: 'Иркутску', prepositional: 'Иркутске' } },
  },
  {
    id: 22,
    title: 'Тюмень',
    alias: 'tyumen',
    coordinates: { latitude: 57.153033, longitude: 65.534328 },
    timezone: 'Asia/Yekaterinburg',
    options: {
      cardBgColor: '#4aa36b',
      titleDeclensions: { nominative: 'Тюмень', dative: 'Тюмени', prepositional: 'Тюмени' },
    },
  },
];

export const DEFAULT_CITY_ALIAS = 'moscow';

const byAlias = new Map(CITIES.map((city) => [city.alias, city]));
const byId = new Map(CITIES.map((city) => [city.id, city]));

export function findCityByAlias(alias: string | null | undefined): City | undefined {
  return alias ? byAlias.get(alias) : undefined;
}

export function findCityById(id: number | null | undefined): City | undefined {
  return id == null ? undefined : byId.get(id);
}

/** Moscow: always present in CITIES (checked by the tests). */
export const DEFAULT_CITY: City = byAlias.get(DEFAULT_CITY_ALIAS)!;

/** A city is open (clickable in the selector) when it has a card colour; the others are 'скоро'. */
export function isOpenCity(city: Pick<City, 'options'>): boolean {
  return Boolean(city.options.cardBgColor);
}

/** The title with non-breaking hyphens (U+2011) replaced by '-', as the city selector shows it. */
export function cityDisplayTitle(city: Pick<City, 'title'>): string {
  return city.title.replaceAll('\u2011', '-');
}
