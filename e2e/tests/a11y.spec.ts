import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { eventWithGallery, PAGE_KINDS, seededSlugs } from './catalog-support';

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
