// The text side of the Russian date field, without the date library: what the field keeps as a person types.
// Dates themselves (parsing, the calendar) are calendar-month.ts, on the contracts' dayjs setup.

/** What closes the day or the month: a dot, a slash, a dash or a space (and the comma of a Russian keypad). */
const SEPARATOR = /[./\-\s,]/;
/** A pasted ISO date: 1994-08-07 (or 1994-8-7). */
const ISO_DATE = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/;

const pad = (part: string) => part.padStart(2, '0');

/**
 * Typed or pasted text as the field keeps it, 'DD.MM.YYYY' or a beginning of it: dots go in after two digits of the
 * day and of the month; a dot, slash, dash or space typed after one digit closes that part with a zero in front
 * ('1.1.1990' and '1/1/1990' → '01.01.1990'); a pasted '1994-08-07' is '07.08.1994'; anything else is dropped.
 */
export function maskRuDate(typed: string): string {
  const iso = ISO_DATE.exec(typed);
  if (iso) {
    const [, year = '', month = '', day = ''] = iso;
    return `${pad(day)}.${pad(month)}.${year}`;
  }
  // Day, month, year. A trailing empty part keeps the dot the person typed: '19.' shows the field moved on. A lone
  // '0' is not closed (no day or month to pad), and separators in the year are dropped.
  const parts = [''];
  for (const char of typed) {
    const index = parts.length - 1;
    const part = parts[index] as string;
    if (/\d/.test(char)) {
      if (part.length < (index < 2 ? 2 : 4)) parts[index] = part + char;
      else if (index < 2) parts.push(char);
    } else if (SEPARATOR.test(char) && index < 2 && part !== '' && part !== '0') {
      parts[index] = pad(part);
      parts.push('');
    }
  }
  return parts.join('.');
}
