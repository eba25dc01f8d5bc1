// The events filter's dates, on the contracts' dayjs setup: a module of its own, loaded where dates are read or
// sent (the server's render, a navigation, a change of the form), so that the events page's first screen
// hydrates without the date library.
import { DATE_FORMAT, dayjs, parseDate, timePresetRange } from '@kaver/shared-contracts/time';

const ISO_DATE_FORMAT = 'YYYY-MM-DD';

/** The URL's '2026-03-09' as the date field shows it: '09.03.2026'. */
export function isoToRuDate(iso: string): string {
  return dayjs(iso, ISO_DATE_FORMAT, true).format(DATE_FORMAT);
}

/** A complete, real 'DD.MM.YYYY' typed or picked in a date field as the URL's 'YYYY-MM-DD'; else null. */
export function ruDateToIso(text: string): string | null {
  return parseDate(text)?.format(ISO_DATE_FORMAT) ?? null;
}

/**
 * A real calendar date as the URL carries it ('2026-11-21'), or as the filter's date field sends it when the form
 * is submitted without JavaScript ('21.11.2026'); null for anything else.
 */
export function readIsoDate(value: string | undefined): string | null {
  if (!value) return null;
  if (dayjs(value, ISO_DATE_FORMAT, true).isValid()) return value;
  return ruDateToIso(value);
}

export { timePresetRange };
