import { expect, type Locator, type Page, test } from '@playwright/test';
import { HOST_URL } from '../support/ports';
import { eventWithGallery } from './catalog-support';

/** Where an element starts on the page (not on the screen: the same wherever the page is scrolled), in px. */
const pageTop = (element: Locator) =>
  element.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);

/** The dating block with the people going, and the premium banner, both come: the dating remote's parts. */
async function expectDatingParts(page: Page) {
  await expect(page.getByTestId('dating-block').getByText(/^Ид(ут|ёт) \d/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('premium-banner')).toBeVisible();
}

/**
 * Where what follows the dating block (the banner's place) and the banner (the similar events) start, to see
 * that their arrival moves nothing: the block's placeholder is as tall as the block, to the pixel; the banner's
 * is, except below 400 px from April to September, when the season's title takes a second line (27 px more).
 */
async function datingNeighbours(page: Page) {
  return {
    // The aside beside the event: the dating block's place, then the banner's, its last.
    afterBlock: await pageTop(
      page.getByTestId('event-page').locator('aside').first().locator(':scope > :last-child'),
    ),
    afterBanner: await pageTop(page.getByTestId('similar-events')),
  };
}

function expectUnmoved(
  before: { afterBlock: number; afterBanner: number },
  after: { afterBlock: number; afterBanner: number },
  width: number,
) {
  expect(Math.abs(after.afterBlock - before.afterBlock)).toBeLessThanOrEqual(1);
  expect(Math.abs(after.afterBanner - before.afterBanner)).toBeLessThanOrEqual(width < 400 ? 28 : 1);
}

test.describe('catalog: the main walk', () => {
  test('home -> city -> events with a filter -> listing with a category and the weekend', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('#cities a[data-city="moscow"]').click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow`);
    await expect(page.getByRole('heading', { level: 1, name: 'Куда сходить в Москве' })).toBeVisible();
    await expect(page.getByTestId('listing-links').locator('a[data-listing="concerts"]')).toBeVisible();
    // Hidden listings are never linked.
    await expect(page.locator('a[data-listing="halloween"]')).toHaveCount(0);

    await page.getByRole('link', { name: 'Вся афиша' }).first().click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events`);
    await expect(page.getByTestId('events-count')).toBeVisible();
    await page.getByTestId('events-filters').locator('a[data-chip="weekend"]').click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?date=weekend`);
    await expect(page.getByTestId('events-filters').locator('a[data-chip="weekend"]')).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.getByTestId('events-filters').locator('select[name="price"]').selectOption('free');
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?date=weekend&price=free`);
    await expect(page.getByTestId('events-count').or(page.getByTestId('empty-state'))).toBeVisible();

    await page.goto('/moscow/events/listings/concerts');
    await expect(page.getByTestId('listing-title')).toContainText('Концерты в Москве');
    await expect(page).toHaveTitle('Концерты в Москве — афиша концертов и билеты | Kaver');
    await page.locator('a[data-chip="concerts"]').click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events/listings/concerts/concerts`);
    await page.locator('a[data-chip="weekend"]').click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events/listings/concerts/concerts/weekend`);
    await expect(page.getByTestId('listing-title')).toContainText('на выходных');
    await expect(page.locator('a[data-chip="weekend"]')).toHaveAttribute('aria-current', 'true');
  });

  test('event: dates, gallery with keys, share copy, similar event', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const event = await eventWithGallery();
    await page.goto(`/moscow/events/${event.slug}`);
    const view = page.getByTestId('event-page');
    await expect(view.getByRole('heading', { level: 1 })).toHaveText(event.title);
    await expect(view.getByTestId('event-dates')).toHaveText(/\d{1,2} [а-я]+ \d{4}/);
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(ld).toContain('"@type":"Event"');
    expect(ld).toContain('"priceCurrency":"RUB"');
    expect(ld).toContain('"PostalAddress"');

    await view.getByRole('button', { name: 'Открыть галерею' }).click();
    const gallery = page.getByTestId('gallery');
    await expect(gallery).toHaveAttribute('data-index', '0');
    await page.keyboard.press('ArrowRight');
    await expect(gallery).toHaveAttribute('data-index', '1');
    await page.keyboard.press('ArrowLeft');
    await expect(gallery).toHaveAttribute('data-index', '0');
    await expect(page.getByRole('tab')).toHaveCount(event.images.length);
    await page.keyboard.press('Escape');
    await expect(gallery).toHaveCount(0);
    // Opening at a given picture.
    await view.getByTestId('gallery-thumb').first().click();
    await expect(page.getByTestId('gallery')).toHaveAttribute('data-index', '1');
    await page.keyboard.press('Escape');

    await view.getByTestId('share-button').click();
    const share = page.getByRole('dialog', { name: 'Хочу поделиться через' });
    await expect(share).toBeVisible();
    const networks = {
      vk: 'ВКонтакте',
      telegram: 'Telegram',
      whatsapp: 'WhatsApp',
      viber: 'Viber',
      ok: 'Одноклассники',
    };
    for (const [network, name] of Object.entries(networks)) {
      // Named in Russian, its mark a drawn SVG that screen readers skip (no text badge).
      const link = share.getByRole('link', { name: `Поделиться через ${name}`, exact: true });
      await expect(link).toHaveAttribute('data-share', network);
      await expect(link).toHaveText(name);
      await expect(link.locator('svg[aria-hidden="true"] path').first()).toBeVisible();
    }
    await share.getByTestId('share-copy').click();
    await expect(share.getByTestId('share-copy')).toHaveText(/Скопировано/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${HOST_URL}/moscow/events/${event.slug}`,
    );
    await expect(share.getByTestId('share-copy')).toHaveText(/Ссылка/, { timeout: 2_000 });
    await page.keyboard.press('Escape');

    const similar = page.getByTestId('similar-events').locator('a[data-event]').first();
    const slug = await similar.getAttribute('data-event');
    await similar.click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events/${slug}`);
    await expect(page.getByTestId('event-page')).toBeVisible();
  });

  test('places list -> a place', async ({ page }) => {
    await page.goto('/moscow/places');
    await page.locator('a[data-chip="bar"]').click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/places?category=bar`);
    // The address changes before the filtered list arrives: take a card only once every card is a bar.
    const cards = page.getByRole('list', { name: 'Места' }).locator('a[data-place]');
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasNotText: /Бар/ })).toHaveCount(0);
    const slug = await cards.first().getAttribute('data-place');
    await page.locator(`a[data-place="${slug}"]`).click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/places/${slug}`);
    const place = page.getByTestId('place-page');
    await expect(place.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(place.getByTestId('place-hours')).not.toBeEmpty();
    expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain(
      '"@type":"Place"',
    );
  });

  test('blog -> article; search; a document', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Журнал' })).toBeVisible();
    // The guides row and the article grid load separately, and the row lands above the grid: a link taken
    // before it arrives is no longer the first one when clicked. Wait for both, then click the article by slug.
    await expect(page.getByTestId('blog-guides').locator('a[data-article]').first()).toBeVisible();
    const slug = await page
      .getByRole('list', { name: 'Статьи' })
      .locator('a[data-article]')
      .first()
      .getAttribute('data-article');
    const article = page.getByRole('list', { name: 'Статьи' }).locator(`a[data-article="${slug}"]`);
    await article.click();
    await expect(page).toHaveURL(new RegExp(`/(blog|guides)/${slug}$`));
    await expect(page.getByTestId('article-page').getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/moscow/search');
    await page.getByLabel('Событие, место или статья').fill('бар');
    await expect(page.getByTestId('search-suggestions').getByRole('link').first()).toBeVisible();
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/search?q=${encodeURIComponent('бар')}`);
    await expect(page.getByTestId('search-results').locator('a[data-place]').first()).toBeVisible();
    // A guide suggestion opens the guide, not a blog article.
    await page.getByLabel('Событие, место или статья').fill('Лучшие бары');
    const guide = page.getByTestId('search-suggestions').getByRole('link', { name: /Лучшие бары в Москве/ });
    await expect(guide).toHaveAttribute('href', '/guides/moscow-bary');
    await guide.click();
    await expect(page).toHaveURL(`${HOST_URL}/guides/moscow-bary`);
    await expect(page.getByTestId('article-page').getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/documents');
    await page
      .getByTestId('documents-index')
      .getByRole('link', { name: 'Политика конфиденциальности' })
      .click();
    await expect(page).toHaveURL(`${HOST_URL}/documents/politika-konfidentsialnosti`);
    const document = page.getByTestId('document');
    await expect(document.getByRole('heading', { level: 1 })).toHaveText('Политика конфиденциальности');
    expect(await document.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(4);
    await expect(document).toContainText('152-ФЗ');
  });

  test('paging: canonical with ?page=N and the title with ", страница N"', async ({ page }) => {
    await page.goto('/moscow/events?page=2');
    await expect(page).toHaveTitle(/, страница 2$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${HOST_URL}/moscow/events?page=2`,
    );
    await expect(page.getByRole('link', { name: 'Страница 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('link', { name: 'Страница 3', exact: true }).click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?page=3`);
    await expect(page).toHaveTitle(/, страница 3$/);
    await page.getByRole('link', { name: 'Страница 1', exact: true }).click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events`);
    await expect(page).not.toHaveTitle(/страница/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${HOST_URL}/moscow/events`);
    // A bad page number never breaks the page.
    await page.goto('/moscow/events?page=abc');
    await expect(page.getByTestId('events-count')).toBeVisible();
  });

  test('a page past the last, in every paged list: «Страницы N нет», how many there are, a link to the first', async ({
    page,
  }) => {
    for (const list of [
      '/moscow/events',
      '/moscow/events/listings/concerts',
      '/moscow/places?category=bar',
      '/blog',
    ]) {
      await page.goto(`${list}${list.includes('?') ? '&' : '?'}page=99`);
      const state = page.getByTestId('empty-state');
      await expect(state.getByText('Страницы 99 нет')).toBeVisible();
      await expect(state.getByText(/^Всего страниц: \d+\.$/)).toBeVisible();
      // Out of search: 'noindex, follow' in production (robots.ts), and outside it every page is 'noindex, nofollow'.
      await expect(page.locator('meta[name="robots"][content^="noindex"]')).toHaveCount(1);
      await state.getByRole('link', { name: 'К первой странице' }).click();
      await expect(page).toHaveURL(`${HOST_URL}${list}`);
      await expect(page.getByTestId('empty-state')).toHaveCount(0);
    }
  });

  test('a single types value redirects to the lists page of its listing', async ({ page }) => {
    await page.goto('/moscow/events?types=1');
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events/lists/standup`);
    await expect(page.getByTestId('listing-title')).toContainText('Стендап в Москве');
  });

  test('an editorial list, and an unknown list or event slug give the 404 page', async ({ page }) => {
    await page.goto('/moscow/events/lists/besplatno');
    await expect(page.getByTestId('listing-title')).toHaveText('Бесплатно');
    await page.goto('/moscow/events/no-such-event');
    const error = page.getByTestId('error-page');
    await expect(error.getByRole('heading', { name: 'У нас нет такой страницы' })).toBeVisible();
    await expect(error.getByText('404', { exact: true })).toBeVisible();
    await page.goto('/moscow/events/lists/no-such-list');
    await expect(page.getByTestId('error-page')).toBeVisible();
  });
});

test.describe("catalog: the event page's dating block, which loads as the reader comes near", () => {
  test('360 px, from the keyboard: Tab from «В календарь» reaches the block before «Похожие события»', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const event = await eventWithGallery();
    await page.goto(`/moscow/events/${event.slug}`, { waitUntil: 'networkidle' });
    const similar = page.getByTestId('similar-events');
    await expect(similar.locator('a[data-event]').first()).toBeAttached();
    const before = await datingNeighbours(page);
    // A first visit that neither scrolls nor moves the focus leaves the block for later.
    await expect(page.getByTestId('dating-block')).toHaveCount(0);

    const calendar = page.getByTestId('add-to-calendar');
    for (
      let step = 0;
      step < 60 && !(await calendar.evaluate((node) => node === document.activeElement));
      step += 1
    )
      await page.keyboard.press('Tab');
    await expect(calendar).toBeFocused();
    // The focus came into the event: the block has loaded meanwhile, where its placeholder was.
    await expectDatingParts(page);
    expectUnmoved(before, await datingNeighbours(page), 360);

    let reached = '';
    for (let step = 0; step < 10 && !reached; step += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => {
        const active = document.activeElement;
        if (active?.closest('[data-testid="dating-block"]')) return 'dating block';
        if (active?.closest('[data-testid="similar-events"]')) return 'similar events';
        return '';
      });
    }
    expect(reached).toBe('dating block');
  });

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 720 },
  ]) {
    test(`${viewport.width} px, scrolling to «Похожие события»: the block and the banner come without moving them`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const event = await eventWithGallery();
      await page.goto(`/moscow/events/${event.slug}`, { waitUntil: 'networkidle' });
      const similar = page.getByTestId('similar-events');
      await expect(similar.locator('a[data-event]').first()).toBeAttached();
      // A desktop's first screen ends above the block: a first visit that does not scroll does not load it.
      await expect(page.getByTestId('dating-block')).toHaveCount(0);
      const before = await datingNeighbours(page);
      // Down to the similar events as a reader would, past the block's place.
      for (
        let step = 0;
        step < 40 && (await similar.evaluate((node) => node.getBoundingClientRect().top > innerHeight / 2));
        step += 1
      ) {
        await page.mouse.wheel(0, 200);
        await page.waitForTimeout(50);
      }
      await expectDatingParts(page);
      expectUnmoved(before, await datingNeighbours(page), viewport.width);
    });
  }
});
