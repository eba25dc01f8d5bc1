import { expect, type Page, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { jsonLdOf, trailOf } from '../support/json-ld';
import { API_URL, HOST_URL } from '../support/ports';
import { api, eventWithGallery } from './catalog-support';

/**
 * What search engines and previews read of the catalog's pages beyond their text: one address per event and place,
 * machine dates that say what the words say, the same HTML for the same data; and an event that cannot load.
 */

interface Slugged {
  id: number;
  slug: string;
}

const first = async (path: string) => (await api<{ items: Slugged[] }>(path)).items[0]!;

test.describe('catalog SEO: an event or a place reached by its id', () => {
  test('names its own address, the slug’s, in its canonical link, og:url and structured data', async ({
    request,
  }) => {
    const event = await first('/events?city=moscow&per_page=1');
    const place = await first('/places?city=moscow&per_page=1');
    const reached: [string, string, 'Event' | 'Place'][] = [
      [`/moscow/events/${event.id}`, `/moscow/events/${event.slug}`, 'Event'],
      [`/moscow/events/00${event.id}`, `/moscow/events/${event.slug}`, 'Event'],
      [`/moscow/places/${place.id}`, `/moscow/places/${place.slug}`, 'Place'],
    ];
    for (const [path, own, type] of reached) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const url = `${HOST_URL}${own}`;
      expect(html, path).toContain(`<link rel="canonical" href="${url}" />`);
      expect(html, path).toContain(`<meta property="og:url" content="${url}" />`);
      const entity = jsonLdOf(html).find((data) => data['@type'] === type)!;
      expect(entity.url, path).toBe(url);
      if (type === 'Event') expect((entity.offers as { url: string }).url, path).toBe(url);
      expect(trailOf(html).at(-1)?.[1], path).toBe(url);
    }
  });
});

const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/**
 * The day a date's words name, as 'YYYY-MM-DD': the first day, month and year of '21 ноября 2026, 19:00',
 * '21–23 ноября 2026', '28 декабря 2026 – 5 января 2027', and the day after «до» of 'до 9 января 2027'.
 */
function dayOf(words: string): string {
  const match = /(\d{1,2})(?:–\d{1,2})? ([а-я]+)[^\d]*?(?:\d{1,2} [а-я]+ )?(\d{4})/.exec(
    words.replace(/^до /, ''),
  );
  if (!match) throw new Error(`no date in «${words}»`);
  const month = MONTHS.indexOf(match[2]!) + 1;
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
}

/** Every date of a page in <time datetime> (not a place's hours) as [the machine's day, the words' day, the words]. */
function datesOf(html: string): [string, string, string][] {
  return [...html.matchAll(/<time dateTime="(\d{4}-\d\d-\d\d)T[^"]*">([^<]+)<\/time>/g)].map(
    ([, day, words]) => [day!, dayOf(words!), words!],
  );
}

