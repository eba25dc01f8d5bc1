// The birth date of the age step: three parts (day, month, year) as the person enters them.
import type { OnboardingDraft } from '@kaver/shared-contracts';
import { ageOn, type Dayjs, type Instant, parseDate } from '@kaver/shared-contracts/time';

export type BirthDateParts = OnboardingDraft['age'];

/** SPEC.md 5: 18+, born 1900 or later (the contracts' rules, named here for the age step). */
export { MIN_AGE } from '@kaver/shared-contracts/time';

/**
 * SPEC.md 5: the date field marks day 19 as unavailable. Its calendar does (AgeStep): every 19th is shown
 * unavailable and cannot be picked there. A date typed into the field is taken whatever its day (validateAge does
 * not look at it), so that nobody born on the 19th is locked out. Takes the calendar's day, 'DD.MM.YYYY'.
 */
export const isCalendarDayUnavailable = (text: string): boolean => text.startsWith('19.');

const pad2 = (value: string) => value.trim().padStart(2, '0');

/** 'DD.MM.YYYY' as the API takes it (birth_dt). */
export function birthDateText({ day, month, year }: BirthDateParts): string {
  return `${pad2(day)}.${pad2(month)}.${year.trim()}`;
}

/** The parts of a 'DD.MM.YYYY' date, or empty parts when it is not one. */
export function birthDateParts(text: string | null | undefined): BirthDateParts {
  const date = text ? parseDate(text) : null;
  if (!date) return { day: '', month: '', year: '' };
  return { day: date.format('DD'), month: date.format('MM'), year: date.format('YYYY') };
}

/** The date of complete, real parts; null otherwise (31 February, a missing part, year '95'). */
export function birthDate(parts: BirthDateParts): Dayjs | null {
  if (!parts.day.trim() || !parts.month.trim() || !/^\d{4}$/.test(parts.year.trim())) return null;
  return parseDate(birthDateText(parts));
}

/** Full years on `now`, or null while the date is incomplete or not a real one. */
export function ageOf(parts: BirthDateParts, now: Instant): number | null {
  const date = birthDate(parts);
  return date ? ageOn(date, now) : null;
}

/**
 * The date field's text from the parts: 'DD.MM.YYYY' for a complete date, what there is otherwise ('07.08').
 * The parts keep what the person typed, so that a half-typed date survives a step back and forth.
 */
export function birthDateInput({ day, month, year }: BirthDateParts): string {
  return [day, month, year]
    .filter((part, index, parts) => part !== '' || parts.slice(index).some(Boolean))
    .join('.');
}

/** The parts of the date field's text as typed: 'DD.MM.YYYY' or a beginning of it. */
export function birthDatePartsOfInput(text: string): BirthDateParts {
  const [day = '', month = '', year = ''] = text.split('.');
  return { day, month, year: year.replace(/\D/g, '') };
}
