import {
  isApiError,
  type PageError,
  type PageMeta,
  type PageParcelProps,
  pageErrorRaised,
  pageMetaChanged,
} from '@kaver/shared-contracts';
import {
  createEvent,
  createStore,
  type Event as EffectorEvent,
  type EventCallable,
  sample,
  type Unit,
} from 'effector';

/**
 * What a page tells the host (its head, its failure), named with the page's path from its last start. A head or a
 * failure can come late, with data asked for before the visitor went on to another page: the host drops what names
 * a page it has left (PageMeta.path), rather than showing that page's title or error page on the next one.
 */
export function pageSaying(started: EffectorEvent<PageParcelProps>) {
  const $path = createStore('').on(started, (_, { route }) => route.path);
  const named = <Said extends { path?: string }>(target: EventCallable<Said>) => {
    const said = createEvent<Said>();
    sample({ clock: said, source: $path, fn: (path, value) => ({ ...value, path }), target });
    return said;
  };
  return { meta: named<PageMeta>(pageMetaChanged), error: named<PageError>(pageErrorRaised) };
}

/** The API answered that the thing does not exist (unknown slug, collection, id). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * A data-level miss (the API's 404 for a slug the route let through) shows the host's error page:
 * 404 'Page Not Found: {path}'.
 */
export function raiseNotFoundOn<Params extends { path: string }>(
  failed: Unit<{ params: Params; error: unknown }>,
  raise: EventCallable<PageError>,
) {
  sample({
    clock: failed,
    filter: ({ error }) => isNotFound(error),
    fn: ({ params }) => ({ statusCode: 404, message: `Page Not Found: ${params.path}` }),
    target: raise,
  });
}
