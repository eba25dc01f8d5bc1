import {
  $location,
  $runtimeConfig,
  type PageError,
  type PageMeta,
  pageMetaChanged,
  type RuntimeConfig,
} from '@kaver/shared-contracts';
import { combine, createEffect, createStore, sample } from 'effector';
import { $pageError, pageEntered, saidOfEnteredPage } from '../../entities/page/model';
import { applyHead } from './apply-head';
import { computeHead, type HeadState } from './compute-head';

/** The error page: title 'Ошибка', the error message as description, never indexed (SPEC.md 2.3). */
export function errorMeta(error: PageError): PageMeta {
  return { title: 'Ошибка', description: error.message, robots: 'noindex, nofollow' };
}

/** Until a page describes itself, the head says what the site is. */
export function defaultMeta(config: Pick<RuntimeConfig, 'brand'>): PageMeta {
  return { title: `${config.brand} — афиша событий и мест` };
}

interface HeadInput {
  meta: PageMeta | null;
  error: PageError | null;
  pathname: string;
  config: RuntimeConfig;
}

/**
 * The head of what is on screen: the error page's, the page's own, or the site's. An error page has no canonical
 * (nor og:url): the missing address is no page to index or share.
 */
export function headFor({ meta, error, pathname, config }: HeadInput): HeadState {
  const head = computeHead(error ? errorMeta(error) : (meta ?? defaultMeta(config)), { pathname, config });
  if (error) head.canonical = '';
  return head;
}

/** What the current page said about itself with pageMetaChanged; cleared when the next page is entered. */
export const $pageMeta = createStore<PageMeta | null>(null)
  .on(saidOfEnteredPage(pageMetaChanged), (_, meta) => meta)
  .reset(pageEntered);

export const $head = combine(
  { meta: $pageMeta, error: $pageError, location: $location, config: $runtimeConfig },
  ({ meta, error, location, config }) =>
    config ? headFor({ meta, error, pathname: location.pathname, config }) : null,
);

/** Writes the head into the document (the server renders the first one into the HTML). */
export const applyHeadFx = createEffect((head: HeadState) => applyHead(head));

sample({
  clock: $head.updates,
  filter: (head): head is HeadState => head !== null,
  target: applyHeadFx,
});
