// Age and the birth date rules (SPEC.md 5, 9: at least 18, birth year 4 digits and at least 1900).
import { type Dayjs, DEFAULT_TIME_ZONE, type Instant, inTimeZone } from './dayjs';
import { parseDate } from './format';

export const MIN_AGE = 18;
export const MIN_BIRTH_YEAR = 1900;

/**
 * Full years between a birth date and `now` (in Moscow unless a zone is given). Someone born on 29 February
 * gets a year older on 1 March in non-leap years, so an 18+ check never passes a day early (dayjs' own
 * year diff would count 28 February).
 */
export function ageOn(birth: Dayjs, now: Instant = Date.now(), timeZone: string = DEFAULT_TIME_ZONE): number {
  const today = inTimeZone(now, timeZone);
  const hadBirthday = today.format('MMDD') >= birth.format('MMDD');
  return today.year() - birth.year() - (hadBirthday ? 0 : 1);
}

export type BirthDateProblem = 'not-a-date' | 'too-early' | 'under-age';

/** What is wrong with a 'DD.MM.YYYY' birth date, or null when it passes every rule. */
export function birthDateProblem(text: string, now: Instant = Date.now()): BirthDateProblem | null {
  const birth = parseDate(text);
  if (!birth) return 'not-a-date';
  if (birth.year() < MIN_BIRTH_YEAR) return 'too-early';
  return ageOn(birth, now) < MIN_AGE ? 'under-age' : null;
}
