import { createSingleFlight, singleFlight } from './single-flight';

/** A load that resolves or rejects when the test says, counting its calls. */
function controlled<V>() {
  const calls: { resolve(value: V): void; reject(error: Error): void }[] = [];
  const load = () =>
    new Promise<V>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

describe('createSingleFlight', () => {
  it('shares one load between the callers of a key while it runs, and keeps nothing after by default', async () => {
    const flight = createSingleFlight<string, number>({ max: 10 });
    const { load, calls } = controlled<number>();
    const [a, b] = [flight.get('k', load), flight.get('k', load)];
    const other = flight.get('other', load);
    expect(calls).toHaveLength(2);
    calls[0]!.resolve(1);
    calls[1]!.resolve(2);
    await expect(Promise.all([a, b, other])).resolves.toEqual([1, 1, 2]);
    void flight.get('k', load);
    expect(calls).toHaveLength(3);
  });

  it('keeps a value for its time to live from the answer, then loads again', async () => {
    let clock = 0;
    const flight = createSingleFlight<string, number>({ max: 10, ttlMs: 100, now: () => clock });
    const { load, calls } = controlled<number>();
    const first = flight.get('k', load);
    clock = 500; // the time to live counts from the answer, not the call
    calls[0]!.resolve(1);
    await first;
    clock = 599;
    await expect(flight.get('k', load)).resolves.toBe(1);
    expect(calls).toHaveLength(1);
    clock = 600;
    void flight.get('k', load);
    expect(calls).toHaveLength(2);
  });

  it('keeps only the values `keep` accepts; a refused one is shared while in flight', async () => {
    const flight = createSingleFlight<string, number>({ max: 10, ttlMs: 1000, keep: (value) => value > 0 });
    const { load, calls } = controlled<number>();
    const [a, b] = [flight.get('refused', load), flight.get('refused', load)];
    calls[0]!.resolve(0);
    await expect(Promise.all([a, b])).resolves.toEqual([0, 0]);
    void flight.get('refused', load);
    expect(calls).toHaveLength(2);

    const kept = flight.get('kept', load);
    calls[2]!.resolve(5);
    await kept;
    await expect(flight.get('kept', load)).resolves.toBe(5);
    expect(calls).toHaveLength(3);
  });

  it('never keeps a failure', async () => {
    const flight = createSingleFlight<string, number>({ max: 10, ttlMs: 1000 });
    const { load, calls } = controlled<number>();
    const failed = flight.get('k', load);
    calls[0]!.reject(new Error('down'));
    await expect(failed).rejects.toThrow('down');
    void flight.get('k', load);
    expect(calls).toHaveLength(2);
  });

  it('rejects when the load throws before it returns a promise, and forgets it', async () => {
    const flight = createSingleFlight<string, number>({ max: 1 });
    await expect(
      flight.get('k', () => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    await expect(flight.get('k', async () => 1)).resolves.toBe(1);
  });

  it('holds at most `max` keys, the least recently used leaving first', async () => {
    const flight = createSingleFlight<string, string>({ max: 2, ttlMs: Number.POSITIVE_INFINITY });
    const loads: string[] = [];
    const get = (key: string) =>
      flight.get(key, async () => {
        loads.push(key);
        return key;
      });
    await get('a');
    await get('b');
    await get('a'); // a is now the most recently used
    await get('c'); // b leaves
    await get('a');
    await get('b');
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps a value set without a load, and forgets the keys it is told to', async () => {
    const flight = createSingleFlight<string, string | null>({ max: 10, ttlMs: Number.POSITIVE_INFINITY });
    const load = jest.fn(async () => 'loaded');
    flight.set('/a', null);
    await expect(flight.get('/a', load)).resolves.toBeNull();
    await flight.get('/b', load);
    flight.delete((key) => key === '/b');
    await flight.get('/b', load);
    expect(load).toHaveBeenCalledTimes(2);
    flight.clear();
    await flight.get('/a', load);
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('singleFlight', () => {
  it('runs once for the callers that arrive while it runs, and again after', async () => {
    let runs = 0;
    const run = singleFlight(async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return runs;
    });
    await expect(Promise.all([run(), run(), run()])).resolves.toEqual([1, 1, 1]);
    await expect(run()).resolves.toBe(2);
  });
});
