import {
  formatDate,
  formatDdMmYyyy,
  formatEventDateRange,
  formatTime,
  parseDateTime,
  parseDdMmYyyy,
  weekdayShort,
} from './format';

describe('formatting', () => {
  it('formats D MMMM YYYY with genitive months', () => {
    expect(formatDate(new Date(2026, 10, 21))).toBe('21 ноября 2026');
    expect(formatDate(new Date(2027, 0, 1))).toBe('1 января 2027');
    expect(formatDate(new Date(2026, 4, 9))).toBe('9 мая 2026');
    expect(formatDate(new Date(2026, 7, 31))).toBe('31 августа 2026');
  });

  it('formats DD.MM.YYYY and HH:mm with leading zeros', () => {
    expect(formatDdMmYyyy(new Date(2026, 0, 5))).toBe('05.01.2026');
    expect(formatDdMmYyyy({ year: 2026, month: 12, day: 31 })).toBe('31.12.2026');
    expect(formatTime(new Date(2026, 0, 5, 9, 5))).toBe('09:05');
  });

  it('names weekdays from Monday', () => {
    expect(weekdayShort(new Date(2026, 10, 23))).toBe('пн');
    expect(weekdayShort(new Date(2026, 10, 22))).toBe('вс');
    expect(weekdayShort(new Date(2026, 10, 21))).toBe('сб');
  });
});

describe('strict parsing', () => {
  it('parses DD.MM.YYYY to local midnight', () => {
    expect(parseDdMmYyyy('21.11.2026')).toEqual(new Date(2026, 10, 21));
    expect(parseDdMmYyyy('29.02.2028')).toEqual(new Date(2028, 1, 29));
    expect(parseDdMmYyyy('01.01.0050')?.getFullYear()).toBe(50);
  });

  it.each(['31.02.2026', '29.02.2027', '00.01.2026', '01.13.2026', '1.1.2026', '2026-11-21', '21.11.26', ''])(
    'rejects %p',
    (value) => {
      expect(parseDdMmYyyy(value)).toBeNull();
    },
  );

  it('parses DD.MM.YYYY HH:mm and rejects impossible times', () => {
    expect(parseDateTime('21.11.2026 19:30')).toEqual(new Date(2026, 10, 21, 19, 30));
    expect(parseDateTime('21.11.2026 00:00')).toEqual(new Date(2026, 10, 21));
    expect(parseDateTime('21.11.2026 24:00')).toBeNull();
    expect(parseDateTime('21.11.2026 12:60')).toBeNull();
    expect(parseDateTime('31.04.2026 12:00')).toBeNull();
    expect(parseDateTime('21.11.2026')).toBeNull();
  });
});

describe('formatEventDateRange', () => {
  const now = new Date(2026, 10, 21);
  const d = (month: number, day: number, year = 2026) => new Date(year, month - 1, day, 19);

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
