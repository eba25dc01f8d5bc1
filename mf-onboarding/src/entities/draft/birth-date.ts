// The birth date of the age step: three parts (day, month, year) as the person enters them.
import {
  ageOn,
  type Dayjs,
  dayjs,
  type Instant,
  type OnboardingDraft,
  parseDate,
} from '@kaver/shared-contracts';

export type BirthDateParts = OnboardingDraft['age'];

/** SPEC.md 5: 18+, born 1900 or later (the contracts' rules, named here for the age step). */
export { MIN_AGE, MIN_BIRTH_YEAR } from '@kaver/shared-contracts';

/**
 * SPEC.md 5: "The date field marks day 19 as unavailable." Kept literally, as the specification asks: the day
 * picker shows 19 but will not let it be chosen. Nothing in the specification explains why (it reads like a
 * date picker's disabled-dates setting carried over by mistake), and it means someone born on the 19th cannot
 * enter their real birthday; a date already saved in the profile with day 19 is still accepted and shown.
 * Raised with the product owner; delete the number here to lift the rule.
 */
export const UNAVAILABLE_DAYS: readonly number[] = [19];

export function isDayUnavailable(day: number): boolean {
  return UNAVAILABLE_DAYS.includes(day);
}

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

export interface DayOption {
  day: number;
  /** Zero-padded, as the draft keeps it: '05'. */
  value: string;
  available: boolean;
}

/**
 * The day picker's options: 1..31, with the days the chosen month does not have (30 February) and the
 * days SPEC.md 5 marks unavailable (19) not selectable.
 */
export function dayOptions(parts: Pick<BirthDateParts, 'month' | 'year'>): DayOption[] {
  const month = Number(parts.month);
  // Without a year, a leap one: 29 February stays selectable until the year says otherwise.
  const year = /^\d{4}$/.test(parts.year) ? Number(parts.year) : 2000;
  const lastDay =
    month >= 1 && month <= 12 ? dayjs.utc(`${year}-${pad2(String(month))}-01`).daysInMonth() : 31;
  return Array.from({ length: 31 }, (_, index) => {
    const day = index + 1;
    return { day, value: pad2(String(day)), available: day <= lastDay && !isDayUnavailable(day) };
  });
}
