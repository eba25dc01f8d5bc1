import { dayjs } from './dayjs';
import { isTimePreset, TIME_PRESETS, timePresetRange, timePresets } from './presets';

// November 2026: Mon 16 ... Fri 20, Sat 21, Sun 22, Mon 23.
const local = (day: number, hour = 12) => dayjs.tz(`2026-11-${day} ${hour}:00`);

describe('time presets', () => {
  it('knows the three presets', () => {
    expect(TIME_PRESETS).toEqual(['today', 'tomorrow', 'weekend']);
    expect(isTimePreset('weekend')).toBe(true);
    expect(isTimePreset('yesterday')).toBe(false);
  });

  it('gives today and tomorrow as one-day DD.MM.YYYY ranges', () => {
    expect(timePresetRange('today', { now: local(18) })).toEqual({ start: '18.11.2026', end: '18.11.2026' });
    expect(timePresetRange('tomorrow', { now: local(18) })).toEqual({
      start: '19.11.2026',
      end: '19.11.2026',
    });
  });

  it('rolls tomorrow over month and year ends', () => {
    expect(timePresetRange('tomorrow', { now: local(30) }).start).toBe('01.12.2026');
    expect(timePresetRange('tomorrow', { now: dayjs.tz('2026-12-31 23:59') }).start).toBe('01.01.2027');
  });

  it.each([
    [16, '21.11.2026', '22.11.2026'], // Monday: the coming weekend
    [20, '21.11.2026', '22.11.2026'], // Friday
    [21, '21.11.2026', '22.11.2026'], // Saturday: today and tomorrow
    [22, '22.11.2026', '22.11.2026'], // Sunday: only what is left of it
    [23, '28.11.2026', '29.11.2026'], // Monday: the next weekend
  ])('weekend on 2026-11-%i is %s–%s', (day, start, end) => {
    expect(timePresetRange('weekend', { now: local(day) })).toEqual({ start, end });
  });

  it('spans a month end on a weekend', () => {
    expect(timePresetRange('weekend', { now: dayjs.tz('2027-01-28') })).toEqual({
      start: '30.01.2027',
      end: '31.01.2027',
    });
    expect(timePresetRange('weekend', { now: dayjs.tz('2026-05-28') })).toEqual({
      start: '30.05.2026',
      end: '31.05.2026',
    });
  });

  it('uses the city time zone when one is given', () => {
    const fridayEveningInMoscow = Date.UTC(2026, 10, 20, 20, 0); // 23:00 in Moscow, 07:00 Saturday in Vladivostok
    expect(timePresetRange('today', { now: fridayEveningInMoscow, timeZone: 'Europe/Moscow' }).start).toBe(
      '20.11.2026',
    );
    expect(timePresetRange('today', { now: fridayEveningInMoscow, timeZone: 'Asia/Vladivostok' }).start).toBe(
      '21.11.2026',
    );
    expect(timePresets({ now: fridayEveningInMoscow, timeZone: 'Asia/Vladivostok' })).toEqual({
      today: { start: '21.11.2026', end: '21.11.2026' },
      tomorrow: { start: '22.11.2026', end: '22.11.2026' },
      weekend: { start: '21.11.2026', end: '22.11.2026' },
    });
  });
});
