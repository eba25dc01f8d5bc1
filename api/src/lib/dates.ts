// Dates in a city's own time zone. The API speaks 'DD.MM.YYYY' and 'DD.MM.YYYY HH:mm' (SPEC.md 9) in the
// local time of the city; the database stores instants (timestamptz).

const DAY_MS = 86_400_000;

/** Parses 'DD.MM.YYYY' into calendar parts, or null when it is not a real date. */
export function parseDayMonthYear(text: string): { day: number; month: number; year: number } | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { day, month, year };
}

/** 'HH:mm' to minutes after midnight, or null. */
export function parseTimeOfDay(text: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, at: Date) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(at)) parts[part.type] = part.value;
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'weekday', string>;
}

/** Offset of a zone from UTC at an instant, in ms. */
function zoneOffset(timeZone: string, at: Date): number {
  const p = partsIn(timeZone, at);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return asUtc - (at.getTime() - at.getUTCMilliseconds());
}

/** The instant of a wall-clock time in a zone. */
export function zonedTime(timeZone: string, year: number, month: number, day: number, minutes = 0): Date {
  const guess = Date.UTC(year, month - 1, day) + minutes * 60_000;
  const first = guess - zoneOffset(timeZone, new Date(guess));
  return new Date(guess - zoneOffset(timeZone, new Date(first)));
}

/** Calendar date (year, month, day) of an instant in a zone, and its ISO weekday (1 = Monday). */
export function localDate(timeZone: string, at: Date) {
  const p = partsIn(timeZone, at);
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(p.weekday) + 1;
  return { year: +p.year, month: +p.month, day: +p.day, weekday, minutes: +p.hour * 60 + +p.minute };
}

/** Midnight at the start of the local day containing `at`, plus `days`. */
export function startOfLocalDay(timeZone: string, at: Date, days = 0): Date {
  const d = localDate(timeZone, at);
  const shifted = new Date(Date.UTC(d.year, d.month - 1, d.day) + days * DAY_MS);
  return zonedTime(timeZone, shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

export function formatDate(timeZone: string, at: Date): string {
  const p = partsIn(timeZone, at);
  return `${p.day}.${p.month}.${p.year}`;
}

export function formatDateTime(timeZone: string, at: Date): string {
  const p = partsIn(timeZone, at);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/** ISO 8601 with the zone's offset, e.g. '2026-11-21T19:00:00+03:00'. */
export function formatIsoInZone(timeZone: string, at: Date): string {
  const p = partsIn(timeZone, at);
  const offset = Math.round(zoneOffset(timeZone, at) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${sign}${hh}:${mm}`;
}

/** Whole years between a birth date and `at` (UTC calendar). */
export function ageAt(birth: { day: number; month: number; year: number }, at: Date): number {
  let age = at.getUTCFullYear() - birth.year;
  const beforeBirthday =
    at.getUTCMonth() + 1 < birth.month ||
    (at.getUTCMonth() + 1 === birth.month && at.getUTCDate() < birth.day);
  if (beforeBirthday) age -= 1;
  return age;
}
