import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { API_URL } from '../support/ports';
import { busLog, eventWithProfiles, openHarness, remountWith } from '../support/subscription/harness';
import { seededSlugs } from './catalog-support';

/**
 * The subscription offer modal (five layouts), the dating paywalls and the premium banner: the offer through the
 * host's modal outlet, the layouts and blocks in the remote's harness, both against the real API.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };

/** Desktop and phone screenshots of the page, or of one block of it, with animations settled. */
async function shots(page: Page, name: string, outputPath: (file: string) => string, target?: Locator) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    const path = outputPath(`${name}-${size}.png`);
    await (target ? target.screenshot({ path }) : page.screenshot({ path }));
  }
  await page.setViewportSize(DESKTOP);
}

/** The page of a current Moscow event with people going. */
async function eventPageWithProfiles(): Promise<string> {
  const { id } = await eventWithProfiles();
  const events = (await (
    await fetch(`${API_URL}/kaver/web/v1/events?city=moscow&page=1&per_page=30`)
  ).json()) as { items: Array<{ id: number; slug: string }> };
  const slug = events.items.find((event) => event.id === id)?.slug;
  if (!slug) throw new Error(`event ${id} is not on the list it was found on`);
  return `/moscow/events/${slug}`;
}

/**
 * Scrolls to the dating remote's block in a catalog page (it loads as the reader comes near, or at once when it is
 * on the first screen) and returns it.
 */
async function scrollToSlot(page: Page, expose: './dating-block' | './premium-banner', testId: string) {
  const place = `[data-testid="${testId}"], [data-remote-slot="mf_dating_subscription/${expose}"]`;
  await expect(page.locator(place).first()).toBeAttached();
  // In one go: the placeholder may give way to the block at any moment.
  await page.evaluate(
    (selector) => document.querySelector(selector)?.scrollIntoView({ block: 'center' }),
    place,
  );
  const block = page.getByTestId(testId);
  await expect(block).toBeVisible({ timeout: 15_000 });
  await block.scrollIntoViewIfNeeded();
  return block;
}

/** The box of an element, which must have one. */
async function box(element: Locator) {
  const found = await element.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** The premium banner's text (its eyebrow, title, lead and button) and the picture that is shown. */
function bannerParts(banner: Locator) {
  return {
    text: banner.getByRole('link', { name: /^(Смотреть анкеты|Подробнее)$/ }).locator('..'),
    picture: banner.locator('img').filter({ visible: true }),
  };
}

test.describe('subscription offer modal', () => {
  test('opens from the dating paywall through the host and sends an anonymous buyer to login', async ({
    page,
  }, testInfo) => {
    // Layout 1 (the config splits visitors over five; the test forces one, as the dev config allows).
    await page.goto('/community?offer_variant=1');
    const paywall = page.getByTestId('dating-paywall');
    await expect(paywall.getByRole('heading')).toHaveText('ОФОРМИ ПОДПИСКУ, ЧТОБЫ ЗНАКОМИТЬСЯ');
    await expect(paywall).toContainText('Доступно только по подписке');
    const subscribe = paywall.getByRole('link', { name: 'Оформить подписку' });
    const href = new URL((await subscribe.getAttribute('href')) ?? '', 'http://x');
    expect(href.pathname).toBe('/subscription');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      utm_source: 'kaver',
      utm_medium: 'paywall',
      utm_campaign: '/community',
      utm_content: 'community',
    });
    await expect(page.locator('[data-section="communities"]')).toContainText('Доступно только в приложении');
    await shots(page, 'community-anonymous', testInfo.outputPath.bind(testInfo));

    await page
      .getByTestId('community-page')
      .getByRole('button', { name: /открыть анкету/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Kaver Премиум' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('[data-modal="subscription-offer"]')).toBeAttached();
    await expect(dialog.getByRole('radio', { name: /Премиум на месяц/ })).toBeChecked();
    await shots(page, 'offer-host', testInfo.outputPath.bind(testInfo));

    await dialog.getByRole('button', { name: 'Оформить подписку' }).click();
    await expect(page.locator('[data-modal="login"]')).toBeAttached();
    await expect(page.locator('[data-modal="subscription-offer"]')).toHaveCount(0);
  });

  test('renders the five layouts with their plan rules', async ({ page }, testInfo) => {
    await openHarness(page, 'subscription-offer-modal', false);
    const dialog = page.getByRole('dialog');
    const out = testInfo.outputPath.bind(testInfo);

    // 1: benefit cards in a horizontal list, the plan list, 'Оформить подписку'.
    await remountWith(page, { request: { variant: 1, source: 'e2e' } });
    await expect(dialog.locator('[data-variant="1"]')).toBeVisible();
    await expect(dialog.getByRole('radio')).toHaveCount(3);
    await expect(dialog.getByRole('list', { name: 'Что даёт Премиум' }).getByRole('listitem')).toHaveCount(5);
    await expect(dialog.getByRole('button', { name: 'Оформить подписку' })).toBeEnabled();
    await dialog.getByRole('radio', { name: /Премиум на неделю/ }).check();
    await expect(dialog.locator('[data-plan="site_week_199"]')).toHaveAttribute('data-selected', 'true');
    await shots(page, 'variant-1', out);

    // 2: plan tiles, a vertical benefit list, the purchase button in the sticky footer.
    await remountWith(page, { request: { variant: 2, source: 'e2e' } });
    await expect(dialog.locator('[data-variant="2"]')).toBeVisible();
    await expect(
      dialog.locator('[data-variant="2"]').getByRole('button', { name: 'Оформить подписку' }),
    ).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Оформить подписку' })).toBeVisible();
    await shots(page, 'variant-2', out);

    // 3: the year benefit labelled 'только при оплате за год', a button on every plan card.
    await remountWith(page, { request: { variant: 3, source: 'e2e' } });
    await expect(dialog.locator('[data-variant="3"]')).toContainText('только при оплате за год');
    await expect(dialog.getByRole('button', { name: 'Оформить', exact: true })).toHaveCount(3);
    await shots(page, 'variant-3', out);

    // 4: three full cards ordered second, third, first (of year, month, week), each with every benefit.
    await remountWith(page, { request: { variant: 4, source: 'e2e' } });
    const cards = dialog.locator('[data-variant="4"] [data-plan]');
    await expect(cards).toHaveCount(3);
    expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-plan')))).toEqual([
      'site_month_577',
      'site_week_199',
      'site_year_3229',
    ]);
    await expect(cards.nth(0)).toContainText('Без рекламы');
    await expect(cards.nth(2)).toContainText('Сообщество и бесплатные проходки');
    await shots(page, 'variant-4', out);

    // 5: a static image that leads to /subscription, recording the goal and closing the modal.
    await remountWith(page, { request: { variant: 5, source: 'e2e' } });
    await expect(dialog.getByRole('radio')).toHaveCount(0);
    const image = dialog.getByRole('link', { name: 'Оформить подписку' });
    await expect(image.getByRole('img')).toBeVisible();
    await shots(page, 'variant-5', out);
    await image.click();
    await expect(dialog).toHaveCount(0);
    await expect(busLog(page)).toContainText('переход на страницу оформления подписки');
    await expect(busLog(page)).toContainText('/subscription?utm_source=kaver');
  });

  test('keeps focus inside and closes on Escape', async ({ page }) => {
    await openHarness(page, 'subscription-offer-modal', false);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio')).toHaveCount(3);
    for (let index = 0; index < 12; index++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(busLog(page)).toContainText('modalClosed {"id":"subscription-offer"}');
  });
});

