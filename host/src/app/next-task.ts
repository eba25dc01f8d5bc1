// Start-up runs in several tasks, not one: each is shorter than a long task (50 ms) on a slow phone, and the
// browser handles input and paints in between.

type Yielding = { scheduler?: { yield?: () => Promise<void> } };

/** Resolves in a later task: `scheduler.yield()` where the browser has it (first in line), else a timer. */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as Yielding;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
