// The text side of the Russian date field, without the date library: what the field keeps as a person types.
// Dates themselves (parsing, the calendar) are calendar-month.ts, on the contracts' dayjs setup.

/** Typed text as the field keeps it: digits only, dots put in after the day and the month, 10 characters. */
export function maskRuDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  const text = parts.join('.');
  // '12' + '.' typed: keep the dot, so that the person sees the field move on to the month.
  return /\d{2}$/.test(text) && text.length < 6 && typed.endsWith('.') ? `${text}.` : text;
}
