import { expect, test } from '@playwright/test';
import { remoteUrl } from '../support/ports';
import { eventWithGallery } from './catalog-support';

test.describe('catalog: another remote down', () => {
  test('with the dating remote down, the event page says so where its block and banner would be', async ({
    page,
  }) => {
    // Nothing of the dating remote answers, as after a failed deploy (the server never loads it for this page).
    await page.route(`${remoteUrl('mf_dating_subscription')}/**`, (route) =>
      route.abort('connectionrefused'),
    );
    const event = await eventWithGallery();

    await page.goto(`/moscow/events/${event.slug}`);
    await expect(page.getByTestId('event-page').getByRole('heading', { level: 1 })).toHaveText(event.title);
    // The dating block and the banner load when they come onto the screen.
    await page.locator('[data-remote-slot]').last().scrollIntoViewIfNeeded();
    const notes = page.getByTestId('slot-fallback');
    await expect(notes).toHaveCount(2, { timeout: 20_000 });
    await expect(notes.first()).toContainText('Знакомства сейчас недоступны');
    await expect(notes.last()).toContainText('Премиум-подписка сейчас недоступна');
    await expect(page.getByTestId('dating-block')).toHaveCount(0);
    await expect(page.getByTestId('premium-banner')).toHaveCount(0);
  });
});
