import { ageOn, birthDateProblem } from './age';
import { dayjs } from './dayjs';
import { parseDate } from './format';

const born = (text: string) => parseDate(text)!;

describe('ageOn', () => {
  const now = dayjs.tz('2026-11-21 10:00');

  it('counts full years, turning a year older on the birthday', () => {
    expect(ageOn(born('21.11.2008'), now)).toBe(18);
    expect(ageOn(born('22.11.2008'), now)).toBe(17);
    expect(ageOn(born('30.10.2008'), now)).toBe(18);
    expect(ageOn(born('01.12.1990'), now)).toBe(35);
  });

  it('makes a 29 February birthday count from 1 March in common years', () => {
    const leapling = born('29.02.2008');
    expect(ageOn(leapling, dayjs.tz('2026-02-28'))).toBe(17);
    expect(ageOn(leapling, dayjs.tz('2026-03-01'))).toBe(18);
    expect(ageOn(leapling, dayjs.tz('2028-02-29'))).toBe(20);
  });

  it('counts the birthday by Moscow’s calendar day', () => {
    const eveOfBirthdayInMoscow = Date.UTC(2026, 10, 20, 20, 0); // 23:00 on 20.11 in Moscow
    expect(ageOn(born('21.11.2008'), eveOfBirthdayInMoscow)).toBe(17);
    expect(ageOn(born('21.11.2008'), eveOfBirthdayInMoscow, 'Asia/Vladivostok')).toBe(18);
  });
});

describe('birth date rules', () => {
  const now = dayjs.tz('2026-11-21 10:00');

  it('pass a real date of someone 18 or older', () => {
    expect(birthDateProblem('21.11.2008', now)).toBeNull();
    expect(birthDateProblem('01.01.1900', now)).toBeNull();
  });

  it('name what is wrong', () => {
    expect(birthDateProblem('31.02.1990', now)).toBe('not-a-date');
    expect(birthDateProblem('1990-02-01', now)).toBe('not-a-date');
    expect(birthDateProblem('31.12.1899', now)).toBe('too-early');
    expect(birthDateProblem('22.11.2008', now)).toBe('under-age');
  });
});
