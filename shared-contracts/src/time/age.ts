import { type CalendarDate, calendarDateOf, compareCalendarDates } from './calendar';

/**
 * Full years between a birth date and `now` (SPEC.md 5: at least 18). Someone born on 29 February gets a
 * year older on 1 March in non-leap years, so an 18+ check never passes a day early.
 */
export function ageOn(birth: Date | CalendarDate, now: Date | number = Date.now()): number {
  const born = birth instanceof Date ? calendarDateOf(birth) : birth;
  const today = calendarDateOf(new Date(now));
  const hadBirthday = compareCalendarDates({ ...today, year: born.year }, born) >= 0;
  return today.year - born.year - (hadBirthday ? 0 : 1);
}
