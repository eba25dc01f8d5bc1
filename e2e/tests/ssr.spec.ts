import { expect, type Page, test } from '@playwright/test';
import { itemListUrlsOf, trailOf } from '../support/json-ld';
import { HOST_URL, remoteUrl } from '../support/ports';
import { filesOfExpose } from '../support/remote-manifest';
import { eventWithGallery, pageKinds } from './catalog-support';

const canonicalOf = (path: string) => {
  const url = new URL(path, HOST_URL);
  const page = url.searchParams.get('page');
  return `${HOST_URL}${url.pathname}${page && page !== '1' ? `?page=${page}` : ''}`;
};

test.describe('server rendering: the first HTML', () => {
  test('every public page kind holds its h1, title, canonical and preview picture; events and places their JSON-LD and times', async ({
    request,
  }) => {
    const pictures = new Set<string>();
    for (const { kind, path, jsonLd = [], time } of await pageKinds()) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), kind).toBe(200);
      const html = await response.text();
      // The heading's text, whatever markup it holds (a listing's h1 starts with an icon in a span).
      const heading =
        /<h1[^>]*>([\s\S]*?)<\/h1>/
          .exec(html)?.[1]
          ?.replace(/<[^>]+>/g, '')
          .trim() ?? '';
      expect(heading.length, `${kind}: h1`).toBeGreaterThanOrEqual(3);
      expect(html, `${kind}: title`).toMatch(/<title>[^<]{3,}<\/title>/);
      expect(html, `${kind}: canonical`).toContain(`<link rel="canonical" href="${canonicalOf(path)}" />`);
      // SPEC.md 2.4: every page has an image (its own, or the site's).
      const picture = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(picture, `${kind}: og:image`).toMatch(/^https?:\/\//);
      pictures.add(picture as string);
      expect(html, `${kind}: the state the browser hydrates from`).toContain('id="kaver-page"');
      for (const type of jsonLd) expect(html, `${kind}: JSON-LD ${type}`).toContain(`"@type":"${type}"`);
      if (time) expect(html, `${kind}: <time datetime>`).toMatch(/<time[^>]* dateTime="\d{4}-\d{2}-\d{2}T/i);
      // The CSP allows no inline script: everything the page carries for scripts is a data block.
      const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
      for (const attributes of inlineScripts)
        expect(attributes, kind).toMatch(/type="application\/(ld\+)?json"/);
    }
    for (const picture of pictures) {
      const answer = await request.get(picture);
      expect(answer.status(), picture).toBe(200);
      expect(answer.headers()['content-type'], picture).toMatch(/^image\//);
    }
  });

  test('the event page asks for its picture first and carries its remote stylesheet inline', async ({
    request,
  }) => {
    const event = await eventWithGallery();
    const html = await (await request.get(`/moscow/events/${event.slug}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="[^"]+"/);
    const { css } = filesOfExpose('mf-catalog', './event-page');
    expect(css.length).toBeGreaterThan(0);
    for (const file of css) expect(head).toContain(`<style data-href="${remoteUrl('mf_catalog')}/${file}">`);
    // The picture is asked for before the styles' text.
    expect(head.indexOf('rel="preload" as="image"')).toBeLessThan(head.indexOf('<style'));
  });

  test('the search page names its place on the site without the query, and lists the results it shows', async ({
    request,
  }) => {
    const trail = [
      ['Главная', `${HOST_URL}/`],
      ['Москва', `${HOST_URL}/moscow`],
      ['Поиск', `${HOST_URL}/moscow/search`],
    ];
    const html = await (await request.get(`/moscow/search?q=${encodeURIComponent('джаз')}`)).text();
    expect(trailOf(html)).toEqual(trail);
    // The result cards (events, places, articles) in the order the page shows them.
    const results = html.slice(html.indexOf('data-testid="search-results"'));
    const cards = [...results.matchAll(/<a href="([^"]+)"[^>]* data-(?:event|place|article)="/g)].map(
      ([, href]) => `${HOST_URL}${href}`,
    );
    expect(cards.length).toBeGreaterThan(0);
    expect(itemListUrlsOf(html)).toEqual(cards);

    const empty = await (await request.get('/moscow/search')).text();
    expect(trailOf(empty)).toEqual(trail);
    expect(itemListUrlsOf(empty)).toEqual([]);
  });

  test('statuses: 404 for an unknown city, slug or id, 301 and 302 for redirects', async ({ request }) => {
    const status = async (path: string) => (await request.get(path, { maxRedirects: 0 })).status();
    expect(await status('/atlantis')).toBe(404);
    expect(await status('/moscow/events/no-such-event-anywhere')).toBe(404);
    expect(await status('/moscow/places/no-such-place-anywhere')).toBe(404);
    expect(await status('/suggestions/99999999999')).toBe(404);
    expect(await status('/no/such/page')).toBe(404);
    expect(await status('/moscow/events/listings/standup/concerts')).toBe(404);
    const moved = await request.get('/msk', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(new URL(moved.headers().location ?? '', HOST_URL).href).toBe(`${HOST_URL}/moscow`);
    expect(await status('/profile')).toBe(302);
  });

  test("an address with a file's extension gets the site's 404 page; a missing script a short plain 404", async ({
    request,
  }) => {
    const unknown = await request.get('/no/such/page');
    for (const path of ['/about.html', '/moscow/events.php']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      for (const header of ['content-type', 'cache-control', 'vary'])
        expect(response.headers()[header], `${path}: ${header}`).toBe(unknown.headers()[header]);
      const html = await response.text();
      expect(html, path).toContain('У нас нет такой страницы');
      expect(html, path).toContain(`<meta name="description" content="Page Not Found: ${path}"`);
      expect(html, `${path}: in the layout`).toMatch(/<header[\s\S]*<footer/);
    }
    for (const path of ['/static/js/no-such-chunk.js', '/no-such-chunk.js', '/no-such-picture.png']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toBe('text/plain; charset=utf-8');
      expect(await response.text(), path).toBe('Not found');
    }
    for (const path of ['/favicon.svg', '/robots.txt', '/remotes.json'])
      expect((await request.get(path)).status(), path).toBe(200);
  });

  test('a public page may be kept by a CDN, whoever asks; a kept one answers 304 to its ETag', async ({
    request,
  }) => {
    const anonymous = await request.get('/moscow');
    expect(anonymous.headers()['cache-control']).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
    // The page the server keeps for a few seconds has its ETag (a first render is streamed before it is known).
    const kept = await request.get('/moscow');
    expect(kept.headers().etag).toBeTruthy();
    const again = await request.get('/moscow', { headers: { 'if-none-match': kept.headers().etag ?? '' } });
    expect(again.status()).toBe(304);
    const withSession = await request.get('/moscow', {
      headers: { cookie: 'access_token=someone; signed_in=1' },
    });
    expect(withSession.headers()['cache-control']).toBe(anonymous.headers()['cache-control']);
  });
});

test.describe('server rendering: without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages read and link like a website', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Куда сходить в твоём городе');
    await page.locator('#cities a[data-city="kazan"]').click();
    await expect(page).toHaveURL(`${HOST_URL}/kazan`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Казан');
    await page.getByRole('link', { name: 'Вся афиша' }).first().click();
    await expect(page).toHaveURL(`${HOST_URL}/kazan/events`);
    const firstEvent = page.locator('a[data-event]').first();
    const title = (await firstEvent.locator('h3').textContent())?.trim() ?? '';
    await firstEvent.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('time[datetime]').first()).toBeAttached();
  });

  test('an event page shows no placeholder of a remote slot, which can never load without JavaScript', async ({
    page,
  }) => {
    const { slug } = await eventWithGallery();
    await page.goto(`/moscow/events/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The slots are in the page (the dating block, the premium banner), and hidden with their shimmer.
    expect(await page.locator('[data-remote-slot]').count()).toBeGreaterThan(0);
    await expect(page.locator('[data-remote-slot]').first()).toBeHidden();
    const shimmers = page.locator('.kaver-shimmer');
    for (let index = 0; index < (await shimmers.count()); index += 1)
      await expect(shimmers.nth(index)).toBeHidden();
  });
});

/** Opens a page and collects what the browser reports: hydration mismatches are console errors in React 19. */
async function openAndListen(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(path, { waitUntil: 'networkidle' });
  return problems;
}

test.describe('server rendering: hydration', () => {
  test('every public page kind hydrates without a warning or an error', async ({ page }) => {
    // About twenty pages, each waited for until the network is quiet.
    test.setTimeout(360_000);
    for (const { kind, path } of await pageKinds()) {
      const problems = await openAndListen(page, path);
      expect(problems, kind).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });

  test('after hydration navigation stays in the browser and fetches no page again', async ({ page }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto('/moscow', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Вся афиша' }).first().click();
    await expect(page).toHaveURL(`${HOST_URL}/moscow/events`);
    await expect(page.getByTestId('events-count')).toBeVisible();
    expect(documents).toEqual([`${HOST_URL}/moscow`]);
  });
});
