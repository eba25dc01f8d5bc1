import { dayjs } from '@kaver/shared-contracts';
import { ageOf, birthDateParts, birthDateText, dayOptions } from './birth-date';

const NOW = dayjs.tz('2026-11-21 12:00').valueOf(); // Moscow

describe('birth date parts', () => {
  it('become DD.MM.YYYY with padded day and month', () => {
    expect(birthDateText({ day: '5', month: '3', year: '1995' })).toBe('05.03.1995');
    expect(birthDateText({ day: '19', month: '12', year: '2000' })).toBe('19.12.2000');
  });

  it('come from a saved DD.MM.YYYY date, and stay empty for anything else', () => {
    expect(birthDateParts('07.08.1991')).toEqual({ day: '07', month: '08', year: '1991' });
    expect(birthDateParts(null)).toEqual({ day: '', month: '', year: '' });
    expect(birthDateParts('1991-08-07')).toEqual({ day: '', month: '', year: '' });
  });

  it('give the age only for a complete real date', () => {
    expect(ageOf({ day: '21', month: '11', year: '2001' }, NOW)).toBe(25);
    expect(ageOf({ day: '22', month: '11', year: '2001' }, NOW)).toBe(24);
    expect(ageOf({ day: '21', month: '11', year: '201' }, NOW)).toBeNull();
    expect(ageOf({ day: '31', month: '04', year: '2001' }, NOW)).toBeNull();
  });
});

describe('day picker options', () => {
  const unavailable = (month: string, year: string) =>
    dayOptions({ month, year })
      .filter((option) => !option.available)
      .map((option) => option.day);

  it('mark day 19 unavailable, as SPEC.md 5 says, in every month', () => {
    expect(unavailable('', '')).toEqual([19]);
    expect(unavailable('01', '1990')).toEqual([19]);
  });

  it('also mark the days the chosen month does not have', () => {
    expect(unavailable('04', '1990')).toEqual([19, 31]);
    expect(unavailable('02', '1990')).toEqual([19, 29, 30, 31]);
    expect(unavailable('02', '2000')).toEqual([19, 30, 31]);
    expect(unavailable('02', '')).toEqual([19, 30, 31]);
  });

  it('carry zero-padded values', () => {
    expect(dayOptions({ month: '', year: '' }).slice(0, 2)).toEqual([
      { day: 1, value: '01', available: true },
      { day: 2, value: '02', available: true },
    ]);
  });
});
