/** Yandex Metrica's tag, loaded only on the production hostname and only when the first goal is sent. */
type Ym = ((counterId: number, method: string, ...args: unknown[]) => void) & { a?: unknown[] };

declare global {
  interface Window {
    ym?: Ym;
  }
}

const TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';
let initialised = false;

function ensureCounter(counterId: number): Ym {
  if (!window.ym) {
    // The standard queue: calls made before the tag arrives are replayed by it.
    const queue: Ym = (...args: unknown[]) => {
      queue.a = [...(queue.a ?? []), args];
    };
    window.ym = queue;
    const script = document.createElement('script');
    script.async = true;
    script.src = TAG_URL;
    document.head.append(script);
  }
  if (!initialised) {
    window.ym(counterId, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true });
    initialised = true;
  }
  return window.ym;
}

export function reachGoal(counterId: number, goal: string, params?: Readonly<Record<string, unknown>>): void {
  ensureCounter(counterId)(counterId, 'reachGoal', goal, params);
}
