// Waits until a local server answers at all (any HTTP status): a dev server answers once its first build is done,
// the API once its database is ready.
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {string} url
 * @param {{ timeoutMs?: number, gaveUp?: () => boolean }} [options] `gaveUp` ends the wait early, quietly
 */
export async function waitForUrl(url, { timeoutMs = 180_000, gaveUp = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gaveUp()) return;
    try {
      await fetch(url, { signal: AbortSignal.timeout(30_000) });
      return;
    } catch {
      await sleep(500);
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