test.describe('dating block and premium banner', () => {
  test('the event dating block shows people going and opens the offer', async ({ page }, testInfo) => {
    const event = await eventWithProfiles();
    await openHarness(page, 'dating-block', false);
    await remountWith(page, { eventId: event.id, city: { alias: 'moscow' } });
    const block = page.getByTestId('dating-block');
    const cards = block.getByRole('button', { name: /открыть анкету/ });
    await expect(cards.first()).toBeVisible();
    await expect(cards).toHaveCount(Math.min(event.total, 15));
    await expect(block).toContainText(/Ид(ёт|ут) \d+/);
    await expect(block.getByTestId('dating-paywall').getByRole('heading')).toHaveText(
      'ОФОРМИ ПОДПИСКУ, ЧТОБЫ ЗНАКОМИТЬСЯ',
    );
    await shots(page, 'dating-block', testInfo.outputPath.bind(testInfo), block);
    if (event.total > 15) {
      await block.getByRole('button', { name: /^Ещё/ }).click();
      await expect(cards).toHaveCount(Math.min(event.total, 30));
    }
    await cards.first().click();
    await expect(page.getByRole('dialog', { name: 'Kaver Премиум' })).toBeVisible();
    await expect(busLog(page)).toContainText('subscriptionOfferRequested {"source":"dating-block"}');
  });

  test('«Ещё N» is busy while the next page loads, and a failure to load it offers «Повторить»', async ({
    page,
  }, testInfo) => {
    const event = await eventWithProfiles(15);
    await page.setViewportSize({ width: 375, height: 812 });
    // The next page is held, then fails; the retry goes to the API.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const nextPage = /\/events\/\d+\/profiles\?.*\bpage=2\b/;
    await page.route(nextPage, async (route: Route) => {
      await held;
      await route.abort();
    });
    await openHarness(page, 'dating-block', false);
    await remountWith(page, { eventId: event.id, city: { alias: 'moscow' } });
    const block = page.getByTestId('dating-block');
    const cards = block.getByRole('button', { name: /открыть анкету/ });
    await expect(cards).toHaveCount(15);
    const more = block.getByRole('button', { name: `Ещё ${event.total - 15}` });
    const size = async () => {
      const box = await more.boundingBox();
      return { width: box?.width, height: box?.height };
    };
    const before = await size();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-busy', 'true');
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(await size()).toEqual(before);
    await block.screenshot({ path: testInfo.outputPath('dating-block-more-busy-phone.png') });
    release();
    const alert = block.getByRole('alert');
    await expect(alert).toHaveText(/Не удалось загрузить ещё анкеты\./);
    await expect(more).not.toHaveAttribute('aria-busy');
    await expect(more).not.toHaveAttribute('aria-disabled');
    // The keyboard user who pressed it is still on it.
    await expect(more).toBeFocused();
    await expect(cards).toHaveCount(15);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await block.screenshot({ path: testInfo.outputPath('dating-block-more-failed-phone.png') });

    await page.unroute(nextPage);
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect(cards).toHaveCount(Math.min(event.total, 30));
    await expect(block.getByRole('alert')).toHaveCount(0);
  });

  test('/community says when the city’s profiles could not be loaded and loads them again', async ({
    page,
  }, testInfo) => {
    const profiles = /\/kaver\/web\/v1\/profiles\?/;
    await page.route(profiles, (route: Route) => route.abort());
    await page.setViewportSize({ width: 375, height: 812 });
    await openHarness(page, 'community-page', false);
    const dating = page
      .getByTestId('community-page')
      .getByRole('region', { name: 'Знакомства', exact: true });
    const alert = dating.getByRole('alert');
    await expect(alert).toHaveText(/Не удалось загрузить анкеты\./);
    await expect(dating.getByTestId('dating-paywall')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await dating.screenshot({ path: testInfo.outputPath('community-profiles-failed-phone.png') });

    await page.unroute(profiles);
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect(dating.getByRole('button', { name: /открыть анкету/ }).first()).toBeVisible();
    await expect(dating.getByRole('alert')).toHaveCount(0);
  });

  test('the premium banner says Смотреть анкеты on a page and Подробнее in a modal', async ({
    page,
  }, testInfo) => {
    await openHarness(page, 'premium-banner', false);
    const banner = page.getByTestId('premium-banner');
    await expect(banner.getByRole('link', { name: 'Смотреть анкеты' })).toHaveAttribute('href', '/community');
    const { text, picture } = bannerParts(banner);
    await expect(picture).toHaveCount(1);
    await expect(picture).toBeVisible();
    await shots(page, 'premium-banner', testInfo.outputPath.bind(testInfo), banner);
    // As wide as a page's column on a desktop (the harness's stage): the text beside the picture.
    const textBox = await box(text);
    expect(textBox.x + textBox.width).toBeLessThanOrEqual((await box(picture)).x + 1);
    await remountWith(page, { type: 'article', inModal: true });
    const more = banner.getByRole('link', { name: 'Подробнее' });
    await expect(more).toHaveAttribute('href', /^\/subscription\?.*utm_content=premium-banner-article/);
    await expect(banner.getByRole('link', { name: 'Смотреть анкеты' })).toHaveCount(0);
  });

  for (const kind of ['event', 'article'] as const) {
    for (const width of [1024, 1280]) {
      test(`${width} px, in the aside of an ${kind} page: the premium banner's text is under its picture, the aside's width`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize({ width, height: 860 });
        await page.goto(
          kind === 'event' ? await eventPageWithProfiles() : `/blog/${(await seededSlugs()).article}`,
        );
        const banner = await scrollToSlot(page, './premium-banner', 'premium-banner');
        await banner.screenshot({ path: testInfo.outputPath(`premium-banner-${kind}-${width}.png`) });
        const { text, picture } = bannerParts(banner);
        const [bannerBox, textBox, pictureBox] = [await box(banner), await box(text), await box(picture)];
        // The aside is a third of the content (320 to 412 px): the text spans it, not a column beside the picture.
        expect(textBox.width).toBeGreaterThanOrEqual(250);
        expect(textBox.width).toBeGreaterThanOrEqual(bannerBox.width - 1);
        expect(pictureBox.width).toBeGreaterThanOrEqual(bannerBox.width - 1);
        expect(pictureBox.y + pictureBox.height).toBeLessThanOrEqual(textBox.y + 1);
      });
    }
  }

  for (const viewport of [{ width: 360, height: 740 }, { width: 1024, height: 860 }, DESKTOP]) {
    test(`${viewport.width} px, on an event page: the dating block is as tall while the people going load as once they have`, async ({
      page,
    }, testInfo) => {
      const path = await eventPageWithProfiles();
      await page.setViewportSize(viewport);
      // The first page of the people going is held until the loading block has been measured.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/events\/\d+\/profiles\?/, async (route: Route) => {
        await held;
        await route.continue();
      });
      await page.goto(path);
      const block = await scrollToSlot(page, './dating-block', 'dating-block');
      await expect(block.getByRole('status', { name: 'Загружаем анкеты' })).toBeVisible();
      const loading = (await box(block)).height;
      await block.screenshot({ path: testInfo.outputPath(`dating-block-loading-${viewport.width}.png`) });

      release();
      await expect(block.getByText(/^Ид(ут|ёт) \d/)).toBeVisible();
      await expect(block.getByRole('status', { name: 'Загружаем анкеты' })).toHaveCount(0);
      await block.screenshot({ path: testInfo.outputPath(`dating-block-loaded-${viewport.width}.png`) });
      expect(Math.abs((await box(block)).height - loading)).toBeLessThanOrEqual(0.5);
    });
  }
});
