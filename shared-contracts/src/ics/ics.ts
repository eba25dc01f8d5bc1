// An iCalendar (RFC 5545) writer shared by the catalog's one-event download and the API's personal calendar feed:
// CRLF line ends, lines folded at 75 octets, TEXT values escaped, times in UTC, a UID and DTSTAMP on every event.
// No browser or Node API beyond the language: it runs in both. Times are formatted by the contracts' dayjs setup.
import { dayjs, type Instant } from '@kaver/shared-contracts/time';

export interface IcsEvent {
  /** Globally unique and stable: a calendar app matches updates of the same event by it. */
  uid: string;
  /** ISO 8601 instants. */
  start: string;
  end: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** CANCELLED keeps a cancelled event in subscribed calendars, struck through. */
  status?: 'CONFIRMED' | 'CANCELLED';
  /** Bumped on every change of the time or the status, so that calendar apps take the new version. */
  sequence?: number;
  /** ISO 8601 instant of the last change. */
  lastModified?: string;
}

export interface IcsCalendar {
  /** PRODID, e.g. '-//Kaver//Afisha//RU'. */
  productId: string;
  /** The calendar's name in calendar apps (NAME of RFC 7986 and X-WR-CALNAME). */
  name?: string;
  /** METHOD:PUBLISH for a one-off file to import; none for a subscribed feed. */
  method?: 'PUBLISH';
  /** How often a subscribed calendar should be fetched again, e.g. 'PT1H' (RFC 7986 REFRESH-INTERVAL). */
  refreshInterval?: string;
  /** DTSTAMP of every event: when this file was made. */
  stamp: Instant;
  events: readonly IcsEvent[];
}

/** '2026-11-22T19:00:00+03:00' -> '20261122T160000Z' (UTC, so no VTIMEZONE is needed). */
export function icsDate(instant: string | Instant): string {
  return dayjs.utc(instant).format('YYYYMMDD[T]HHmmss[Z]');
}

/** TEXT value: backslashes, semicolons, commas and newlines escaped (RFC 5545 3.3.11). */
export function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Octets of the text in UTF-8 (each %XX of the encoded text is one octet). */
export const utf8Length = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/gi, '_').length;

/** A content line folded at 75 octets, never inside a character; each continuation starts with a space. */
export function foldLine(line: string): string {
  if (utf8Length(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // The first line takes 75 octets, each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(event: IcsEvent, stamp: Instant): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDate(stamp)}`,
    `DTSTART:${icsDate(event.start)}`,
    `DTEND:${icsDate(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.status ? [`STATUS:${event.status}`] : []),
    ...(event.sequence !== undefined ? [`SEQUENCE:${event.sequence}`] : []),
    ...(event.lastModified ? [`LAST-MODIFIED:${icsDate(event.lastModified)}`] : []),
    'END:VEVENT',
  ];
}

/** The whole file: VCALENDAR with its events, CRLF after every line. */
export function buildCalendar(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    ...(calendar.method ? [`METHOD:${calendar.method}`] : []),
    ...(calendar.name ? [`NAME:${icsText(calendar.name)}`, `X-WR-CALNAME:${icsText(calendar.name)}`] : []),
    ...(calendar.refreshInterval
      ? [
          `REFRESH-INTERVAL;VALUE=DURATION:${calendar.refreshInterval}`,
          `X-PUBLISHED-TTL:${calendar.refreshInterval}`,
        ]
      : []),
    ...calendar.events.flatMap((event) => eventLines(event, calendar.stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
