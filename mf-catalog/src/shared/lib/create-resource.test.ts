import { allSettled, fork, serialize } from 'effector';
import { $pageDataLoading, createResource, RESOURCE_FRESH_MS } from './create-resource';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createResource', () => {
  test('its loads count as the page data under way (what a navigation waits for) until answered or failed', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const a = createResource(() => first.promise);
    const b = createResource(() => second.promise);
    const scope = fork();
    const loads = [allSettled(a.load, { scope, params: 1 }), allSettled(b.load, { scope, params: 2 })];
    expect(scope.getState($pageDataLoading)).toBe(true);
    first.resolve('a');
    await Promise.resolve();
    await Promise.resolve();
    expect(scope.getState($pageDataLoading)).toBe(true);
    second.reject(new Error('down'));
    await Promise.all(loads);
    expect(scope.getState($pageDataLoading)).toBe(false);
    // Data already here is no load.
    await allSettled(a.load, { scope, params: 1 });
    expect(scope.getState($pageDataLoading)).toBe(false);
  });

  test('loads, then is ready with the data', async () => {
    const resource = createResource(async (n: number) => n * 2);
    const scope = fork();
    await allSettled(resource.load, { scope, params: 21 });
    expect(scope.getState(resource.$status)).toBe('ready');
    expect(scope.getState(resource.$data)).toBe(42);
  });

  test('an older slow answer never overwrites a newer one', async () => {
    const slow = deferred<string>();
    const resource = createResource((key: string) => (key === 'old' ? slow.promise : Promise.resolve(key)));
    const scope = fork();
    const first = allSettled(resource.load, { scope, params: 'old' });
    const second = allSettled(resource.load, { scope, params: 'new' });
    await Promise.resolve();
    slow.resolve('old');
    await Promise.all([first, second]);
    expect(scope.getState(resource.$data)).toBe('new');
    expect(scope.getState(resource.$status)).toBe('ready');
  });

  test('an error is kept, and retry repeats the last request', async () => {
    let calls = 0;
    const resource = createResource(async (id: number) => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { id };
    });
    const scope = fork();
    await allSettled(resource.load, { scope, params: 7 });
    expect(scope.getState(resource.$status)).toBe('error');
    expect((scope.getState(resource.$error) as Error).message).toBe('offline');
    await allSettled(resource.retry, { scope });
    expect(scope.getState(resource.$status)).toBe('ready');
    expect(scope.getState(resource.$data)).toEqual({ id: 7 });
    expect(scope.getState(resource.$error)).toBeNull();
  });

  test('data loaded for the same params a moment ago is not asked for again, older data is', async () => {
    let clock = 1_000_000;
    let calls = 0;
    const resource = createResource(
      async (city: { alias: string }) => {
        calls += 1;
        return `${city.alias}-${calls}`;
      },
      { now: () => clock },
    );
    const scope = fork();
    await allSettled(resource.load, { scope, params: { alias: 'kazan' } });
    // An equal copy of the params (as after the server's state was serialised) is the same request.
    await allSettled(resource.load, { scope, params: { alias: 'kazan' } });
    expect(calls).toBe(1);
    await allSettled(resource.load, { scope, params: { alias: 'sochi' } });
    expect(calls).toBe(2);
    clock += RESOURCE_FRESH_MS;
    await allSettled(resource.load, { scope, params: { alias: 'sochi' } });
    expect(calls).toBe(3);
    expect(scope.getState(resource.$data)).toBe('sochi-3');
  });

  test('a page the server left loading is finished in the browser', async () => {
    const resource = createResource(async (id: number) => id + 1);
    const server = fork();
    const pending = allSettled(resource.load, { scope: server, params: 1 });
    const values = serialize(server);
    await pending;
    const browser = fork({ values });
    expect(browser.getState(resource.$status)).toBe('loading');
    await allSettled(resource.load, { scope: browser, params: 1 });
    expect(browser.getState(resource.$data)).toBe(2);
  });

  test('the state the server serialises is the same for the same data, whenever it was loaded', async () => {
    let clock = 1_000_000;
    const resource = createResource(async (slug: string) => ({ slug }), { now: () => clock });
    const render = async () => {
      const server = fork();
      await allSettled(resource.load, { scope: server, params: 'concert' });
      return JSON.stringify(serialize(server));
    };
    const first = await render();
    clock += 6_000;
    expect(await render()).toBe(first);
  });

  test("the browser counts the server's data as loaded when it starts with it, and asks again once it is old", async () => {
    let clock = 1_000_000;
    let calls = 0;
    const resource = createResource(
      async (slug: string) => {
        calls += 1;
        return `${slug}-${calls}`;
      },
      { now: () => clock },
    );
    const server = fork();
    await allSettled(resource.load, { scope: server, params: 'concert' });
    const browser = fork({ values: serialize(server) });
    // Hours later (a page a CDN kept), the browser starts the page again on the server's state: nothing is asked.
    clock += 3 * 3_600_000;
    await allSettled(resource.load, { scope: browser, params: 'concert' });
    expect(calls).toBe(1);
    clock += RESOURCE_FRESH_MS - 1;
    await allSettled(resource.load, { scope: browser, params: 'concert' });
    expect(calls).toBe(1);
    clock += 1;
    await allSettled(resource.load, { scope: browser, params: 'concert' });
    expect(calls).toBe(2);
    expect(browser.getState(resource.$data)).toBe('concert-2');
  });
});
