// A background job's schedule: `run` every `intervalMs` until stopped, never two runs at once; a failed run is
// reported and the next one goes ahead.
export function every(intervalMs: number, run: () => Promise<unknown>, onError: (error: unknown) => void) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
