import { dayjs, monthWeeks, moveByKey, parseRuDate, weekdayNames } from './calendar-month';
import { maskRuDate } from './mask-ru-date';

describe('Russian dates', () => {
  it('parses complete real DD.MM.YYYY dates only', () => {
    expect(parseRuDate('19.03.1994')?.format('YYYY-MM-DD')).toBe('1994-03-19');
    expect(parseRuDate('29.02.2000')?.date()).toBe(29);
    expect(parseRuDate('29.02.2001')).toBeNull();
    expect(parseRuDate('03/19/1994')).toBeNull();
    expect(parseRuDate('1.3.1994')).toBeNull();
  });

  it('masks typing into DD.MM.YYYY', () => {
    expect(maskRuDate('19')).toBe('19');
    expect(maskRuDate('19.')).toBe('19.');
    expect(maskRuDate('1903')).toBe('19.03');
    expect(maskRuDate('19031994')).toBe('19.03.1994');
    expect(maskRuDate('19.03.19945')).toBe('19.03.1994');
    expect(maskRuDate('ab19/03')).toBe('19.03');
  });

  it('lays a month out in weeks from Monday', () => {
    const weeks = monthWeeks(dayjs('2026-03-01'));
    expect(weeks).toHaveLength(6);
    // 1 March 2026 is a Sunday: the first row starts on Monday 23 February.
    expect(weeks[0]?.[0]?.format('YYYY-MM-DD')).toBe('2026-02-23');
    expect(weeks[0]?.[6]?.format('YYYY-MM-DD')).toBe('2026-03-01');
    expect(weekdayNames()).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
  });

  it('moves the focused day by key', () => {
    const day = dayjs('2026-03-18'); // Wednesday
    expect(moveByKey(day, 'ArrowRight', false)?.date()).toBe(19);
    expect(moveByKey(day, 'ArrowUp', false)?.date()).toBe(11);
    expect(moveByKey(day, 'Home', false)?.date()).toBe(16);
    expect(moveByKey(day, 'End', false)?.date()).toBe(22);
    expect(moveByKey(day, 'PageUp', true)?.year()).toBe(2025);
    expect(moveByKey(day, 'Tab', false)).toBeNull();
  });
});
