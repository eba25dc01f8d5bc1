import { allSettled, fork } from 'effector';
import { $pageNow, pageClockStarted, readClockFx, wallClock } from './page-clock';

describe('page clock', () => {
  test("an instant reads as a city's wall clock, whatever the machine's time zone", () => {
    const late = Date.UTC(2026, 10, 21, 21, 30); // 00:30 on 22 November in Moscow, 07:30 in Vladivostok
    const moscow = wallClock(late, 'Europe/Moscow');
    expect([moscow.getDate(), moscow.getHours(), moscow.getMinutes()]).toEqual([22, 0, 30]);
    const vladivostok = wallClock(late, 'Asia/Vladivostok');
    expect([vladivostok.getDate(), vladivostok.getHours()]).toEqual([22, 7]);
    expect(wallClock(Date.UTC(2026, 11, 31, 21, 0), 'Europe/Moscow').getFullYear()).toBe(2027);
  });

  test('a started page keeps the instant it started at, for every view of it', async () => {
    const scope = fork({ handlers: [[readClockFx, () => 1_800_000_000_000]] });
    expect(scope.getState($pageNow)).toBe(0);
    await allSettled(pageClockStarted, { scope });
    expect(scope.getState($pageNow)).toBe(1_800_000_000_000);
  });
});
