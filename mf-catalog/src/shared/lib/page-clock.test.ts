import { allSettled, fork } from 'effector';
import { $pageNow, pageClockStarted, readClockFx } from './page-clock';

describe('page clock', () => {
  test('a started page keeps the instant it started at, for every view of it', async () => {
    const scope = fork({ handlers: [[readClockFx, () => 1_800_000_000_000]] });
    expect(scope.getState($pageNow)).toBe(0);
    await allSettled(pageClockStarted, { scope });
    expect(scope.getState($pageNow)).toBe(1_800_000_000_000);
  });
});
