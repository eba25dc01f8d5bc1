// What the filter's date fields say about a text that is not a date. No date library here: the shape is read with a
// pattern, and whether a date is real was decided where the form was read (filters.ts, with filter-dates.ts).
import type { DateField, EventFilters } from './filters';

export type DateErrors = Partial<Record<DateField, string>>;

/** A date field's error: the wrong shape, or a day the calendar does not have ('31.02.2026'). */
export function dateFieldError(text: string): string {
  return /^\d{2}\.\d{2}\.\d{4}$/.test(text) ? 'Такой даты нет в календаре' : 'Дата в формате ДД.ММ.ГГГГ';
}

/** The errors of a set of filters' date fields. */
export function dateErrorsOf({ badDates }: Pick<EventFilters, 'badDates'>): DateErrors {
  const errors: DateErrors = {};
  for (const [field, text] of Object.entries(badDates) as [DateField, string][]) {
    errors[field] = dateFieldError(text);
  }
  return errors;
}

export const hasDateErrors = (errors: DateErrors) => Object.keys(errors).length > 0;

/**
 * While a date is being typed, it is not yet a date: an error already shown follows the text (and goes once it is
 * a date or empty), but no new one appears under the person's fingers.
 */
export function errorsWhileTyping(shown: DateErrors, now: DateErrors): DateErrors {
  const errors: DateErrors = {};
  for (const field of Object.keys(shown) as DateField[]) if (now[field]) errors[field] = now[field];
  return errors;
}

/** Puts the focus on the first date field in error, so that its message is read and the date can be fixed. */
export function focusFirstError(form: HTMLFormElement | null, errors: DateErrors) {
  const field = (['from', 'to'] as const).find((name) => errors[name]);
  const input = field && form?.elements.namedItem(field);
  if (input instanceof HTMLInputElement) input.focus();
}
