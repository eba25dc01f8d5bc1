/**
 * A promise that resolves after `ms`; effects built on it are replaced in tests through fork handlers. Given a
 * signal, it rejects (and its timer goes) as soon as the signal aborts: a timer that no longer matters then stops
 * counting as an effect under way in the page's scope.
 */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}
