import { nextTask } from './next-task';

type Yielding = { scheduler?: { yield?: () => Promise<void> } };

afterEach(() => {
  delete (globalThis as Yielding).scheduler;
  jest.useRealTimers();
});

describe('nextTask', () => {
  test('without scheduler.yield, resolves in a timer task, not in a microtask', async () => {
    jest.useFakeTimers();
    let resolved = false;
    void nextTask().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    await jest.runOnlyPendingTimersAsync();
    expect(resolved).toBe(true);
  });

  test('uses scheduler.yield where the browser has it', async () => {
    const yielded = jest.fn(() => Promise.resolve());
    (globalThis as Yielding).scheduler = { yield: yielded };
    await nextTask();
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});
