// Numbers and prices in Russian typography, without Intl (its ru grouping space differs between engines).

/** Narrow no-break space (U+202F) between thousands: '150 000'. */
export const THOUSANDS_SEPARATOR = '\u202f';
/** No-break space (U+00A0) between a number and its unit or the preposition 'от'. */
export const NBSP = '\u00a0';

/** '1 500', '150 000', '499,50', '-2 000'. Four-digit numbers are grouped too (product style: '1 500 ₽'). */
export function formatNumberRu(value: number, fractionDigits = Number.isInteger(value) ? 0 : 2): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
  const sign = value < 0 && Number(whole + (fraction ?? '')) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/**
 * A price in rubles: '500 ₽', '1 500 ₽', with `from` 'от 500 ₽'; 0 is 'Бесплатно'. Kopecks show only when
 * present ('499,50 ₽'). A missing, negative or non-finite value gives '' (the price is not known).
 */
export function formatPriceRub(value: number | null | undefined, options: { from?: boolean } = {}): string {
  if (value == null || !Number.isFinite(value) || value < 0) return '';
  if (value === 0) return 'Бесплатно';
  const amount = `${formatNumberRu(value)}${NBSP}₽`;
  return options.from ? `от${NBSP}${amount}` : amount;
}
