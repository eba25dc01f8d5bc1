import { expect, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { completeProfile, signInInModal } from '../support/auth/login';
import { headerProfile } from '../support/header';
import { signIn, signInThroughApi } from '../support/session';
import { eventWithGallery } from './catalog-support';

test.describe('catalog: favourites', () => {
  test('a signed-in visitor toggles a favourite and sees the count change', async ({ page, context }) => {
    await signIn(context);
    const event = await eventWithGallery();
    await page.goto(`/moscow/events/${event.slug}`);
    // The heart is a button: it acts once the app has started and knows who is signed in (a press while the
    // session loads does nothing: the favourite model), which a loaded machine can take a while to get to.
    await appStarted(page);
    await expect(headerProfile(page)).toBeVisible();
    const button = page.getByTestId('favourite-button');
    const count = page.getByTestId('favourite-count');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    const before = Number(await count.textContent());
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toHaveText(String(before + 1));
    // The API kept it: a fresh load shows the favourite.
    await page.reload();
    await expect(page.getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('favourite-count')).toHaveText(String(before + 1));
    await page.getByTestId('favourite-button').click();
    await expect(page.getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('favourite-count')).toHaveText(String(before));
  });

  test('an anonymous visitor is asked to sign in, and the favourite is made once signed in', async ({
    page,
  }) => {
    // A known account, so that signing in does not start onboarding.
    const account = await signInThroughApi();
    await completeProfile(account.accessToken);
    const event = await eventWithGallery();
    await page.goto(`/moscow/events/${event.slug}`);
    await appStarted(page);
    const count = Number(await page.getByTestId('favourite-count').textContent());
    await page.getByTestId('favourite-button').click();
    // The host's modal outlet takes the login request (mf-auth's modal mounts there).
    const modal = page.getByTestId('login-modal');
    await expect(modal).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('favourite-count')).toHaveText(String(count));
    await expect(page.getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'false');

    await signInInModal(modal, account.phone);
    await expect(modal).toHaveCount(0);
    await expect(page.getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('favourite-count')).toHaveText(String(count + 1));
  });
});
