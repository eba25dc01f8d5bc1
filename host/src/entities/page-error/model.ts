import { locationChanged, type PageError, pageErrorRaised } from '@kaver/shared-contracts';
import { createEvent, createStore } from 'effector';

/** The router's error boundary shows an error page (a guard's 404, a loader's failure). */
export const routeErrorShown = createEvent<PageError>();

/**
 * The error page on screen until the next navigation: one a page raised about its own data (an unknown slug),
 * or one the router's error boundary shows. The head follows it (title 'Ошибка', SPEC.md 2.3).
 */
export const $pageError = createStore<PageError | null>(null)
  .on([pageErrorRaised, routeErrorShown], (_, error) => error)
  .reset(locationChanged);
