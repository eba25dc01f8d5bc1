import { type PageError, pageErrorRaised } from '@kaver/shared-contracts';
import { createEvent, createStore, type Event, sample } from 'effector';

/**
 * A route's loader starts getting the page at this path ready: what the previous page said about itself no longer
 * holds.
 */
export const pageEntered = createEvent<string>();

/** The router's error boundary shows an error page (a guard's 404, a loader's failure). */
export const routeErrorShown = createEvent<PageError>();

/**
 * The path of the page on screen, or of the one being got ready; none while the router's error page is shown (a
 * guard's 404 enters no page, and what the page before it says late is not about it).
 */
export const $enteredPath = createStore('')
  .on(pageEntered, (_, path) => path)
  .on(routeErrorShown, () => '');

/**
 * What a page says about itself, unless it names another page: one the visitor has left, whose data came late.
 * What names no page is the entered page's.
 */
export const saidOfEnteredPage = <Said extends { path?: string }>(said: Event<Said>) =>
  sample({
    clock: said,
    source: $enteredPath,
    filter: (entered, { path = entered }) => path === entered,
    fn: (_, value) => value,
  });

/**
 * The error page on screen: one a page raised about its own data (an unknown slug), or one the router's error
 * boundary shows. The head follows it (title 'Ошибка', SPEC.md 2.3).
 */
export const $pageError = createStore<PageError | null>(null)
  .on([saidOfEnteredPage(pageErrorRaised), routeErrorShown], (_, error) => error)
  .reset(pageEntered);
