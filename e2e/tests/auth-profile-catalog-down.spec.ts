import { expect, type Locator, type Page, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { completeProfile } from '../support/auth/login';
import { remoteUrl } from '../support/ports';
import { signIn } from '../support/session';

const RETRY = 'Попробовать ещё раз';

/** «Попробовать ещё раз» by keyboard: `block` loads, and the focus stays in the section meanwhile. */
async function retryIn(page: Page, section: Locator, block: Locator): Promise<void> {
  await section.getByRole('button', { name: RETRY }).focus();
  await page.keyboard.press('Enter');
  await expect(block).toBeVisible({ timeout: 20_000 });
  await expect(section.getByRole('alert')).toHaveCount(0);
  await expect(section).toBeFocused();
}

test.describe('profile with the catalog remote down', () => {
  test('the favourites and followed places say so, and «Попробовать ещё раз» loads each block again, the focus kept', async ({
    page,
    context,
  }) => {
    const session = await signIn(context);
    await completeProfile(session.accessToken);
    // Nothing of the catalog remote answers, as after a failed deploy; then it is back.
    const remote = `${remoteUrl('mf_catalog')}/**`;
    await page.route(remote, (route) => route.abort('connectionrefused'));

    await page.goto('/profile');
    await appStarted(page);
    const profile = page.getByTestId('profile-page');
    const section = (name: string) => profile.getByRole('region', { name, exact: true });
    for (const [name, text] of [
      ['Избранные события', 'Избранное сейчас недоступно. Загляни чуть позже.'],
      ['Избранные места', 'Избранное сейчас недоступно. Загляни чуть позже.'],
      ['Мои места', 'Подписки на места сейчас недоступны. Загляни чуть позже.'],
      ['Новое в твоих местах', 'Подписки на места сейчас недоступны. Загляни чуть позже.'],
    ] as const) {
      await expect(section(name).getByRole('alert')).toHaveText(`${text}${RETRY}`, { timeout: 20_000 });
    }

    await page.unroute(remote);
    const places = section('Мои места');
    await retryIn(page, places, places.getByTestId('followed-places'));
    // From the section the focus goes on into the block.
    await page.keyboard.press('Tab');
    await expect(places.getByRole('link', { name: 'К афише' })).toBeFocused();
    // Each section loads again when asked: the next one still offers it.
    await expect(section('Новое в твоих местах').getByRole('button', { name: RETRY })).toBeVisible();

    const favourites = section('Избранные события');
    await retryIn(page, favourites, favourites.getByTestId('favourites-events'));
  });
});
