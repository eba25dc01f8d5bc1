// One piece of server data a page shows: load it with params, keep the latest answer only (a slow answer to an
// older request never overwrites a newer one), retry the last request, and tell loading, ready and error apart.
import { createEffect, createEvent, createStore, type EventCallable, type Store, sample } from 'effector';

export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error';

export function createResource<Params, Data>(handler: (params: Params) => Promise<Data>) {
  const load = createEvent<Params>();
  const retry = createEvent<void>();
  const reset = createEvent<void>();
  const fx = createEffect(handler);

  const $params = createStore<Params | null>(null, { skipVoid: false })
    .on(load, (_, params) => params)
    .reset(reset);
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

  sample({ clock: load, target: fx });
  sample({ clock: retry, source: $params, filter: (params) => params !== null, target: fx });

  $status
    .on([load, retry], () => 'loading')
    .on(done, () => 'ready')
    .on(failed, () => 'error');
  $data.on(done, (_, data) => data);
  $error
    .on(load, () => null)
    .on(done, () => null)
    .on(failed, (_, { error }) => error);

  return { load, retry, reset, fx, done, failed, $params, $data, $error, $status };
}

export type Resource<Params, Data> = ReturnType<typeof createResource<Params, Data>>;

/** What a view needs of a resource (covariant in Data, unlike the resource itself). */
export interface ResourceLike<Data> {
  $data: Store<Data | null>;
  $status: Store<ResourceStatus>;
  $error: Store<unknown>;
  retry: EventCallable<void>;
}
