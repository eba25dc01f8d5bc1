import { expect, type Page, test } from '@playwright/test';
import { API_URL } from '../support/ports';
import { api, eventWithGallery } from './catalog-support';

/**
 * Every page kind of the catalog, rendered by the host's server: its text and head are in the first HTML (what a
 * crawler that runs no JavaScript reads), and the browser hydrates it without a single console error or warning.
 */
interface PageKind {
  kind: string;
  path: () => Promise<string>;
  /** Event and place pages also carry their structured data and machine-readable dates. */
  detail?: 'Event' | 'Place';
}

const firstSlug = async (path: string) => (await api<{ items: { slug: string }[] }>(path)).items[0]!.slug;

const KINDS: PageKind[] = [
  { kind: 'home', path: async () => '/' },
  { kind: 'city', path: async () => '/moscow' },
  { kind: 'events with filters', path: async () => '/moscow/events?date=weekend&page=1' },
  { kind: 'events, page 2', path: async () => '/moscow/events?page=2' },
  {
    kind: 'event',
    path: async () => `/moscow/events/${(await eventWithGallery()).slug}`,
    detail: 'Event',
  },
  { kind: 'listing', path: async () => '/moscow/events/listings/concerts/concerts/weekend' },
  { kind: 'list', path: async () => '/moscow/events/lists/besplatno' },
  { kind: 'places', path: async () => '/moscow/places?category=bar' },
  {
    kind: 'place',
    path: async () => `/moscow/places/${await firstSlug('/places?city=moscow&per_page=1')}`,
    detail: 'Place',
  },
  { kind: 'blog', path: async () => '/blog' },
  { kind: 'city blog', path: async () => '/moscow/blog' },
  { kind: 'article', path: async () => `/blog/${await firstSlug('/articles?per_page=1')}` },
  { kind: 'city weekend', path: async () => '/blog/moscow-weekend' },
  { kind: 'guide', path: async () => `/guides/${await firstSlug('/guides?per_page=1')}` },
  { kind: 'suggestion', path: async () => '/suggestions/1' },
  { kind: 'search', path: async () => `/moscow/search?q=${encodeURIComponent('бар')}` },
  { kind: 'documents', path: async () => '/documents' },
  { kind: 'document', path: async () => '/documents/politika-konfidentsialnosti' },
  { kind: 'about', path: async () => '/about' },
  { kind: 'events bot', path: async () => '/events-bot' },
  { kind: 'playground', path: async () => '/playground' },
  { kind: 'moodboard', path: async () => '/moodboard' },
];

/** Every console error or warning and every uncaught error of a page, as text. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();

test.describe('catalog: every page kind rendered on the server', () => {
  for (const { kind, path, detail } of KINDS) {
    test(`${kind}: content and head in the first HTML, hydrated without errors`, async ({
      page,
      request,
    }) => {
      const url = await path();
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const headings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1]!));
      expect(headings, 'exactly one h1').toHaveLength(1);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<link rel="canonical" href="http[^"]+"/);
      expect(html, 'the page renders its content, not its loading state').not.toContain(
        'data-testid="page-skeleton"',
      );
      if (detail) {
        expect(html).toContain(`"@type":"${detail}"`);
        expect(html).toMatch(/<time dateTime="[^"]+"/i);
      }
      const preload = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)"/.exec(html);
      if (preload) {
        // The preloaded picture is the one the page shows first, fetched with the same priority, never lazily.
        const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
        const lead = images.filter((image) => image.includes(`src="${preload[1]}"`));
        expect(lead.length, 'the preloaded picture is on the page').toBeGreaterThan(0);
        expect(
          lead.some((image) => /fetchpriority="high"/i.test(image) && !/loading="lazy"/.test(image)),
        ).toBe(true);
      }

      const problems = watchConsole(page);
      const refetched: string[] = [];
      page.on('request', (sent) => {
        // What the page shows came with the HTML; only the dating block (personal, never rendered on the server)
        // asks the API for its own data.
        if (sent.url().startsWith(`${API_URL}/kaver/`) && !/\/profiles(\?|$)/.test(sent.url()))
          refetched.push(sent.url());
      });
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      expect(refetched, 'nothing the HTML holds is asked for again').toEqual([]);
      // After hydration the server's h1 is still the one on screen.
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(headings[0]!);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('catalog: the first picture on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

  // The preload and the <picture> must choose the same file, or the phone fetches the lead picture twice.
  for (const path of ['/', '/moscow', '/blog', '/moscow/events', '/moodboard']) {
    test(`${path}: the preloaded rendition is the one the page shows, fetched once`, async ({ page }) => {
      const pictures: string[] = [];
      page.on('request', (sent) => {
        if (/\/media\//.test(sent.url())) pictures.push(sent.url());
      });
      await page.goto(path);
      const lead = page.locator('img[fetchpriority="high"]');
      await expect(lead).toHaveJSProperty('complete', true);
      const shown = await lead.evaluate((image) => (image as HTMLImageElement).currentSrc);
      const picture = shown.replace(/\/\d+x\d+\.\w+$/, '/');
      expect(pictures.filter((url) => url.startsWith(picture))).toEqual([shown]);
    });
  }

  test('/moodboard: the tiles keep their shapes, and each picture has the pixels its tile shows', async ({
    page,
  }) => {
    await page.goto('/moodboard');
    const tiles = page.getByTestId('moodboard').locator('img');
    // The first row: a tall tile (3:4), then a wide one (4:3).
    for (const index of [0, 1]) await expect(tiles.nth(index)).toHaveJSProperty('complete', true);
    const shown = await tiles.evaluateAll((images) =>
      images.slice(0, 2).map((element) => {
        const image = element as HTMLImageElement;
        const box = image.getBoundingClientRect();
        // The file's own pixels, from its name ('…/960x640.avif'): naturalWidth is scaled by the srcset's density.
        const [, width, height] = /(\d+)x(\d+)\.\w+$/.exec(image.currentSrc)!.map(Number);
        // object-fit: cover scales the file to fill the box: device pixels per pixel of the file.
        const scale = Math.max(box.width / width!, box.height / height!);
        return {
          heightToWidth: box.height / box.width,
          devicePixelsPerPixel: scale * window.devicePixelRatio,
        };
      }),
    );
    expect(shown[0]!.heightToWidth).toBeCloseTo(4 / 3, 1);
    expect(shown[1]!.heightToWidth).toBeCloseTo(3 / 4, 1);
    for (const tile of shown) expect(tile.devicePixelsPerPixel).toBeLessThanOrEqual(1);
  });
});
