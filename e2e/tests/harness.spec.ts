import { expect, test } from '@playwright/test';
import { API_URL, PORTS } from '../support/ports';

/**
 * Every remote runs alone for QA: its standalone harness (the remote's own origin) mounts each exposed parcel
 * with a stand-in host against the real API. Each parcel must render something and not crash.
 */
const REMOTES = [
  { name: 'mf_catalog', port: PORTS.mf_catalog },
  { name: 'mf_auth', port: PORTS.mf_auth },
  { name: 'mf_dating_subscription', port: PORTS.mf_dating_subscription },
  { name: 'mf_onboarding', port: PORTS.mf_onboarding },
] as const;

for (const remote of REMOTES) {
  test(`${remote.name}: the standalone harness renders every exposed parcel`, async ({ page }) => {
    const base = `http://localhost:${remote.port}/`;
    await page.goto(`${base}?api=${encodeURIComponent(API_URL)}`);
    await expect(page.getByRole('heading', { name: remote.name })).toBeVisible();
    const ids = await page.getByRole('navigation', { name: 'Парселы' }).locator('small').allTextContents();
    // At least one entry per exposed parcel (some are listed twice, with other example routes).
    const manifest = (await (await fetch(`${base}mf-manifest.json`)).json()) as { exposes: unknown[] };
    expect(manifest.exposes.length).toBeGreaterThan(0);
    expect(ids.length).toBeGreaterThanOrEqual(manifest.exposes.length);

    for (const id of ids) {
      await page.goto(`${base}?parcel=${id}&api=${encodeURIComponent(API_URL)}`);
      const stage = page.getByTestId('harness-stage');
      // Mounted: the parcel put content on the stage (a page, a block or a dialog of a modal).
      await expect
        .poll(async () => (await stage.textContent())?.trim().length ?? 0, {
          message: `${id} renders`,
          timeout: 15_000,
        })
        .toBeGreaterThan(0);
      await expect(stage.getByText(/Не удалось показать раздел/), `${id} does not crash`).toHaveCount(0);
    }
  });
}

test('the harness says what in its address it could not do, instead of silently doing something else', async ({
  page,
}) => {
  const base = `http://localhost:${PORTS.mf_catalog}/`;
  await page.goto(`${base}?parcel=no-such-parcel&api=localhost:4000`);
  const notes = page.getByTestId('harness-note');
  await expect(notes).toHaveCount(2);
  await expect(notes.first()).toContainText('Парсела «no-such-parcel» у этого ремоута нет');
  await expect(notes.last()).toContainText('?api=localhost:4000 — не адрес http:// или https://');
  await page.goto(`${base}?api=${encodeURIComponent(API_URL)}`);
  await expect(page.getByRole('heading', { name: 'mf_catalog' })).toBeVisible();
  await expect(notes).toHaveCount(0);
});
