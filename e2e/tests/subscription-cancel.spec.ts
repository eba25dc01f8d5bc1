import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';
import { busLog, openHarness } from '../support/subscription/harness';
import { buyPremiumThroughApi, subscriptionStatusOf } from '../support/subscription/premium';

/** How many lines an element's text takes on screen. */
function textLineCount(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

/**
 * The profile's subscription block (the parcel mf-auth embeds on /profile) and the cancel modal, in the remote's
 * harness, which plays the host's modal outlet for this remote's modals; against the real API.
 */
test.describe('subscription status and cancellation', () => {
  test('a premium user cancels the renewal from the status block', async ({ page, context }, testInfo) => {
    const session = await signIn(context);
    const bought = await buyPremiumThroughApi(session, 'site_month_577');
    expect(bought.is_subscription_paid).toBe(true);

    await openHarness(page, 'subscription-status', true);
    const block = page.getByTestId('subscription-status');
    await expect(block).toContainText(bought.subscription_status_text);
    await expect(block).toContainText('продлится автоматически');
    const history = block.getByTestId('subscription-history');
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText('Премиум на месяц');
    await expect(history).toContainText('действует');
    await expect(history).toContainText('577');
    // Dates in words, Moscow time (SPEC.md 9), as the cancel dialog writes the end of the period.
    await expect(history).toContainText(/\d{1,2} [а-я]+ \d{4} — \d{1,2} [а-я]+ \d{4}/);
    await page.screenshot({ path: testInfo.outputPath('status-paid.png') });

    // 'Я передумал(а)' closes without a call.
    await block.getByRole('button', { name: 'Отменить подписку' }).click();
    let dialog = page.getByRole('dialog', { name: 'Отменить подписку?' });
    await expect(dialog).toBeVisible();
    await expect(busLog(page)).toContainText('subscriptionCancelRequested {"source":"profile"}');
    await expect(dialog.getByRole('button', { name: 'Я передумал(а)' })).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath('cancel-dialog-desktop.png') });
    // A phone: each answer whole on one line of its button (stacked, not squeezed side by side).
    for (const width of [375, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const name of ['Да, отменить', 'Я передумал(а)']) {
        expect(await dialog.getByRole('button', { name }).evaluate(textLineCount)).toBe(1);
      }
    }
    await page.screenshot({ path: testInfo.outputPath('cancel-dialog-phone.png') });
    await page.setViewportSize({ width: 1280, height: 860 });
    await dialog.getByRole('button', { name: 'Я передумал(а)' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await subscriptionStatusOf(session)).auto_renew).toBe(true);

    // 'Да, отменить': the API stops renewal, the session reloads, the bus hears it, the modal closes.
    await block.getByRole('button', { name: 'Отменить подписку' }).click();
    dialog = page.getByRole('dialog', { name: 'Отменить подписку?' });
    await dialog.getByRole('button', { name: 'Да, отменить' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(block).toContainText('без продления');
    await expect(block.getByRole('button', { name: 'Отменить подписку' })).toHaveCount(0);
    // The button that had the focus went with the renewal: the new status takes the focus, not the page's body.
    await expect(block.getByText('без продления')).toBeFocused();
    await expect(busLog(page)).toContainText('subscriptionCancelled');
    const status = await subscriptionStatusOf(session);
    expect(status.auto_renew).toBe(false);
    expect(status.is_subscription_paid).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('status-cancelled.png') });
  });

  test('a user without a subscription is offered one, and the cancel modal has nothing to cancel', async ({
    page,
    context,
  }) => {
    await signIn(context);
    await openHarness(page, 'subscription-status', true);
    const block = page.getByTestId('subscription-status');
    await expect(block).toContainText('Премиум не подключён');
    await expect(block.getByRole('button', { name: 'Отменить подписку' })).toHaveCount(0);
    await block.getByRole('button', { name: 'Оформить подписку' }).click();
    await expect(page.getByRole('dialog', { name: 'Kaver Премиум' })).toBeVisible();
    await expect(busLog(page)).toContainText('subscriptionOfferRequested {"source":"profile"}');

    await openHarness(page, 'subscription-cancel-modal', true);
    const dialog = page.getByRole('dialog', { name: 'Отменить подписку?' });
    await expect(dialog).toContainText('Активной подписки нет');
    await expect(dialog.getByRole('button', { name: 'Да, отменить' })).toHaveCount(0);
  });
});
