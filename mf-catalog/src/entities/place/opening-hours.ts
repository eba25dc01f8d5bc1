import type { OpeningHours } from '@kaver/shared-contracts';
import { WEEKDAYS_SHORT } from '@kaver/shared-contracts/time';

export interface HoursRow {
  days: string;
  hours: string;
  /** 'HH:mm' of the row's opening and closing; null on days off. */
  open: string | null;
  close: string | null;
}

const hoursText = (day: OpeningHours) => (day.open && day.close ? `${day.open}–${day.close}` : 'выходной');

/** Weekdays with equal hours folded together: 'пн–пт 10:00–20:00', 'сб–вс выходной'; 'ежедневно' for all seven. */
export function foldOpeningHours(hours: readonly OpeningHours[]): HoursRow[] {
  const days = [...hours].sort((a, b) => a.day - b.day);
  const rows: { from: number; to: number; hours: string; open: string | null; close: string | null }[] = [];
  for (const day of days) {
    const text = hoursText(day);
    const last = rows[rows.length - 1];
    if (last && last.hours === text && last.to === day.day - 1) last.to = day.day;
    else {
      const open = day.open && day.close ? day.open : null;
      rows.push({ from: day.day, to: day.day, hours: text, open, close: open && day.close });
    }
  }
  const name = (day: number) => WEEKDAYS_SHORT[day - 1];
  const everyDay = rows.length === 1 && rows[0]!.from === 1 && rows[0]!.to === 7;
  return rows.map(({ from, to, ...row }) => ({
    days: everyDay ? 'ежедневно' : from === to ? name(from)! : `${name(from)}–${name(to)}`,
    ...row,
  }));
}
