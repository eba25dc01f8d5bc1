import type { BrowserContext } from '@playwright/test';
import { API_URL } from '../ports';

/**
 * The API's answer to an account deletion after a sign-in older than 5 minutes (403 fresh_sign_in_required), for
 * the first DELETE /user only; `origin` is the page's, for CORS. api/test/session.test.ts checks the rule itself.
 */
export async function refuseFirstDeletion(context: BrowserContext, origin: string): Promise<void> {
  let refused = false;
  await context.route(`${API_URL}/kaver/web/v1/user`, async (route) => {
    if (route.request().method() !== 'DELETE' || refused) return route.continue();
    refused = true;
    await route.fulfill({
      status: 403,
      headers: {
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ error: { code: 'fresh_sign_in_required', message: 'Sign in again' } }),
    });
  });
}
