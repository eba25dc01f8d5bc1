import { type OpeningHours, WEEKDAYS_SHORT } from '@kaver/shared-contracts';

export interface HoursRow {
  days: string;
  hours: string;
}

const hoursText = (day: OpeningHours) => (day.open && day.close ? `${day.open}–${day.close}` : 'выходной');

/** Weekdays with equal hours folded together: 'пн–пт 10:00–20:00', 'сб–вс выходной'; 'ежедневно' for all seven. */
export function foldOpeningHours(hours: readonly OpeningHours[]): HoursRow[] {
  const days = [...hours].sort((a, b) => a.day - b.day);
  const rows: { from: number; to: number; hours: string }[] = [];
  for (const day of days) {
    const text = hoursText(day);
    const last = rows[rows.length - 1];
    if (last && last.hours === text && last.to === day.day - 1) last.to = day.day;
    else rows.push({ from: day.day, to: day.day, hours: text });
  }
  if (rows.length === 1 && rows[0]!.from === 1 && rows[0]!.to === 7) {
    return [{ days: 'ежедневно', hours: rows[0]!.hours }];
  }
  const name = (day: number) => WEEKDAYS_SHORT[day - 1];
  return rows.map((row) => ({
    days: row.from === row.to ? name(row.from)! : `${name(row.from)}–${name(row.to)}`,
    hours: row.hours,
  }));
}
