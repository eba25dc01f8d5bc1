import { type EventCallable, type Scope, scopeBind } from 'effector';

let current: Scope | null = null;

/**
 * The browser's one effector scope: the host forks it from the state the server rendered with, and everything on
 * the page runs in it. A standalone harness registers none and runs on the global units.
 */
export function registerAppScope(scope: Scope | null): void {
  current = scope;
}

export function appScope(): Scope | null {
  return current;
}

/**
 * An event callable from code outside effector and React (a DOM listener, a timer, a third-party SDK's callback)
 * that still lands in the page's scope.
 */
export function bindToAppScope<T>(event: EventCallable<T>): (payload: T) => void {
  return (payload: T) => {
    if (current) scopeBind(event, { scope: current })(payload);
    else event(payload);
  };
}
