// One piece of server data a page shows: load it with params, keep the latest answer only (a slow answer to an
// older request never overwrites a newer one), retry the last request, and tell loading, ready and error apart.
// Its stores are serialised with the server-rendered page, so the browser starts with the server's answer.
import {
  createEffect,
  createEvent,
  createStore,
  type Effect,
  type EventCallable,
  merge,
  type Store,
  sample,
} from 'effector';

export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error';

/** How many of the catalog's page data loads are under way in the scope: each resource counts its own. */
const $loadsUnderWay = createStore(0, { serialize: 'ignore' });

/**
 * The page's data is still on its way (RemotePage.$loading): what a navigation to a catalog page waits for, rather
 * than every effect under way in the tab.
 */
export const $pageDataLoading = $loadsUnderWay.map((count) => count > 0);

/** An effect that counts as the page's data under way while it runs: each resource's load, a step before one. */
// biome-ignore lint/suspicious/noExplicitAny: any effect, whatever it takes and gives
export function countAsPageLoad(fx: Effect<any, any, any>) {
  $loadsUnderWay.on(fx, (count) => count + 1).on(fx.finally, (count) => count - 1);
}

/**
 * Data loaded for the same params this recently is not asked for again: the page the server rendered (the browser
 * starts the page once more after hydration) and a quick back-and-forth show what they have.
 */
export const RESOURCE_FRESH_MS = 60_000;

const sameParams = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

export function createResource<Params, Data>(
  handler: (params: Params) => Promise<Data>,
  { now = Date.now }: { now?: () => number } = {},
) {
  const load = createEvent<Params>();
  const requested = createEvent<Params>();
  const retry = createEvent<void>();
  const reset = createEvent<void>();
  const fx = createEffect(handler);

  const $params = createStore<Params | null>(null, { skipVoid: false })
    .on(requested, (_, params) => params)
    .reset(reset);
  /**
   * When the data was last loaded here (ms since the epoch); 0 when it never was, or when it came with the
   * server's state. Never serialised: the server's HTML is then the same for the same data at any moment (its
   * ETag too, so a CDN or a browser revalidating it gets a 304), and the browser counts the server's data as
   * loaded when it first reuses it, on the page's start after hydration.
   */
  const $loadedAt = createStore(0, { serialize: 'ignore' }).reset(reset);
  const $data = createStore<Data | null>(null, { skipVoid: false }).reset(reset);
  const $error = createStore<unknown>(null, { skipVoid: false }).reset(reset);
  const $status = createStore<ResourceStatus>('idle').reset(reset);

  const isLatest = (latest: Params | null, { params }: { params: Params }) => latest === params;
  const done = sample({ clock: fx.done, source: $params, filter: isLatest, fn: (_, { result }) => result });
  const failed = sample({
    clock: fx.fail,
    source: $params,
    filter: isLatest,
    fn: (_, { params, error }) => ({ params, error }),
  });

  /** Ready data with no load time of its own here is the server's, which the browser is starting with. */
  const isFresh = (
    state: { params: Params | null; status: ResourceStatus; loadedAt: number },
    next: Params,
  ) =>
    state.status === 'ready' &&
    sameParams(state.params, next) &&
    (state.loadedAt === 0 || now() - state.loadedAt < RESOURCE_FRESH_MS);
  const current = { params: $params, status: $status, loadedAt: $loadedAt, data: $data };
  sample({
    clock: load,
    source: current,
    filter: (state, next) => !isFresh(state, next),
    fn: (_, next) => next,
    target: requested,
  });
  /** A load answered by the data already here. */
  const reused = sample({ clock: load, source: current, filter: isFresh, fn: ({ data }) => data as Data });
  /**
   * The data for the params last asked for is here: loaded now, or already here (the browser starting again the
   * page the server rendered). What follows a load (the next loads, the page's meta) hangs on this, not on `done`.
   */
  const ready = merge([done, reused]);
  sample({ clock: requested, target: fx });
  countAsPageLoad(fx);
  sample({ clock: retry, source: $params, filter: (params) => params !== null, target: fx });

  $status
    .on([requested, retry], () => 'loading')
    .on(done, () => 'ready')
    .on(failed, () => 'error');
  $data.on(done, (_, data) => data);
  $loadedAt.on(done, () => now()).on(reused, (loadedAt) => loadedAt || now());
  $error
    .on(requested, () => null)
    .on(done, () => null)
    .on(failed, (_, { error }) => error);

  return { load, retry, reset, fx, done, ready, failed, $params, $data, $error, $status };
}

export type Resource<Params, Data> = ReturnType<typeof createResource<Params, Data>>;

/** What a view needs of a resource (covariant in Data, unlike the resource itself). */
export interface ResourceLike<Data> {
  $data: Store<Data | null>;
  $status: Store<ResourceStatus>;
  $error: Store<unknown>;
  retry: EventCallable<void>;
}
