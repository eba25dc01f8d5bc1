// dayjs.tz('2026-11-21 10:00') is a wall-clock time in Moscow (the setup's default zone), whatever the machine's.
import { dayjs } from './dayjs';
import {
  formatDate,
  formatDdMmYyyy,
  formatEventDateRange,
  formatTime,
  isSameLocalDay,
  MONTHS_GENITIVE,
  parseDate,
  parseDateTime,
  WEEKDAYS_SHORT,
  weekdayShort,
} from './format';

describe('formatting', () => {
  it('formats D MMMM YYYY with genitive months', () => {
    expect(formatDate(dayjs.tz('2026-11-21'))).toBe('21 ноября 2026');
    expect(formatDate(dayjs.tz('2027-01-01'))).toBe('1 января 2027');
    expect(formatDate(dayjs.tz('2026-05-09'))).toBe('9 мая 2026');
    expect(formatDate(dayjs.tz('2026-08-31'))).toBe('31 августа 2026');
    expect(MONTHS_GENITIVE).toHaveLength(12);
    expect([MONTHS_GENITIVE[0], MONTHS_GENITIVE[7], MONTHS_GENITIVE[11]]).toEqual([
      'января',
      'августа',
      'декабря',
    ]);
  });

  it('formats DD.MM.YYYY and HH:mm with leading zeros', () => {
    expect(formatDdMmYyyy(dayjs.tz('2026-01-05'))).toBe('05.01.2026');
    expect(formatDdMmYyyy(dayjs.tz('2026-12-31'))).toBe('31.12.2026');
    expect(formatTime(dayjs.tz('2026-01-05 09:05'))).toBe('09:05');
  });

  it('names weekdays from Monday', () => {
    expect(weekdayShort(dayjs.tz('2026-11-23'))).toBe('пн');
    expect(weekdayShort(dayjs.tz('2026-11-22'))).toBe('вс');
    expect(weekdayShort(dayjs.tz('2026-11-21'))).toBe('сб');
    expect(WEEKDAYS_SHORT).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
  });
});

describe('strict parsing', () => {
  it('parses DD.MM.YYYY to the start of the day in Moscow, or in the zone given', () => {
    expect(parseDate('21.11.2026')?.toISOString()).toBe('2026-11-20T21:00:00.000Z');
    expect(parseDate('29.02.2028')?.format('YYYY-MM-DD HH:mm')).toBe('2028-02-29 00:00');
    expect(parseDate('21.11.2026', 'Asia/Vladivostok')?.toISOString()).toBe('2026-11-20T14:00:00.000Z');
  });

  it.each([
    '31.02.2026',
    '29.02.2027',
    '00.01.2026',
    '01.13.2026',
    '1.1.2026',
    '2026-11-21',
    '21.11.26',
    ' 21.11.2026',
    '',
  ])('rejects %p', (value) => {
    expect(parseDate(value)).toBeNull();
  });

  it('parses DD.MM.YYYY HH:mm and rejects impossible times', () => {
    expect(parseDateTime('21.11.2026 19:30')?.toISOString()).toBe('2026-11-21T16:30:00.000Z');
    expect(parseDateTime('21.11.2026 00:00')?.format('DD.MM.YYYY HH:mm')).toBe('21.11.2026 00:00');
    expect(parseDateTime('21.11.2026 24:00')).toBeNull();
    expect(parseDateTime('21.11.2026 12:60')).toBeNull();
    expect(parseDateTime('31.04.2026 12:00')).toBeNull();
    expect(parseDateTime('21.11.2026')).toBeNull();
  });
});

describe('isSameLocalDay', () => {
  it('compares calendar days in the zone of the times, as isSame(…, "day") does', () => {
    const pairs: [string, string, string][] = [
      ['21.11.2026 00:00', '21.11.2026 23:59', 'Europe/Moscow'],
      ['21.11.2026 23:59', '22.11.2026 00:00', 'Europe/Moscow'],
      ['31.12.2026 10:00', '31.12.2027 10:00', 'Asia/Vladivostok'],
      ['21.11.2026 01:00', '21.12.2026 01:00', 'Asia/Kamchatka'],
      ['21.11.2026 02:00', '21.11.2026 22:00', 'Europe/Kaliningrad'],
    ];
    for (const [first, second, zone] of pairs) {
      const a = parseDateTime(first, zone)!;
      const b = parseDateTime(second, zone)!;
      expect(isSameLocalDay(a, b)).toBe(a.isSame(b, 'day'));
    }
    expect(isSameLocalDay(parseDateTime('21.11.2026 00:00')!, parseDateTime('21.11.2026 23:59')!)).toBe(true);
    expect(isSameLocalDay(parseDateTime('21.11.2026 23:59')!, parseDateTime('22.11.2026 00:00')!)).toBe(
      false,
    );
  });
});

describe('formatEventDateRange', () => {
  const now = dayjs.tz('2026-11-21');
  const d = (month: number, day: number, year = 2026) =>
    dayjs.tz(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')} 19:00`);

  it('shows one day', () => {
    expect(formatEventDateRange(d(11, 21), null, { now })).toBe('21 ноября');
    expect(formatEventDateRange(d(11, 21), d(11, 21), { now })).toBe('21 ноября');
  });

  it('joins days of one month with a tight en dash', () => {
    expect(formatEventDateRange(d(11, 21), d(11, 23), { now })).toBe('21–23 ноября');
  });

  it('joins dates of different months with a spaced en dash', () => {
    expect(formatEventDateRange(d(11, 30), d(12, 2), { now })).toBe('30 ноября – 2 декабря');
    expect(formatEventDateRange(d(11, 30), d(12, 2), { now, withYear: true })).toBe(
      '30 ноября – 2 декабря 2026',
    );
  });

  it('adds the year outside the current one, and both years across a new year', () => {
    expect(formatEventDateRange(d(1, 10, 2027), d(1, 12, 2027), { now })).toBe('10–12 января 2027');
    expect(formatEventDateRange(d(12, 30), d(1, 2, 2027), { now })).toBe('30 декабря 2026 – 2 января 2027');
  });
});
