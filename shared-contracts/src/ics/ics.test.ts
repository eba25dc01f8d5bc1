import { dayjs } from '../time/dayjs';
import { buildCalendar, foldLine, icsDate, icsText, utf8Length } from './ics';

describe('iCalendar writer', () => {
  it('writes UTC times and escapes text', () => {
    expect(icsDate('2026-11-22T19:00:00+03:00')).toBe('20261122T160000Z');
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds long lines at 75 octets without splitting a Cyrillic character', () => {
    const line = `SUMMARY:${'Большой концерт '.repeat(10)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(utf8Length(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('builds a feed with cancelled and changed events', () => {
    const text = buildCalendar({
      productId: '-//Kaver//Afisha//RU',
      name: 'Kaver: избранное',
      refreshInterval: 'PT1H',
      stamp: dayjs.utc('2026-11-21T00:00:00Z'),
      events: [
        {
          uid: 'event-1@kaver',
          start: '2026-11-22T19:00:00+03:00',
          end: '2026-11-22T21:00:00+03:00',
          summary: 'Стендап',
          status: 'CANCELLED',
          sequence: 2,
          lastModified: '2026-11-20T10:00:00Z',
        },
      ],
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toContain('METHOD');
    expect(text).toContain('\r\nSTATUS:CANCELLED\r\nSEQUENCE:2\r\nLAST-MODIFIED:20261120T100000Z\r\n');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
  });
});
