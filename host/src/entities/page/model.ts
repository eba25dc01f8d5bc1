import { type PageError, pageErrorRaised } from '@kaver/shared-contracts';
import { createEvent, createStore } from 'effector';

/** A route's loader starts getting a page ready: what the previous page said about itself no longer holds. */
export const pageEntered = createEvent<void>();

/** The router's error boundary shows an error page (a guard's 404, a loader's failure). */
export const routeErrorShown = createEvent<PageError>();

/**
 * The error page on screen: one a page raised about its own data (an unknown slug), or one the router's error
 * boundary shows. The head follows it (title 'Ошибка', SPEC.md 2.3).
 */
export const $pageError = createStore<PageError | null>(null)
  .on([pageErrorRaised, routeErrorShown], (_, error) => error)
  .reset(pageEntered);
