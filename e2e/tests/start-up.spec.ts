// Issue 20: the page works before JavaScript, and nothing a visitor does before the app has started is lost. The
// start-up is React's own (hydration, Suspense, event replay) plus forms and links; these tests check it where it
// matters: with JavaScript off, and on a slow network and a slow phone, acting before the app is there.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { headerLogin } from '../support/header';
import { HOST_URL, remoteUrl } from '../support/ports';
import { filesOfExpose } from '../support/remote-manifest';
import { moscowEventsTotal, seededSlugs } from './catalog-support';

/** The number the events page shows ('19 событий'). */
async function shownCount(page: Page): Promise<number> {
  return Number((await page.getByTestId('events-count').textContent())?.replace(/\D/g, ''));
}

/** Slow 3G-like network and a phone's CPU (4x slower), as Lighthouse's mobile preset. */
async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The app has not taken the page over yet (what the visitor does now meets the server's HTML). */
async function expectNotStarted(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.dataset.app ?? 'not started')).toBe(
    'not started',
  );
}

test.describe('start-up: without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('search, the events filter and paging are forms and links the server answers', async ({ page }) => {
    await page.goto('/moscow/search');
    await page.getByRole('searchbox', { name: 'Событие, место или статья' }).fill('бар');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(/\/moscow\/search\?q=%D0%B1%D0%B0%D1%80$/);
    await expect(page.getByTestId('search-results')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Места · \d+/ })).toBeVisible();

    await page.goto('/moscow/events');
    const panel = page.getByTestId('events-filters-panel');
    await panel.getByRole('combobox', { name: 'Цена' }).selectOption('free');
    await panel.getByRole('checkbox', { name: 'Показывать уже идущие' }).check();
    await panel.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(/\/moscow\/events\?.*price=free.*past=1/);
    expect(await shownCount(page)).toBe(await moscowEventsTotal('cost_start=0&cost_end=0&show_past=1'));
    await expect(panel.getByRole('combobox', { name: 'Цена' })).toHaveValue('free');
    await expect(panel.getByRole('checkbox', { name: 'Показывать уже идущие' })).toBeChecked();

    await page.goto('/moscow/events');
    const second = page
      .getByRole('navigation', { name: 'Страницы' })
      .getByRole('link', { name: 'Страница 2' });
    await expect(second).toHaveAttribute('href', '/moscow/events?page=2');
    await second.click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?page=2`);
  });
});

// Each test acts as soon as the server's HTML has the control: the page's scripts are deferred, so the
// DOMContentLoaded event comes only after they have run, too late to act before the app.
test.describe('start-up: acting before the app has started (slow network, 4x CPU)', () => {
  test('a search typed before hydration is the search «Найти» makes', async ({ context, page }) => {
    await throttle(context, page);
    await page.goto('/moscow/search', { waitUntil: 'commit' });
    await expectNotStarted(page);
    await page.getByRole('searchbox', { name: 'Событие, место или статья' }).fill('бар');
    await appStarted(page);
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(/\/moscow\/search\?q=%D0%B1%D0%B0%D1%80$/);
    await expect(page.getByTestId('search-results')).toBeVisible({ timeout: 20_000 });
  });

  test('a filter changed before hydration goes with the next change', async ({ context, page }) => {
    await throttle(context, page);
    await page.goto('/moscow/events', { waitUntil: 'commit' });
    const panel = page.getByTestId('events-filters-panel');
    await expectNotStarted(page);
    await panel.getByRole('combobox', { name: 'Цена' }).selectOption('free');
    await appStarted(page);
    await panel.getByRole('checkbox', { name: 'Показывать уже идущие' }).check();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events?price=free&past=1`, { timeout: 20_000 });
    await expect
      .poll(() => shownCount(page), { timeout: 20_000 })
      .toBe(await moscowEventsTotal('cost_start=0&cost_end=0&show_past=1'));
  });

  test('«Войти» clicked before hydration opens the login modal once the app is there', async ({
    context,
    page,
  }) => {
    await throttle(context, page);
    await page.goto('/moscow', { waitUntil: 'commit' });
    await expectNotStarted(page);
    await headerLogin(page).click();
    const modal = page.getByTestId('login-modal');
    await expect(modal.getByRole('heading', { name: 'Вход в Kaver' })).toBeVisible({ timeout: 30_000 });
    // The address the click put there is not left behind: a reload does not open the modal again.
    await expect(page).toHaveURL(`${HOST_URL}/moscow`);
  });
});

