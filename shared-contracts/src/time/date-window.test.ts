import { resolveDateFilter } from './date-window';
import { dayjs } from './dayjs';

const now = dayjs.tz('2026-11-21 12:00'); // Saturday 21.11.2026

describe('resolveDateFilter', () => {
  it('resolves presets', () => {
    expect(resolveDateFilter('weekend', { now })).toEqual({ start: '21.11.2026', end: '22.11.2026' });
  });

  it('keeps a fixed range as it is', () => {
    expect(resolveDateFilter({ start: '01.12.2026', end: '05.12.2026' }, { now })).toEqual({
      start: '01.12.2026',
      end: '05.12.2026',
    });
  });

  it('resolves a yearly window to this year’s occurrence or the next one', () => {
    expect(resolveDateFilter({ start: '24.10', end: '02.11' }, { now })).toEqual({
      start: '24.10.2027',
      end: '02.11.2027',
    });
    expect(resolveDateFilter({ start: '07.02', end: '14.02' }, { now })).toEqual({
      start: '07.02.2027',
      end: '14.02.2027',
    });
    expect(resolveDateFilter({ start: '20.11', end: '21.11' }, { now })).toEqual({
      start: '20.11.2026',
      end: '21.11.2026',
    });
  });

  it('resolves a window that crosses the new year, including while it runs', () => {
    const newYear = { start: '01.12', end: '08.01' };
    expect(resolveDateFilter(newYear, { now })).toEqual({ start: '01.12.2026', end: '08.01.2027' });
    expect(resolveDateFilter(newYear, { now: dayjs.tz('2027-01-03') })).toEqual({
      start: '01.12.2026',
      end: '08.01.2027',
    });
    expect(resolveDateFilter(newYear, { now: dayjs.tz('2027-01-09') })).toEqual({
      start: '01.12.2027',
      end: '08.01.2028',
    });
  });

  it('returns undefined for malformed windows', () => {
    expect(resolveDateFilter({ start: '1.12', end: '08.01' }, { now })).toBeUndefined();
    expect(resolveDateFilter({ start: '31.02', end: '08.03' }, { now })).toBeUndefined();
  });
});
