import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { headerCity, headerLogin } from '../support/header';
import { API_URL } from '../support/ports';
import { eventWithGallery, PAGE_KINDS, seededSlugs } from './catalog-support';

/** WCAG 2.2's least target size (2.5.8), in CSS px. */
const TARGET_PX = 24;

/** Every page kind: no serious or critical findings. */
const SERIOUS = new Set(['serious', 'critical']);
/** The main page kinds (issue 23): no finding of any impact, minor and moderate ones (heading order) included. */
const MAIN_KINDS = new Set(['home', 'city', 'events', 'event', 'places', 'place', 'blog']);

/**
 * The page's axe findings of the given impacts (all when none are given), each as 'rule (impact): target'. The
 * visible-label rule is still experimental in axe and off by default; it is the one that caught the gallery
 * button, so it runs too.
 */
async function findings(page: Page, { impacts, include }: { impacts?: Set<string>; include?: string } = {}) {
  const builder = new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => !impacts || impacts.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    );
}

const seriousFindings = (page: Page, include?: string) => findings(page, { impacts: SERIOUS, include });

/** Opens a page and lets it settle: its first heading shown, the browser's requests over (or 5 s passed). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
}

/**
 * Standalone links and buttons under `within` that a finger misses: less than 24 px tall (each line of a link
 * that wraps) or wide, not all theirs where a tap at their centre, 11 px above or below it lands, or overlapping
 * another such target. Each as 'text (width × height): why'.
 */
async function smallTargets(page: Page, within: string): Promise<string[]> {
  return page.locator(within).evaluateAll((roots, least) => {
    const targets = roots.flatMap((root) => [
      ...root.querySelectorAll<HTMLElement>('a[href], button, [role="tab"]'),
    ]);
    return targets.flatMap((target, n) => {
      // Looked at on the screen (a tap cannot land off it), with every target where it then is.
      target.scrollIntoView({ block: 'center' });
      const lines = targets.map((each) => [...each.getClientRects()]);
      const why: string[] = [];
      const own = lines[n] ?? [];
      if (Math.max(...own.map((line) => line.width)) < least) why.push('narrower than 24 px');
      for (const line of own) {
        if (line.height < least) why.push(`a line ${Math.round(line.height)} px tall`);
        const x = line.left + line.width / 2;
        for (const dy of [-11, 0, 11]) {
          const hit = document.elementFromPoint(x, line.top + line.height / 2 + dy);
          if (!hit || !target.contains(hit)) why.push(`a tap ${dy} px off its middle lands elsewhere`);
        }
        lines.forEach((others, m) => {
          const other = targets[m] as HTMLElement;
          if (m === n || target.contains(other) || other.contains(target)) return;
          const overlaps = others.some(
            (box) =>
              box.left < line.right &&
              line.left < box.right &&
              box.top < line.bottom &&
              line.top < box.bottom,
          );
          if (overlaps) why.push(`overlaps «${other.textContent?.trim()}»`);
        });
      }
      const box = target.getBoundingClientRect();
      const name = `${(target.getAttribute('aria-label') ?? target.textContent ?? '').trim()} (${Math.round(box.width)} × ${Math.round(box.height)})`;
      return why.length > 0 ? [`${name}: ${[...new Set(why)].join(', ')}`] : [];
    });
  }, TARGET_PX);
}

