// The date logic of the date picker, on the contracts' one dayjs setup (Russian locale, weeks from Monday, strict
// parsing). Dates travel as 'DD.MM.YYYY' text, the format the product shows and the API takes (SPEC.md 3, 9).
// The picker is bundled by each app that uses it; dayjs comes through the shared root entry, so every app uses
// the same copy and setup.
import { type Dayjs, dayjs } from '@kaver/shared-contracts/time';

export const RU_DATE_FORMAT = 'DD.MM.YYYY';

/** A complete, real 'DD.MM.YYYY' date as a Russian-locale dayjs; null for anything else (31.02.2000, '1.2.3'). */
export function parseRuDate(text: string): Dayjs | null {
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(text)) return null;
  const date = dayjs(text, RU_DATE_FORMAT, 'ru', true);
  return date.isValid() ? date : null;
}

export function formatRuDate(date: Dayjs): string {
  return date.format(RU_DATE_FORMAT);
}

/** The six weeks (Monday to Sunday) that show a month, days of the neighbouring months included. */
export function monthWeeks(month: Dayjs): Dayjs[][] {
  const first = month.locale('ru').startOf('month').startOf('week');
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => first.add(week * 7 + day, 'day')),
  );
}

/** Short weekday names from Monday: 'пн' ... 'вс'. */
export function weekdayNames(): string[] {
  const monday = dayjs('2024-01-01').locale('ru');
  return Array.from({ length: 7 }, (_, index) => monday.add(index, 'day').format('dd'));
}

/** Month names in the nominative, as a calendar header shows them: 'январь' ... 'декабрь'. */
export function monthNames(): string[] {
  return Array.from({ length: 12 }, (_, index) =>
    dayjs('2024-01-15').month(index).locale('ru').format('MMMM'),
  );
}

/** Where a key moves the focused day: arrows by day and week, Page Up/Down by month (with Shift by year). */
export function moveByKey(date: Dayjs, key: string, shift: boolean): Dayjs | null {
  switch (key) {
    case 'ArrowLeft':
      return date.subtract(1, 'day');
    case 'ArrowRight':
      return date.add(1, 'day');
    case 'ArrowUp':
      return date.subtract(1, 'week');
    case 'ArrowDown':
      return date.add(1, 'week');
    case 'Home':
      return date.locale('ru').startOf('week');
    case 'End':
      return date.locale('ru').endOf('week').startOf('day');
    case 'PageUp':
      return date.subtract(1, shift ? 'year' : 'month');
    case 'PageDown':
      return date.add(1, shift ? 'year' : 'month');
    default:
      return null;
  }
}

/** The date kept within [min, max] (either may be absent). */
export function clampDate(date: Dayjs, min: Dayjs | null, max: Dayjs | null): Dayjs {
  if (min && date.isBefore(min, 'day')) return min;
  if (max && date.isAfter(max, 'day')) return max;
  return date;
}

export { type Dayjs, dayjs };
