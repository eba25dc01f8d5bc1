import {
  $location,
  $runtimeConfig,
  locationChanged,
  type PageError,
  type PageMeta,
  pageMetaChanged,
  type RuntimeConfig,
} from '@kaver/shared-contracts';
import { createEffect, sample } from 'effector';
import { $pageError } from '../../entities/page-error/model';
import { applyHead } from './apply-head';
import { computeHead } from './compute-head';

export const applyHeadFx = createEffect(
  ({ meta, pathname, config }: { meta: PageMeta; pathname: string; config: RuntimeConfig }) =>
    applyHead(computeHead(meta, { pathname, config })),
);

const ready = { location: $location, config: $runtimeConfig };

// Until the next page describes itself, the head says what the site is.
sample({
  clock: locationChanged,
  source: ready,
  filter: ({ config }) => config !== null,
  fn: ({ location, config }) => ({
    meta: { title: `${config?.brand} — афиша событий и мест` } satisfies PageMeta,
    pathname: location.pathname,
    config: config as RuntimeConfig,
  }),
  target: applyHeadFx,
});

sample({
  clock: pageMetaChanged,
  source: ready,
  filter: ({ config }) => config !== null,
  fn: ({ location, config }, meta) => ({
    meta,
    pathname: location.pathname,
    config: config as RuntimeConfig,
  }),
  target: applyHeadFx,
});

// The error page: title 'Ошибка', the error message as description, never indexed (SPEC.md 2.3).
sample({
  clock: $pageError.updates,
  source: ready,
  filter: ({ config }, error) => config !== null && error !== null,
  fn: ({ location, config }, error) => ({
    meta: { title: 'Ошибка', description: (error as PageError).message, robots: 'noindex, nofollow' },
    pathname: location.pathname,
    config: config as RuntimeConfig,
  }),
  target: applyHeadFx,
});
