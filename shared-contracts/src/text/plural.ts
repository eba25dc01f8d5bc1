// Russian plural forms: 1 событие, 2 события, 5 событий, 11 событий, 21 событие, 111 событий.
import { formatNumberRu } from './number';

/** [one, few, many]: ['событие', 'события', 'событий'] */
export type PluralForms = readonly [one: string, few: string, many: string];

export function pluralRu(count: number, forms: PluralForms): string {
  const n = Math.abs(count);
  if (!Number.isInteger(n)) return forms[1]; // fractions take the genitive singular: 1,5 события
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** The count with its word: '1 500 событий' (thousands grouped as in formatNumberRu). */
export function formatCountRu(count: number, forms: PluralForms): string {
  return `${formatNumberRu(count)}\u00a0${pluralRu(count, forms)}`;
}
