import { test } from '@playwright/test';
import type { StaticServer } from './stack';

/**
 * What the tests of a describe block start for themselves (servers, copied builds): each test pushes them here, and
 * after each test the servers are closed and the copies removed. Call it once at the top of the describe block.
 */
export function stoppedAfterEachTest(): { servers: StaticServer[]; removals: Array<() => void> } {
  const started = { servers: [] as StaticServer[], removals: [] as Array<() => void> };
  test.afterEach(async () => {
    await Promise.all(started.servers.splice(0).map((server) => server.close().catch(() => undefined)));
    for (const remove of started.removals.splice(0)) remove();
  });
  return started;
}
