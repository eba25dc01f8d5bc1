import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over the server-rendered page (the host marks <html data-app="started"> once
 * the root is hydrated). Before that the page is complete but links are plain links: a click reloads the page.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="started"]')).toHaveCount(1, { timeout: 20_000 });
}
