import { formatNumberRu, formatPriceRub } from './number';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatNumberRu', () => {
  it('groups thousands with narrow no-break spaces and uses a decimal comma', () => {
    expect(formatNumberRu(999)).toBe('999');
    expect(formatNumberRu(1500)).toBe(`1${NNBSP}500`);
    expect(formatNumberRu(1234567)).toBe(`1${NNBSP}234${NNBSP}567`);
    expect(formatNumberRu(499.5)).toBe('499,50');
    expect(formatNumberRu(-2000)).toBe(`-2${NNBSP}000`);
    expect(formatNumberRu(-0.001)).toBe('0,00');
  });
});

describe('formatPriceRub', () => {
  it('prints rubles with a no-break space before the sign', () => {
    expect(formatPriceRub(500)).toBe(`500${NBSP}₽`);
    expect(formatPriceRub(1500)).toBe(`1${NNBSP}500${NBSP}₽`);
    expect(formatPriceRub(3229)).toBe(`3${NNBSP}229${NBSP}₽`);
    expect(formatPriceRub(499.5)).toBe(`499,50${NBSP}₽`);
  });

  it('prefixes "от" on request', () => {
    expect(formatPriceRub(500, { from: true })).toBe(`от${NBSP}500${NBSP}₽`);
    expect(formatPriceRub(1500, { from: true })).toBe(`от${NBSP}1${NNBSP}500${NBSP}₽`);
  });

  it('calls zero free, with or without "от"', () => {
    expect(formatPriceRub(0)).toBe('Бесплатно');
    expect(formatPriceRub(0, { from: true })).toBe('Бесплатно');
  });

  it('gives an empty string for unknown prices', () => {
    expect(formatPriceRub(null)).toBe('');
    expect(formatPriceRub(undefined)).toBe('');
    expect(formatPriceRub(Number.NaN)).toBe('');
    expect(formatPriceRub(-10)).toBe('');
  });
});