test.describe('accessibility: axe on every public page kind', () => {
  const kinds = [...PAGE_KINDS, { kind: '404 page', path: () => '/no/such/page' }];
  for (const { kind, path } of kinds) {
    const main = MAIN_KINDS.has(kind);
    test(`${kind}: no ${main ? '' : 'serious or critical '}violations`, async ({ page }) => {
      await open(page, path(await seededSlugs()));
      expect(await findings(page, { impacts: main ? undefined : SERIOUS })).toEqual([]);
    });
  }

  test('the dialogs of an event page: gallery and share', async ({ page }) => {
    const event = await eventWithGallery();
    await open(page, `/moscow/events/${event.slug}`);
    await page.getByRole('button', { name: /^Открыть галерею, \d+ фото$/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousFindings(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('share-button').click();
    await expect(page.getByRole('dialog', { name: 'Хочу поделиться через' })).toBeVisible();
    expect(await seriousFindings(page, '[role="dialog"]')).toEqual([]);
  });

  test('a phone: the events page and its filters sheet', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/moscow/events?price=free');
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByTestId('filters-toggle').click();
    await expect(page.getByRole('dialog', { name: 'Фильтры' })).toBeVisible();
    expect(await seriousFindings(page, '[role="dialog"]')).toEqual([]);
  });
});

/**
 * The shell's header on phones and on a desktop: it is sticky, so its height, its tab order and the focus rings in
 * it decide what a keyboard user sees. The layout is the anonymous one (the widest: «Войти» rather than an avatar).
 */
test.describe('accessibility: the sticky header', () => {
  /** A page with the header settled: the app started and «Войти» in place of the session's skeleton. */
  async function openWithHeader(page: Page, path: string, width: number, height = 740) {
    await page.setViewportSize({ width, height });
    await open(page, path);
    await expect(headerLogin(page)).toBeVisible();
  }

  for (const width of [320, 360, 412]) {
    test(`${width} px: logo, city, search and «Войти» in one row over the sections, nothing overflows or is cut, targets 40 px and more`, async ({
      page,
    }) => {
      await openWithHeader(page, '/moscow/events', width);
      const layout = await page.locator('header').evaluate((header) => {
        const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
        const row = [
          header.querySelector('a[href="/"]'),
          header.querySelector('a[title="Сменить город"]'),
          header.querySelector('a[href$="/search"]'),
          header.querySelector('a[href="#login"]'),
        ].map((element) => box(element as Element));
        const nav = header.querySelector('nav') as HTMLElement;
        // Everything but the sections (a scroller of its own) and the visually hidden names of icons shows all of
        // itself: no content wider or taller than its box.
        const cut = [...header.querySelectorAll('*')]
          .filter((element) => !nav.contains(element) && box(element).width > 1)
          .filter(
            (element) =>
              element.scrollWidth > element.clientWidth + 1 ||
              element.scrollHeight > element.clientHeight + 1,
          )
          .map((element) => element.outerHTML.slice(0, 80));
        const outside = [...header.querySelectorAll('a, nav')]
          .filter((element) => !nav.contains(element) || element === nav)
          .filter((element) => box(element).left < 0 || box(element).right > window.innerWidth + 0.5)
          .map((element) => element.textContent);
        return {
          header: box(header),
          row,
          nav: box(nav),
          cut,
          outside,
          pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          targets: [...header.querySelectorAll('a')]
            .filter((link) => !nav.contains(link))
            .map((link) => ({ name: link.textContent || link.getAttribute('aria-label'), ...box(link) }))
            .filter((target) => target.width < 40 || target.height < 40)
            .map((target) => `${target.name}: ${Math.round(target.width)}×${Math.round(target.height)}`),
        };
      });
      // One row: every item's top above the sections' top and the row's items side by side.
      for (const item of layout.row) expect(item.bottom).toBeLessThanOrEqual(layout.nav.top + 0.5);
      expect(layout.header.height).toBeLessThanOrEqual(110);
      expect(layout.cut).toEqual([]);
      expect(layout.outside).toEqual([]);
      expect(layout.pageOverflow).toBe(0);
      expect(layout.targets).toEqual([]);
    });
  }

  for (const width of [320, 360]) {
    test(`${width} px: every city name in the chip wraps only at its spaces and hyphens, never inside a word`, async ({
      page,
      request,
    }) => {
      const cities = (await (await request.get(`${API_URL}/kaver/web/v1/cities`)).json()) as {
        alias: string;
      }[];
      expect(cities.length).toBeGreaterThan(20);
      await page.setViewportSize({ width, height: 740 });
      const broken: string[] = [];
      for (const { alias } of cities) {
        // The server's page is enough: the chip is in its HTML.
        await page.goto(`/${alias}`, { waitUntil: 'domcontentloaded' });
        const split = await headerCity(page).evaluate((chip) => {
          const text = [...chip.childNodes].find(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          );
          if (!text?.textContent) return ['no name'];
          const lines = (start: number, end: number) => {
            const range = document.createRange();
            range.setStart(text, start);
            range.setEnd(text, end);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          };
          return [...text.textContent.matchAll(/[^\s-]+/g)]
            .filter((word) => lines(word.index, word.index + word[0].length) > 1)
            .map((word) => word[0]);
        });
        broken.push(...split.map((word) => `${alias}: ${word}`));
      }
      expect(broken).toEqual([]);
    });
  }

  test('1280 px: the header is one row of 64 px or so, sections between the city and search', async ({
    page,
  }) => {
    await openWithHeader(page, '/moscow/events', 1280);
    const header = page.locator('header');
    const box = (await header.boundingBox()) as { height: number };
    expect(box.height).toBeLessThanOrEqual(66);
    const city = (await headerCity(page).boundingBox()) as { x: number };
    const firstSection = (await header.getByRole('link', { name: 'Афиша' }).boundingBox()) as { x: number };
    const search = (await header.getByRole('link', { name: 'Поиск' }).boundingBox()) as { x: number };
    expect(firstSection.x).toBeGreaterThan(city.x);
    expect(search.x).toBeGreaterThan(firstSection.x);
  });

  for (const width of [360, 1280]) {
    test(`${width} px: the focus ring of every section link is shown whole, not clipped by the sections' scroller`, async ({
      page,
    }) => {
      await openWithHeader(page, '/moscow/events', width);
      const nav = page.getByRole('navigation', { name: 'Разделы' });
      const clipped: string[] = [];
      for (const link of await nav.getByRole('link').all()) {
        await link.focus();
        const ring = await link.evaluate((element) => {
          const style = getComputedStyle(element);
          const reach = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
          const box = element.getBoundingClientRect();
          // The scroller clips at its padding box: its box less its borders (it has none).
          const clip = (element.closest('nav') as HTMLElement).getBoundingClientRect();
          return {
            name: element.textContent,
            visible: style.outlineStyle !== 'none' && reach > 0,
            inside:
              box.left - reach >= clip.left - 0.5 &&
              box.right + reach <= clip.right + 0.5 &&
              box.top - reach >= clip.top - 0.5 &&
              box.bottom + reach <= clip.bottom + 0.5,
          };
        });
        if (!ring.visible || !ring.inside) clipped.push(`${ring.name}: ${JSON.stringify(ring)}`);
      }
      expect(clipped).toEqual([]);
    });
  }

  const pages = [
    { kind: 'events', path: async () => '/moscow/events' },
    { kind: 'event', path: async () => `/moscow/events/${(await seededSlugs()).event}` },
    { kind: 'places', path: async () => '/moscow/places' },
    { kind: 'city', path: async () => '/moscow' },
    { kind: 'article', path: async () => `/blog/${(await seededSlugs()).article}` },
  ];
  for (const { kind, path } of pages) {
    test(`360 px, ${kind}: Shift+Tab from the footer up to the header never leaves focus or its ring under the header`, async ({
      page,
    }) => {
      test.slow();
      await openWithHeader(page, await path(), 360);
      await page.locator('footer a').last().focus();
      const hidden: string[] = [];
      let visited = 0;
      for (let step = 0; step < 250; step++) {
        await page.keyboard.press('Shift+Tab');
        const focus = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          const header = document.querySelector('header') as HTMLElement;
          if (!element || element === document.body || header.contains(element)) return null;
          // What sits in a layer of its own (fixed or sticky) does not scroll under the header.
          for (let node: HTMLElement | null = element; node; node = node.parentElement) {
            if (['fixed', 'sticky'].includes(getComputedStyle(node).position)) return { skip: true };
          }
          const box = element.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) return { skip: true };
          // The element and its focus ring (outline plus offset, outside the box).
          const style = getComputedStyle(element);
          const ring =
            style.outlineStyle === 'none'
              ? 0
              : Math.max(0, Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset));
          const name = (element.textContent || element.getAttribute('aria-label') || element.tagName).trim();
          return {
            skip: false,
            name: name.slice(0, 40),
            top: box.top - ring,
            headerBottom: header.getBoundingClientRect().bottom,
          };
        });
        if (!focus) break;
        visited++;
        if (
          !focus.skip &&
          focus.top !== undefined &&
          focus.headerBottom !== undefined &&
          focus.top < focus.headerBottom - 0.5
        ) {
          hidden.push(
            `${focus.name}: top ${Math.round(focus.top)}, header to ${Math.round(focus.headerBottom)}`,
          );
        }
      }
      expect(visited).toBeGreaterThan(5);
      expect(hidden).toEqual([]);
    });
  }

  for (const width of [360, 1280]) {
    test(`${width} px: Tab goes through the header in the order it is seen, row by row`, async ({ page }) => {
      await openWithHeader(page, '/moscow/events', width);
      await page.locator('body').evaluate((body) => {
        body.setAttribute('tabindex', '-1');
        body.focus();
        body.removeAttribute('tabindex');
      });
      const tabbed: { name: string; x: number; y: number }[] = [];
      for (let step = 0; step < 20; step++) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          if (!element.closest('header')) return null;
          const box = element.getBoundingClientRect();
          const name = element.getAttribute('aria-label') || element.textContent || '';
          return { name: name.trim(), x: box.left, y: box.top + box.height / 2 };
        });
        if (!focus) break;
        tabbed.push(focus);
      }
      // Seen order: by rows (centres within 12 px of each other are one row), then left to right.
      const seen = [...tabbed].sort((a, b) => (Math.abs(a.y - b.y) > 12 ? a.y - b.y : a.x - b.x));
      expect(tabbed.length).toBeGreaterThanOrEqual(8);
      expect(tabbed.map((item) => item.name)).toEqual(seen.map((item) => item.name));
    });
  }
});

