import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PORTS, sparePort } from '../support/ports';
import { copyDist, distOf, type StaticServer, serveDist } from '../support/stack';

/**
 * Each test serves its own copy of the built host on a spare port, with its own remotes.json, exactly as a
 * deploy would edit the map without rebuilding the host.
 */
function hostWithRemotes(remotes: Record<string, string>) {
  const copy = copyDist('host');
  writeFileSync(path.join(copy.dir, 'remotes.json'), JSON.stringify(remotes));
  return copy;
}

test.describe('run-time federation', () => {
  let servers: StaticServer[] = [];
  let removals: Array<() => void> = [];

  test.afterEach(async () => {
    await Promise.all(servers.map((server) => server.close().catch(() => undefined)));
    for (const remove of removals) remove();
    servers = [];
    removals = [];
  });

  test('a remote served from another URL through the remotes map loads without rebuilding the host', async ({
    page,
  }) => {
    const host = hostWithRemotes({ mf_catalog: `http://localhost:${sparePort(11)}/mf-manifest.json` });
    removals.push(host.remove);
    servers.push(
      await serveDist(host.dir, sparePort(10), true),
      await serveDist(distOf('mf-catalog'), sparePort(11)),
    );
    const fromNewUrl: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://localhost:${sparePort(11)}/`)) fromNewUrl.push(request.url());
    });
    await page.goto(`http://localhost:${sparePort(10)}/`);
    await expect(page.locator('#cities a[data-city="moscow"]')).toBeVisible();
    expect(fromNewUrl.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromNewUrl.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  });

  test('with the catalog down the shell still renders with a fallback and recovers on retry', async ({
    page,
  }) => {
    const host = hostWithRemotes({ mf_catalog: `http://localhost:${sparePort(21)}/mf-manifest.json` });
    removals.push(host.remove);
    servers.push(await serveDist(host.dir, sparePort(20), true));

    await page.goto(`http://localhost:${sparePort(20)}/`);
    const fallback = page.locator('[data-remote-fallback]');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback.getByRole('heading')).toHaveText('Раздел «Афиша» сейчас недоступен');
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.getByTestId('header-login')).toBeVisible();

    servers.push(await serveDist(distOf('mf-catalog'), sparePort(21)));
    await fallback.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.locator('#cities a[data-city="moscow"]')).toBeVisible({ timeout: 20_000 });
    await expect(fallback).toHaveCount(0);
  });

  test('a changed build id reloads the page on the next navigation', async ({ page }) => {
    const host = hostWithRemotes({ mf_catalog: `http://localhost:${PORTS.mf_catalog}/mf-manifest.json` });
    removals.push(host.remove);
    const config = JSON.parse(
      (await import('node:fs')).readFileSync(path.join(host.dir, 'config.json'), 'utf8'),
    ) as Record<string, unknown>;
    writeFileSync(
      path.join(host.dir, 'config.json'),
      JSON.stringify({ ...config, buildPollIntervalMs: 300 }),
    );
    servers.push(await serveDist(host.dir, sparePort(30), true));

    await page.goto(`http://localhost:${sparePort(30)}/`);
    await expect(page.locator('#cities')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'before';
    });
    // Same build: navigation stays on the client.
    await page.locator('footer').getByRole('link', { name: 'О проекте' }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('before');

    // A deploy: the next navigation loads the page from the server.
    writeFileSync(path.join(host.dir, 'latest-build.json'), JSON.stringify({ id: 'a-newer-build' }));
    await page.waitForResponse((response) => response.url().endsWith('/latest-build.json'));
    await page.waitForTimeout(400);
    await page.locator('footer').getByRole('link', { name: 'Все документы' }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { marker?: string }).marker ?? 'reloaded'))
      .toBe('reloaded');
  });

  test('a remote built against another major of the contracts is refused with the fallback', async ({
    page,
  }) => {
    // What a build of the catalog against @kaver/shared-contracts 2.x declares in its entry.
    const catalog = copyDist('mf-catalog');
    removals.push(catalog.remove);
    const entry = path.join(catalog.dir, 'remoteEntry.js');
    const built = readFileSync(entry, 'utf8');
    const against2 = built
      .replaceAll('"@kaver/shared-contracts","1.0.0"', '"@kaver/shared-contracts","2.0.0"')
      .replaceAll('"@kaver/shared-contracts/listings","1.0.0"', '"@kaver/shared-contracts/listings","2.0.0"')
      .replaceAll('requiredVersion:"^1.0.0"', 'requiredVersion:"^2.0.0"');
    expect(against2).not.toBe(built);
    writeFileSync(entry, against2);

    const host = hostWithRemotes({ mf_catalog: `http://localhost:${sparePort(41)}/mf-manifest.json` });
    removals.push(host.remove);
    servers.push(await serveDist(host.dir, sparePort(40), true), await serveDist(catalog.dir, sparePort(41)));
    await page.goto(`http://localhost:${sparePort(40)}/`);
    const fallback = page.locator('[data-remote-fallback="incompatible"]');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback.getByRole('heading')).toHaveText('Раздел «Афиша» сейчас недоступен');
    await expect(page.locator('#cities')).toHaveCount(0);
    await expect(page.locator('header')).toBeVisible();
  });

  test('React, react-dom, effector and the contracts load once on a page', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#cities a[data-city="moscow"]')).toBeVisible();
    const loaded = await page.evaluate(() => {
      type ShareEntry = { loaded?: boolean; loading?: unknown; from: string };
      const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, unknown> } })
        .__FEDERATION__;
      const result: Record<string, string[]> = {};
      for (const scopes of Object.values(federation.__SHARE__) as Array<
        Record<string, Record<string, Record<string, ShareEntry>>>
      >) {
        for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded || entry.loading)
              result[pkg] = [...new Set([...(result[pkg] ?? []), `${version}@${entry.from}`])];
          }
        }
      }
      return result;
    });
    for (const pkg of ['react', 'react-dom', 'effector', 'effector-react', '@kaver/shared-contracts']) {
      expect(loaded[pkg], `${pkg} loaded exactly once`).toHaveLength(1);
      expect(loaded[pkg]?.[0]).toMatch(/@host$/);
    }
  });
});
