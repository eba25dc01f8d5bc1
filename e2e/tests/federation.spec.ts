import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { apiProxy } from '../support/api-proxy';
import { appStarted } from '../support/app';
import { headerLogin } from '../support/header';
import { PORTS, remoteUrl, sparePort } from '../support/ports';
import { copyDist, distOf, serveDist, startHost } from '../support/stack';
import { stoppedAfterEachTest } from '../support/test-servers';

/**
 * Each test serves its own copy of the built host on a spare port, with its own remotes.json, exactly as a
 * deploy would edit the map without rebuilding the host.
 */
function hostWithRemotes(remotes: Record<string, string>) {
  const copy = copyDist('host');
  writeFileSync(path.join(copy.dir, 'remotes.json'), JSON.stringify(remotes));
  return copy;
}

/** Writes a built file as a deploy would, with the brotli copy beside it when the build wrote one. */
function writeBuiltFile(file: string, text: string) {
  writeFileSync(file, text);
  if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(text));
}

test.describe('run-time federation', () => {
  const { servers, removals } = stoppedAfterEachTest();

  test('a remote served from another URL through the remotes map loads without rebuilding the host', async ({
    page,
  }) => {
    const host = hostWithRemotes({ mf_catalog: `http://localhost:${sparePort(11)}/mf-manifest.json` });
    removals.push(host.remove);
    servers.push(
      await startHost(host.dir, sparePort(10)),
      await serveDist(distOf('mf-catalog'), sparePort(11)),
    );
    const fromNewUrl: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://localhost:${sparePort(11)}/`)) fromNewUrl.push(request.url());
    });
    await page.goto(`http://localhost:${sparePort(10)}/`);
    await expect(page.locator('#cities a[data-city="moscow"]')).toBeVisible();
    // The page came rendered with the stylesheet the server read in the manifest at the new URL, inline and named
    // by its URL there; the app loads the catalog's remoteEntry.js from there when it starts (the browser's runtime
    // does without the manifest).
    await expect(
      page.locator(`style[data-href^="http://localhost:${sparePort(11)}/static/css/"]`),
    ).not.toHaveCount(0);
    await appStarted(page);
    expect(fromNewUrl.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  });

  test('a remote moved to another URL in remotes.json is rendered and hydrated from there without restarting the host', async ({
    page,
    request,
  }) => {
    const oldOrigin = `http://localhost:${sparePort(91)}`;
    const newOrigin = `http://localhost:${sparePort(92)}`;
    const host = hostWithRemotes({ mf_catalog: `${oldOrigin}/mf-manifest.json` });
    removals.push(host.remove);
    servers.push(
      await startHost(host.dir, sparePort(90)),
      await serveDist(distOf('mf-catalog'), sparePort(91)),
      await serveDist(distOf('mf-catalog'), sparePort(92)),
    );
    const site = `http://localhost:${sparePort(90)}`;
    const scriptSources = (csp: string | undefined) =>
      (csp ?? '').split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';

    const first = await page.goto(`${site}/`);
    expect(scriptSources(first?.headers()['content-security-policy'])).toContain(oldOrigin);
    await expect(page.locator(`style[data-href^="${oldOrigin}/static/css/"]`)).not.toHaveCount(0);
    await appStarted(page);

    // The move: the deploy rewrites the host's remotes.json in place; the running server notices it.
    writeFileSync(
      path.join(host.dir, 'remotes.json'),
      JSON.stringify({ mf_catalog: `${newOrigin}/mf-manifest.json` }),
    );
    // Each of the host's processes (one per core) notices it on its own timer: wait until several answers in a row,
    // whichever process gives them, name the new origin.
    const answersInARow = async () => {
      const sources = [];
      for (let index = 0; index < 6; index += 1) {
        sources.push(scriptSources((await request.get(`${site}/`)).headers()['content-security-policy']));
      }
      return sources.every((source) => source.includes(newOrigin));
    };
    await expect.poll(answersInARow, { timeout: 15_000 }).toBe(true);
    const served = await request.get(`${site}/remotes.json`);
    expect(served.headers()['cache-control']).toBe('no-cache');
    expect(await served.json()).toEqual({ mf_catalog: `${newOrigin}/mf-manifest.json` });

    const fromOld: string[] = [];
    const fromNew: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().startsWith(`${oldOrigin}/`)) fromOld.push(sent.url());
      if (sent.url().startsWith(`${newOrigin}/`)) fromNew.push(sent.url());
    });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const next = await page.goto(`${site}/`);
    const csp = next?.headers()['content-security-policy'];
    expect(scriptSources(csp)).toContain(newOrigin);
    expect(csp).not.toContain(oldOrigin);
    // Rendered with the stylesheet of the manifest at the new URL, and the remote's scripts named from there.
    await expect(page.locator(`style[data-href^="${newOrigin}/static/css/"]`)).not.toHaveCount(0);
    await expect(page.locator(`style[data-href^="${oldOrigin}/"]`)).toHaveCount(0);
    const html = (await next?.text()) ?? '';
    expect(html).toContain(`<script defer src="${newOrigin}/remoteEntry.js"></script>`);
    expect(html).not.toContain(oldOrigin);
    await appStarted(page);
    await expect(page.locator('#cities a[data-city="moscow"]')).toBeVisible();
    expect(fromNew.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    expect(fromOld).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('with the catalog down the shell still renders with a fallback and recovers on retry', async ({
    page,
  }) => {
    const host = hostWithRemotes({ mf_catalog: `http://localhost:${sparePort(21)}/mf-manifest.json` });
    removals.push(host.remove);
    servers.push(await startHost(host.dir, sparePort(20)));

    await page.goto(`http://localhost:${sparePort(20)}/`);
    const fallback = page.locator('[data-remote-fallback]');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback.getByRole('heading')).toHaveText('Раздел «Афиша» сейчас недоступен');
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expect(headerLogin(page)).toBeVisible();

    servers.push(await serveDist(distOf('mf-catalog'), sparePort(21)));
    await fallback.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.locator('#cities a[data-city="moscow"]')).toBeVisible({ timeout: 20_000 });
    await expect(fallback).toHaveCount(0);
  });

  test('a remote whose server never answers gives way to its fallback in well under a minute', async ({
    page,
  }) => {
    // The runtime waits 20 s for an entry and the loader tries three times: a minute of nothing. The host's
    // runtime plugin gives an entry 8 s (REMOTE_ENTRY_TIMEOUT_MS), so three tries and their pauses take ~26 s.
    test.setTimeout(90_000);
    await page.goto('/');
    await appStarted(page);
    await page.route(`${remoteUrl('mf_auth')}/remoteEntry.js`, () => {
      // Accepted and never answered, as by a server that hangs.
    });
    const pressed = Date.now();
    await headerLogin(page).click();
    const fallback = page.locator('[data-remote-fallback="unreachable"]');
    await expect(fallback).toBeVisible({ timeout: 40_000 });
    expect(Date.now() - pressed).toBeLessThan(40_000);
    await expect(fallback.getByRole('button', { name: 'Повторить' })).toBeVisible();
  });

  test('a remote whose chunks never arrive gives way to its fallback in well under a minute', async ({
    page,
  }) => {
    // The entry arrives; the chunks of the exposed modal hang. webpack's own chunk timeout is 120 s (six minutes
    // over three tries); the apps' builds give a chunk 10 s.
    test.setTimeout(90_000);
    await page.goto('/');
    await appStarted(page);
    await page.route(`${remoteUrl('mf_auth')}/static/js/**`, () => {
      // Accepted and never answered.
    });
    const pressed = Date.now();
    await headerLogin(page).click();
    const fallback = page.locator('[data-remote-fallback="unreachable"]');
    await expect(fallback).toBeVisible({ timeout: 45_000 });
    expect(Date.now() - pressed).toBeLessThan(45_000);

    await page.unroute(`${remoteUrl('mf_auth')}/static/js/**`);
    await fallback.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
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
    servers.push(await startHost(host.dir, sparePort(30)));

    await page.goto(`http://localhost:${sparePort(30)}/`);
    await expect(page.locator('#cities')).toBeVisible();
    await appStarted(page);
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
    // Both builds of the remote: the browser's and the one the host's server loads.
    for (const entry of [
      path.join(catalog.dir, 'remoteEntry.js'),
      path.join(catalog.dir, 'server/remoteEntry.js'),
    ]) {
      const built = readFileSync(entry, 'utf8');
      // The browser's build is minified, the server's is not: the patterns allow for the spaces.
      const against2 = built
        .replaceAll(/("@kaver\/shared-contracts(?:\/listings)?",\s*)"1\.0\.0"/g, '$1"2.0.0"')
        .replaceAll(/(requiredVersion"?:\s*)"\^1\.0\.0"/g, '$1"^2.0.0"');
      expect(against2, entry).not.toBe(built);
      writeBuiltFile(entry, against2);
    }

    const host = hostWithRemotes({ mf_catalog: `http://localhost:${sparePort(41)}/mf-manifest.json` });
    removals.push(host.remove);
    servers.push(await startHost(host.dir, sparePort(40)), await serveDist(catalog.dir, sparePort(41)));
    await page.goto(`http://localhost:${sparePort(40)}/`);
    const fallback = page.locator('[data-remote-fallback="incompatible"]');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback.getByRole('heading')).toHaveText('Раздел «Афиша» сейчас недоступен');
    await expect(page.locator('#cities')).toHaveCount(0);
    await expect(page.locator('header')).toBeVisible();
  });

  test('a remote redeployed while the server runs is rendered from its new build, and the browser hydrates it', async ({
    page,
    request,
  }) => {
    const catalog = copyDist('mf-catalog');
    removals.push(catalog.remove);
    const host = hostWithRemotes({
      mf_catalog: `http://localhost:${sparePort(51)}/mf-manifest.json`,
      mf_dating_subscription: `http://localhost:${PORTS.mf_dating_subscription}/mf-manifest.json`,
    });
    removals.push(host.remove);
    servers.push(await startHost(host.dir, sparePort(50)), await serveDist(catalog.dir, sparePort(51)));
    const site = `http://localhost:${sparePort(50)}`;
    const before = 'Куда сходить в твоём городе';
    const after = 'Куда пойти в твоём городе';
    expect(await (await request.get(`${site}/`)).text()).toContain(before);
    // A page whose shared modules the remote loads first (the dates entry): they must outlive the old build.
    const eventsTitle = '<title>Афиша в Москве: все события | Kaver</title>';
    expect(await (await request.get(`${site}/moscow/events`)).text()).toContain(eventsTitle);

    // The deploy: new files for both builds of the remote (a script's brotli copy with it), and a new build id.
    for (const dir of ['static/js', 'server/static/js']) {
      for (const file of readdirSync(path.join(catalog.dir, dir))) {
        const full = path.join(catalog.dir, dir, file);
        if (full.endsWith('.br')) continue;
        const text = readFileSync(full, 'utf8');
        if (!text.includes(before)) continue;
        writeBuiltFile(full, text.replaceAll(before, after));
      }
    }
    writeFileSync(path.join(catalog.dir, 'latest-build.json'), JSON.stringify({ id: 'redeployed-build' }));

    await expect
      .poll(async () => (await request.get(`${site}/`)).text(), { timeout: 15_000 })
      .toContain(after);
    expect(await (await request.get(`${site}/moscow/events`)).text()).toContain(eventsTitle);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await page.goto(`${site}/`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(after);
    expect(problems).toEqual([]);
  });

  test('a slow API is cut off on the server: the page answers in time and the browser finishes the job', async ({
    page,
    request,
  }) => {
    // The API behind a proxy that holds every events list for five seconds.
    const HOLD_MS = 5000;
    let heldSince: number | undefined;
    const proxy = apiProxy((url) => {
      if (!/\/events\?/.test(url)) return 0;
      heldSince ??= Date.now();
      return HOLD_MS;
    });
    await proxy.listen(sparePort(61));
    servers.push(proxy);

    const host = copyDist('host');
    removals.push(host.remove);
    const config = JSON.parse(readFileSync(path.join(host.dir, 'config.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    writeFileSync(
      path.join(host.dir, 'config.json'),
      JSON.stringify({ ...config, apiHost: `http://localhost:${sparePort(61)}` }),
    );
    servers.push(await startHost(host.dir, sparePort(60), { SSR_DATA_TIMEOUT_MS: '300' }));
    const site = `http://localhost:${sparePort(60)}`;

    const answer = await request.get(`${site}/moscow/events`);
    const html = await answer.text();
    // A page without all of its data is kept by nobody: the next visitor gets a whole one.
    expect(answer.headers()['cache-control']).toBe('no-store');
    // The page came while the list was still held: the server did not wait for it (however slow the machine
    // is at loading the remote, which happens before the call).
    expect(heldSince, 'the server asked for the list').toBeDefined();
    expect(Date.now() - (heldSince ?? 0)).toBeLessThan(HOLD_MS);
    expect(html).toContain('<h1');
    expect(html).not.toContain('data-testid="events-count"');

    await page.goto(`${site}/moscow/events`);
    await expect(page.getByTestId('events-count')).toBeVisible({ timeout: 15_000 });
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