test.describe('accessibility: targets a finger can hit on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('an event: breadcrumbs, its place, the gallery dots', async ({ page }) => {
    const { event } = await seededSlugs();
    await open(page, `/moscow/events/${event}`);
    const view = page.getByTestId('event-page');
    await expect(view.locator('dd a[href^="/moscow/places/"]')).toBeVisible();
    const found = await smallTargets(
      page,
      '[data-testid="event-page"] nav[aria-label="Навигационная цепочка"], [data-testid="event-page"] dl',
    );
    await view.getByRole('button', { name: /^Открыть галерею, \d+ фото$/ }).click();
    await expect(page.getByRole('tab', { name: 'Фото 1' })).toBeVisible();
    found.push(...(await smallTargets(page, '[role="dialog"] [role="tablist"]')));
    expect(found).toEqual([]);
  });

  test('a place: breadcrumbs, «на карте», the phone', async ({ page }) => {
    const { place } = await seededSlugs();
    await open(page, `/moscow/places/${place}`);
    const facts = page.getByTestId('place-page').locator('dl');
    await expect(facts.getByRole('link', { name: 'на карте' })).toBeVisible();
    await expect(facts.locator('a[href^="tel:"]')).toBeVisible();
    expect(
      await smallTargets(
        page,
        '[data-testid="place-page"] nav[aria-label="Навигационная цепочка"], [data-testid="place-page"] dl',
      ),
    ).toEqual([]);
  });

  test('the places list: «Адреса на карте»', async ({ page }) => {
    await open(page, '/moscow/places');
    const fallback = page.getByTestId('places-map-fallback');
    await expect(fallback.getByRole('listitem').first()).toBeVisible();
    // The list scrolls in its box: each link is looked at where it shows.
    expect(await smallTargets(page, '[data-testid="places-map-fallback"] ul')).toEqual([]);
  });
});

/**
 * Lists of links in a text (an article's events, a document's other documents): each link a line of the text, as
 * tall as a finger needs (issue: 17 px, the height of their letters), on the narrowest phone and a desktop.
 */
test.describe('accessibility: links listed in a text, on a 320 px phone and a desktop', () => {
  for (const width of [320, 1280]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 740 } });

      test("the weekend article's events", async ({ page }) => {
        await open(page, '/blog/moscow-weekend');
        const lists = '[data-testid="article-page"] ul:has(> li > a[href^="/moscow/events/"])';
        await expect(page.locator(lists).first()).toBeVisible();
        expect(await smallTargets(page, lists)).toEqual([]);
      });

      test("a document's other documents", async ({ page }) => {
        await open(page, '/documents/politika-konfidentsialnosti');
        const others = page.getByRole('navigation', { name: 'Другие документы' });
        await expect(others.getByRole('link').first()).toBeVisible();
        expect(await smallTargets(page, 'nav[aria-label="Другие документы"] ul')).toEqual([]);
      });
    });
  }
});
