import { dayjs } from '@kaver/shared-contracts/time';
import {
  ageOf,
  birthDateInput,
  birthDateParts,
  birthDatePartsOfInput,
  birthDateText,
  isCalendarDayUnavailable,
} from './birth-date';

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

describe('the date field text', () => {
  it('shows what was entered and gives it back as parts, a typed day 19 too', () => {
    expect(birthDateInput({ day: '19', month: '03', year: '1994' })).toBe('19.03.1994');
    expect(birthDateInput({ day: '07', month: '08', year: '' })).toBe('07.08');
    expect(birthDateInput({ day: '', month: '', year: '' })).toBe('');
    expect(birthDatePartsOfInput('19.03.1994')).toEqual({ day: '19', month: '03', year: '1994' });
    expect(birthDatePartsOfInput('07.0')).toEqual({ day: '07', month: '0', year: '' });
    expect(ageOf(birthDatePartsOfInput('19.11.2001'), NOW)).toBe(25);
  });
});

describe('the calendar', () => {
  it('marks day 19 unavailable (SPEC.md 5), and no other day', () => {
    expect(isCalendarDayUnavailable('19.08.1994')).toBe(true);
    expect(isCalendarDayUnavailable('19.02.2000')).toBe(true);
    const others = Array.from(
      { length: 31 },
      (_, index) => `${String(index + 1).padStart(2, '0')}.01.1990`,
    ).filter((text) => !text.startsWith('19.'));
    expect(others.filter(isCalendarDayUnavailable)).toEqual([]);
    expect(isCalendarDayUnavailable('09.11.1990')).toBe(false);
  });
});
