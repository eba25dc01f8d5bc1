import { expect, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { completeProfile } from '../support/auth/login';
import { remoteUrl } from '../support/ports';
import { signIn } from '../support/session';
import { buyPremiumThroughApi } from '../support/subscription/premium';

test.describe('profile with the subscription remote down', () => {
  test('«Попробовать ещё раз» loads the subscription block again, and a premium user reaches «Отменить подписку»', async ({
    page,
    context,
  }) => {
    const session = await signIn(context);
    await completeProfile(session.accessToken);
    await buyPremiumThroughApi(session, 'site_month_577');
    // Nothing of the dating remote answers, as after a failed deploy; then it is back.
    const remote = `${remoteUrl('mf_dating_subscription')}/**`;
    await page.route(remote, (route) => route.abort('connectionrefused'));

    await page.goto('/profile');
    await appStarted(page);
    const profile = page.getByTestId('profile-page');
    // The profile's section; the block it loads is a region «Подписка» of its own, inside it.
    const section = profile.getByRole('region', { name: 'Подписка' }).first();
    await expect(section).toContainText('Состояние подписки сейчас недоступно. Загляни чуть позже.', {
      timeout: 20_000,
    });
    await expect(section.getByTestId('subscription-status')).toHaveCount(0);

    await page.unroute(remote);
    await section.getByRole('button', { name: 'Попробовать ещё раз' }).focus();
    await page.keyboard.press('Enter');
    const block = section.getByTestId('subscription-status');
    await expect(block).toBeVisible({ timeout: 20_000 });
    await expect(section).not.toContainText('Состояние подписки сейчас недоступно');
    // The focus stayed in the section while the block loaded, and goes on into it.
    await expect(section).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(block.getByRole('button', { name: 'Отменить подписку' })).toBeFocused();
  });
});
