// An iCalendar (RFC 5545) file for one event, so it can be added to any calendar app.
import { type Dayjs, dayjs, type Event } from '@kaver/shared-contracts';

/** An instant as UTC date-time: '2026-11-22T19:00:00+03:00' -> '20261122T160000Z'. */
export function icsDate(instant: string | Dayjs): string {
  return dayjs.utc(instant).format('YYYYMMDD[T]HHmmss[Z]');
}

/** Commas, semicolons, backslashes and newlines escaped as the format wants. */
export function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded (a space starts each continuation). */
/** Octets of the text in UTF-8 (each %XX of an encoded URI component is one octet). */
export const utf8Length = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/gi, '_').length;

function fold(line: string): string {
  if (utf8Length(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (utf8Length(current + char) > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(
  event: Pick<Event, 'id' | 'title' | 'shortDescription' | 'startsAt' | 'endsAt' | 'address' | 'place'>,
  url: string,
  now: Dayjs = dayjs(),
): string {
  const location = [event.place?.title, event.place?.address ?? event.address].filter(Boolean).join(', ');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kaver//Afisha//RU',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@kaver`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART:${icsDate(event.startsAt)}`,
    `DTEND:${icsDate(event.endsAt)}`,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(`${event.shortDescription}\n${url}`)}`,
    `LOCATION:${icsText(location)}`,
    `URL:${url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
