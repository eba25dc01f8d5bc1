import { maskRuDate } from './mask-ru-date';

describe('maskRuDate', () => {
  it('puts the dots into typed digits, as before', () => {
    expect(maskRuDate('0')).toBe('0');
    expect(maskRuDate('010')).toBe('01.0');
    expect(maskRuDate('01011990')).toBe('01.01.1990');
    expect(maskRuDate('19.03.19945')).toBe('19.03.1994');
    expect(maskRuDate('ab19/03')).toBe('19.03');
  });

  it('closes the day or the month at a typed dot, slash, dash or space and pads it with a zero', () => {
    expect(maskRuDate('1.')).toBe('01.');
    expect(maskRuDate('1.1')).toBe('01.1');
    expect(maskRuDate('1.1.')).toBe('01.01.');
    expect(maskRuDate('1.1.1990')).toBe('01.01.1990');
    expect(maskRuDate('7.08.1994')).toBe('07.08.1994');
    expect(maskRuDate('01.1.1990')).toBe('01.01.1990');
    expect(maskRuDate('7/8/1994')).toBe('07.08.1994');
    expect(maskRuDate('7-8-1994')).toBe('07.08.1994');
    expect(maskRuDate('7 8 1994')).toBe('07.08.1994');
  });

  it('takes a pasted ISO date (YYYY-MM-DD) as the date it is', () => {
    expect(maskRuDate('1994-08-07')).toBe('07.08.1994');
    expect(maskRuDate(' 1994-8-7 ')).toBe('07.08.1994');
  });

  it('ignores a separator that closes nothing: before a day, a second one, one in the year', () => {
    expect(maskRuDate('.')).toBe('');
    expect(maskRuDate('19..')).toBe('19.');
    expect(maskRuDate('19.03.19.')).toBe('19.03.19');
    // A lone 0 is no day or month to pad: the person is typing 05 or 09.
    expect(maskRuDate('0.')).toBe('0');
  });

  it('lets the person delete back over the dots, one character at a time', () => {
    const typed = '01.01.1990';
    for (let length = typed.length - 1; length >= 0; length -= 1) {
      expect(maskRuDate(typed.slice(0, length))).toBe(typed.slice(0, length));
    }
    // The dot after a complete day, deleted in the middle, comes back (the digits do not shift).
    expect(maskRuDate('1903.1994')).toBe('19.03.1994');
    expect(maskRuDate('19.031994')).toBe('19.03.1994');
  });
});
