import { DATE_TIME_FORMAT, dayjs, fromWallClock, inTimeZone } from './dayjs';

describe('inTimeZone', () => {
  // Russian zones keep one offset all year; Berlin and New York turn their clocks, which takes the slow path.
  it.each(['Europe/Moscow', 'Asia/Vladivostok', 'Europe/Berlin', 'America/New_York'])(
    'is what the timezone plugin gives in %s, every hour of two years',
    (zone) => {
      const start = Date.UTC(2025, 0, 1, 0, 0, 0, 250);
      for (let hour = 0; hour < 2 * 366 * 24; hour += 1) {
        const at = start + hour * 3_600_000;
        const fast = inTimeZone(at, zone);
        const plugin = dayjs(at).tz(zone);
        expect([
          fast.valueOf(),
          fast.format(),
          fast.startOf('day').valueOf(),
          fast.add(1, 'day').format(),
        ]).toEqual([
          plugin.valueOf(),
          plugin.format(),
          plugin.startOf('day').valueOf(),
          plugin.add(1, 'day').format(),
        ]);
      }
    },
  );

  it('is a dayjs plugin: the factory has its functions, and the zone marks the result', () => {
    expect(typeof dayjs.inZone).toBe('function');
    expect(typeof dayjs.fromWallClock).toBe('function');
    const at = Date.UTC(2026, 10, 21, 16, 0);
    expect(dayjs.inZone(at, 'Asia/Vladivostok').format('DD.MM.YYYY HH:mm Z')).toBe('22.11.2026 02:00 +10:00');
    // startOf works in the zone (the timezone plugin reads the zone it marked).
    expect(dayjs.inZone(at, 'Asia/Vladivostok').startOf('day').toISOString()).toBe(
      '2026-11-21T14:00:00.000Z',
    );
  });

  it('defaults to now in Moscow', () => {
    const now = inTimeZone();
    expect(Math.abs(now.valueOf() - Date.now())).toBeLessThan(1000);
    expect(now.utcOffset()).toBe(180);
  });
});

describe('fromWallClock', () => {
  it.each(['Europe/Moscow', 'Asia/Vladivostok', 'Europe/Berlin', 'America/New_York'])(
    'finds the instant the timezone plugin finds in %s, every half hour of two years (the first of two)',
    (zone) => {
      const start = Date.UTC(2025, 0, 1);
      for (let step = 0; step < 2 * 366 * 48; step += 1) {
        const wallClock = dayjs.utc(start + step * 1_800_000);
        const text = wallClock.format(DATE_TIME_FORMAT);
        const ours = fromWallClock(wallClock, zone);
        const plugin = dayjs.tz(text, DATE_TIME_FORMAT, zone);
        if (ours.valueOf() !== plugin.valueOf()) {
          // A time the clocks show twice (turned back): ours is the first showing; the plugin's depends on today.
          expect([ours.format(DATE_TIME_FORMAT), plugin.format(DATE_TIME_FORMAT)]).toEqual([text, text]);
          expect(plugin.valueOf() - ours.valueOf()).toBe(3_600_000);
          continue;
        }
        expect([text, ours.valueOf(), ours.format(), ours.startOf('day').valueOf()]).toEqual([
          text,
          plugin.valueOf(),
          plugin.format(),
          plugin.startOf('day').valueOf(),
        ]);
      }
    },
  );

  it('reads a time the clocks show twice as its first showing, and a skipped one as after the gap', () => {
    const at = (text: string, zone: string) =>
      fromWallClock(dayjs.utc(text, DATE_TIME_FORMAT, true), zone).toISOString();
    expect(at('26.10.2025 02:30', 'Europe/Berlin')).toBe('2025-10-26T00:30:00.000Z');
    expect(at('02.11.2025 01:30', 'America/New_York')).toBe('2025-11-02T05:30:00.000Z');
    expect(at('30.03.2025 02:30', 'Europe/Berlin')).toBe('2025-03-30T01:30:00.000Z');
    expect(at('21.11.2026 19:30', 'Asia/Vladivostok')).toBe('2026-11-21T09:30:00.000Z');
  });
});
