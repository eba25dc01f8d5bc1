import { utf8Length } from '@kaver/shared-contracts/ics';
import { dayjs } from '@kaver/shared-contracts/time';
import { buildIcs } from './ics';

const event = {
  id: 7,
  title: 'Стендап, концерт; премьера',
  shortDescription: 'Новая программа',
  startsAt: '2026-11-22T19:00:00+03:00',
  endsAt: '2026-11-22T21:00:00+03:00',
  address: 'ул. Ленина, 1',
  place: null,
};

describe('.ics', () => {
  test('a complete VEVENT with CRLF lines', () => {
    const ics = buildIcs(event, 'https://kaver.ru/moscow/events/x', dayjs.utc('2026-11-21T00:00:00Z'));
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20261122T160000Z\r\n');
    expect(ics).toContain('DTEND:20261122T180000Z\r\n');
    expect(ics).toContain('SUMMARY:Стендап\\, концерт\\; премьера');
    expect(ics).toContain('LOCATION:ул. Ленина\\, 1');
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    for (const line of ics.split('\r\n')) expect(utf8Length(line)).toBeLessThanOrEqual(75);
  });
});