test.describe('start-up: the scripts', () => {
  test("the HTML names the page's scripts and carries its stylesheets, the host's then the remote's; no script is fetched twice, no stylesheet at all", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/moscow')).text();
    const named = [...html.matchAll(/<script defer[^>]* src="([^"]+)"/g)].map((match) => match[1] as string);
    const entry = named.findIndex((src) => src.endsWith('/remoteEntry.js'));
    expect(named.findIndex((src) => /\/static\/js\/main\.[0-9a-f]+\.js$/.test(src))).toBeGreaterThanOrEqual(
      0,
    );
    expect(named.findIndex((src) => /\/static\/js\/main\./.test(src))).toBeLessThan(entry);
    // After the remote's entry, every file the city page's module loads at once (its mf-manifest.json).
    const cityPage = filesOfExpose('mf-catalog', './city-page');
    expect(cityPage.js.length).toBeGreaterThan(0);
    for (const file of cityPage.js)
      expect(named.slice(entry + 1)).toContain(`${remoteUrl('mf_catalog')}/${file}`);
    // The shell's stylesheet first, then the page's remote ones, each once, inline: nothing to fetch before the
    // first paint but the HTML.
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    const styles = [...html.matchAll(/<style data-href="([^"]+)">/g)].map((match) => match[1]);
    expect(styles[0]).toMatch(/^\/static\/css\/host\.[0-9a-f]+\.css$/);
    for (const file of cityPage.css) expect(styles).toContain(`${remoteUrl('mf_catalog')}/${file}`);
    expect(new Set(styles).size).toBe(styles.length);

    const fetched: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script')
        fetched.push(new URL(sent.url()).pathname + new URL(sent.url()).port);
      if (sent.resourceType() === 'stylesheet') stylesheets.push(sent.url());
    });
    await page.goto('/moscow');
    await appStarted(page);
    expect(fetched.filter((script, index) => fetched.indexOf(script) !== index)).toEqual([]);
    // The remote's chunk loader finds its styles in the page (data-href) and does not fetch them again.
    expect(stylesheets).toEqual([]);
  });
});

test.describe('start-up: the head', () => {
  test('the title, canonical link and JSON-LD the server wrote stay as they are while the app starts', async ({
    page,
  }) => {
    // Every state the head goes through from the first parse until the app has started.
    await page.addInitScript(() => {
      const heads: string[] = [];
      (window as unknown as { heads: string[] }).heads = heads;
      const record = () => {
        const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
        const jsonLd = document.head.querySelector('script[data-kaver-jsonld]');
        const state = `${document.title} | ${canonical?.href} | ${jsonLd?.textContent?.length ?? 'no JSON-LD'}`;
        if (heads.at(-1) !== state) heads.push(state);
      };
      document.addEventListener('DOMContentLoaded', () => {
        record();
        new MutationObserver(record).observe(document.head, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      });
    });
    const { event } = await seededSlugs();
    for (const path of ['/moscow', `/moscow/events/${event}`]) {
      await page.goto(path);
      await appStarted(page);
      // What the app does right after it starts (the router joins the bus, the page's head is applied again).
      await page.waitForLoadState('networkidle');
      const heads = await page.evaluate(() => (window as unknown as { heads: string[] }).heads);
      expect(heads).toHaveLength(1);
      expect(heads[0]).toContain(`| ${HOST_URL}${path} |`);
      expect(heads[0]).not.toContain('no JSON-LD');
    }
  });
});
