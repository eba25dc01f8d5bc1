import { CITIES } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { $pick, $shown, anotherRequested, answered, candidates, pickNext } from './playground-model';

const items = [{ id: 1 }, { id: 2 }, { id: 3 }];

describe('playground', () => {
  test('pickNext avoids what was shown, then anything but the last', () => {
    expect(pickNext(items, [1, 2], () => 0)).toEqual({ id: 3 });
    expect(pickNext(items, [1, 2, 3], () => 0.99)).toEqual({ id: 2 });
    expect(pickNext([], [])).toBeNull();
    expect(pickNext([{ id: 7 }], [7])).toEqual({ id: 7 });
  });

  test('answers give a pick; another pick is a different event', async () => {
    const scope = fork({
      handlers: [
        [candidates.fx, async () => items.map((item) => ({ ...item, title: `Событие ${item.id}` }))],
      ],
    });
    await allSettled(answered, {
      scope,
      params: { city: CITIES[0]!, when: 'weekend', mood: 'laugh', budget: 'any' },
    });
    const first = scope.getState($pick);
    expect(first).not.toBeNull();
    await allSettled(anotherRequested, { scope });
    expect(scope.getState($pick)?.id).not.toBe(first?.id);
    expect(scope.getState($shown)).toHaveLength(2);
  });
});