test.describe('catalog SEO: dates in <time datetime>', () => {
  test('an event’s <time> holds the moment its words name: the end of a run that reads «до …»', async ({
    request,
  }) => {
    const event = await eventWithGallery();
    const pages = [
      '/moscow',
      `/moscow/events/${event.slug}`,
      '/blog/moscow-weekend',
      '/moscow/events?past=1',
    ];
    let until = 0;
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      const dates = datesOf(html);
      expect(dates.length, path).toBeGreaterThan(0);
      for (const [machine, words, text] of dates) expect(machine, `${path}: «${text}»`).toBe(words);
      until += dates.filter(([, , text]) => text.startsWith('до ')).length;
    }
    // The seed has exhibitions open for weeks: the pages show some as «до …».
    expect(until).toBeGreaterThan(0);
  });

  test('an article’s publication date is in <time datetime>, on its page and on its cards (Moscow’s day)', async ({
    request,
  }) => {
    const article = await first('/articles?per_page=1');
    const guide = await first('/guides?per_page=1');
    const cards = ['/blog', '/moscow/blog', `/moscow/search?q=${encodeURIComponent('бар')}`];
    // React's text separators apart: '<time …>…</time> · 2 минуты чтения'.
    const textOf = async (path: string) =>
      (await (await request.get(path)).text()).replaceAll('<!-- -->', '');
    for (const path of cards) {
      const html = await textOf(path);
      const articles = html.match(/data-article="/g)?.length ?? 0;
      expect(articles, path).toBeGreaterThan(0);
      const published = [
        ...html.matchAll(/<time dateTime="(\d{4}-\d\d-\d\dT00:00:00\+03:00)">([^<]+)<\/time> · \d+ минут/g),
      ];
      expect(published, path).toHaveLength(articles);
      for (const [, machine, words] of published) expect(machine!.slice(0, 10), path).toBe(dayOf(words!));
    }
    for (const path of [`/blog/${article.slug}`, `/guides/${guide.slug}`, '/blog/moscow-weekend']) {
      const html = await textOf(path);
      const header = /data-testid="article-page"[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
      const [, machine, words] =
        /<time dateTime="(\d{4}-\d\d-\d\dT00:00:00\+03:00)">([^<]+)<\/time> · \d+ минут/.exec(header) ?? [];
      expect(machine, path).toBeDefined();
      expect(machine!.slice(0, 10), path).toBe(dayOf(words!));
    }
  });
});

test.describe('catalog SEO: the same page twice', () => {
  // Past the server's page cache (PAGE_CACHE_SECONDS, 5) and its cache of the API's answers (API_CACHE_SECONDS, 5).
  const LATER_MS = 6_000;

  test('rendered again a few seconds later, is the same HTML, to the byte, and keeps its ETag', async ({
    request,
  }) => {
    test.setTimeout(60_000);
    const event = await eventWithGallery();
    for (const path of ['/moscow', `/moscow/events/${event.slug}`]) {
      const html = await (await request.get(path)).text();
      const etag = (await request.get(path)).headers().etag ?? '';
      await new Promise((resolve) => setTimeout(resolve, LATER_MS));
      expect(await (await request.get(path)).text(), path).toBe(html);
      const kept = await request.get(path, { headers: { 'if-none-match': etag } });
      expect(kept.status(), path).toBe(304);
    }
  });
});

/** Every call of the catalog's API for one event fails: its own, as the browser asks for it. */
async function failEventCalls(page: Page, slug: string, answer: 'abort' | 500) {
  await page.route(`${API_URL}/kaver/web/v1/events/${slug}?**`, (route) =>
    answer === 'abort' ? route.abort() : route.fulfill({ status: 500, body: '{}' }),
  );
}

test.describe('catalog: an event that cannot load', () => {
  for (const [answer, status, heading] of [
    ['abort', '503', 'Нет связи с сервером. Проверь интернет и попробуй ещё раз.'],
    [500, '500', 'Сервер сейчас не отвечает. Попробуй ещё раз через минуту.'],
  ] as const) {
    test(`opened from the events list, the API ${answer === 'abort' ? 'unreachable' : 'failing'}: the error page with ${status} and a way home`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.goto('/moscow/events');
      await appStarted(page);
      const card = page.locator('a[data-event]').first();
      const slug = (await card.getAttribute('data-event'))!;
      await failEventCalls(page, slug, answer);
      await card.click();
      await expect(page).toHaveURL(`${HOST_URL}/moscow/events/${slug}`);
      const error = page.getByTestId('error-page');
      await expect(error).toBeVisible({ timeout: 30_000 });
      await expect(error.getByText(status, { exact: true })).toBeVisible();
      await expect(error.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByTestId('error-state')).toHaveCount(0);
      await expect(page).toHaveTitle(/Ошибка/);

      await error.getByRole('link', { name: 'Вернуться на главную' }).click();
      await expect(page).toHaveURL(`${HOST_URL}/`);
      await expect(page.getByTestId('error-page')).toHaveCount(0);
    });
  }
});
