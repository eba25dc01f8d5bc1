import { ageOn } from './age';

describe('ageOn', () => {
  const now = new Date(2026, 10, 21, 10);

  it('counts full years, turning a year older on the birthday', () => {
    expect(ageOn(new Date(2008, 10, 21), now)).toBe(18);
    expect(ageOn(new Date(2008, 10, 22), now)).toBe(17);
    expect(ageOn(new Date(2008, 9, 30), now)).toBe(18);
    expect(ageOn({ year: 1990, month: 12, day: 1 }, now)).toBe(35);
  });

  it('makes a 29 February birthday count from 1 March in common years', () => {
    const leapling = { year: 2008, month: 2, day: 29 };
    expect(ageOn(leapling, new Date(2026, 1, 28))).toBe(17);
    expect(ageOn(leapling, new Date(2026, 2, 1))).toBe(18);
    expect(ageOn(leapling, new Date(2028, 1, 29))).toBe(20);
  });
});
