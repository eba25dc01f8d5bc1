import {
  CITIES,
  cityDisplayTitle,
  DEFAULT_CITY,
  DEFAULT_CITY_ALIAS,
  findCityByAlias,
  findCityById,
  isOpenCity,
} from './cities';

const OPEN_ALIASES = [
  'moscow',
  'saint-petersburg',
  'ekaterinburg',
  'kazan',
  'kemerovo',
  'novosibirsk',
  'krasnodar',
  'sochi',
  'nizhniy-novgorod',
  'samara',
  'rostov-na-donu',
  'tyumen',
];

describe('CITIES', () => {
  it('holds exactly 22 cities with unique ids and aliases', () => {
    expect(CITIES).toHaveLength(22);
    expect(new Set(CITIES.map((c) => c.id)).size).toBe(22);
    expect(new Set(CITIES.map((c) => c.alias)).size).toBe(22);
  });

  it('uses lowercase Latin slugs as aliases', () => {
    for (const city of CITIES) expect(city.alias).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('has Russian titles and all three declensions, the nominative equal to the title', () => {
    for (const { title, options } of CITIES) {
      const { nominative, dative, prepositional } = options.titleDeclensions;
      expect(title).toMatch(/^[А-ЯЁ][а-яё\- \u2011А-ЯЁ]+$/);
      expect(nominative).toBe(title);
      expect(dative).not.toBe('');
      expect(prepositional).not.toBe('');
    }
  });

  it('declines the main cities correctly', () => {
    expect(findCityByAlias('moscow')?.options.titleDeclensions).toEqual({
      nominative: 'Москва',
      dative: 'Москве',
      prepositional: 'Москве',
    });
    expect(findCityByAlias('saint-petersburg')?.options.titleDeclensions).toEqual({
      nominative: 'Санкт-Петербург',
      dative: 'Санкт-Петербургу',
      prepositional: 'Санкт-Петербурге',
    });
    expect(findCityByAlias('nizhniy-novgorod')?.options.titleDeclensions.prepositional).toBe(
      'Нижнем Новгороде',
    );
    expect(findCityByAlias('kazan')?.options.titleDeclensions.dative).toBe('Казани');
  });

  it('has real coordinates inside Russia and IANA time zones', () => {
    for (const { coordinates, timezone } of CITIES) {
      expect(coordinates.latitude).toBeGreaterThan(41);
      expect(coordinates.latitude).toBeLessThan(70);
      expect(coordinates.longitude).toBeGreaterThan(19);
      expect(coordinates.longitude).toBeLessThan(180);
      expect(() => new Intl.DateTimeFormat('ru', { timeZone: timezone })).not.toThrow();
      expect(timezone).toMatch(/^(Europe|Asia)\/[A-Za-z]+$/);
    }
    expect(findCityByAlias('vladivostok')?.timezone).toBe('Asia/Vladivostok');
  });

  it('gives a hex card colour exactly to the 12 open cities', () => {
    const open = CITIES.filter(isOpenCity).map((c) => c.alias);
    expect(open.sort()).toEqual([...OPEN_ALIASES].sort());
    for (const city of CITIES.filter(isOpenCity)) expect(city.options.cardBgColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(isOpenCity(findCityByAlias('ufa')!)).toBe(false);
  });
});

describe('city lookups', () => {
  it('defaults to Moscow', () => {
    expect(DEFAULT_CITY_ALIAS).toBe('moscow');
    expect(DEFAULT_CITY.title).toBe('Москва');
  });

  it('finds by alias and by id, and returns undefined for unknown or empty input', () => {
    const kazan = findCityByAlias('kazan')!;
    expect(findCityById(kazan.id)).toBe(kazan);
    expect(findCityByAlias('Kazan')).toBeUndefined();
    expect(findCityByAlias('budapest')).toBeUndefined();
    expect(findCityByAlias(undefined)).toBeUndefined();
    expect(findCityById(0)).toBeUndefined();
    expect(findCityById(null)).toBeUndefined();
  });

  it('shows Rostov-on-Don with plain hyphens while the data keeps non-breaking ones', () => {
    const rostov = findCityByAlias('rostov-na-donu')!;
    expect(rostov.title).toBe('Ростов\u2011на\u2011Дону');
    expect(cityDisplayTitle(rostov)).toBe('Ростов-на-Дону');
    expect(cityDisplayTitle(findCityByAlias('moscow')!)).toBe('Москва');
  });
});
