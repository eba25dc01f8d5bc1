import { dayjs, inTimeZone } from './dayjs';

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

  it('defaults to now in Moscow', () => {
    const now = inTimeZone();
    expect(Math.abs(now.valueOf() - Date.now())).toBeLessThan(1000);
    expect(now.utcOffset()).toBe(180);
  });
});
