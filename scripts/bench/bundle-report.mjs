// `npm run bench:bundle`: the JavaScript a first visit downloads, per route and per app, in gzip bytes, from
// production builds (run `npm run build` first). It also checks that no heavy SDK (Firebase, VK ID, Telegram,
// YooKassa) is fetched before the flow that needs it, and that `/` stays within its budget: 200 KB gzip over all
// origins (the goal is 170 KB), with the design card's libraries (react-router-dom, axios, dayjs) in it.
import { constants, gzipSync } from 'node:zlib';
import { startStack } from '../stack.mjs';
import { firstEventPath, launchChromium } from './browser.mjs';

const BUDGET_ROOT_KB = 200;
const GOAL_ROOT_KB = 170;
const OFFSET = Number(process.env.KAVER_BENCH_PORT_OFFSET ?? 600);
/** `--files` lists every script with its size. */
const LIST_FILES = process.argv.includes('--files');

/**
 * Third-party SDKs that must stay out of a first visit: bundled ones by a string their code contains, script
 * ones by their URL (our own code may name their globals without loading them).
 */
const HEAVY_SDKS = {
  'Firebase Auth': { text: 'identitytoolkit.googleapis.com' },
  'VK ID': { text: 'id.vk.ru' },
  Telegram: { url: /telegram-widget\.js/ },
  YooKassa: { url: /checkout-widget\.js|checkout-ui/ },
};

function appOf(url, ports) {
  const { port, origin } = new URL(url);
  const app = Object.entries(ports).find(([, p]) => String(p) === port)?.[0];
  return app ?? origin;
}

/** Loads a route in a fresh context and returns every script it fetched with its gzip size. */
async function scriptsOf(browser, url, { afterLoad } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    try {
      const body = await response.body();
      scripts.push({
        url: response.url(),
        gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
        text: body.toString('utf8'),
      });
    } catch {
      // a response without a body (aborted): nothing to count
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const before = scripts.length;
  if (afterLoad) {
    await afterLoad(page);
    await page.waitForLoadState('networkidle');
  }
  await context.close();
  return { firstVisit: scripts.slice(0, before), afterAction: scripts.slice(before) };
}

function summarise(scripts, ports) {
  const byApp = new Map();
  for (const script of scripts) {
    const app = appOf(script.url, ports);
    const entry = byApp.get(app) ?? { files: 0, gzip: 0 };
    entry.files += 1;
    entry.gzip += script.gzip;
    byApp.set(app, entry);
  }
  return byApp;
}

function heavySdks(scripts) {
  return Object.entries(HEAVY_SDKS)
    .filter(([, { text, url }]) =>
      scripts.some((script) => (text && script.text.includes(text)) || url?.test(script.url)),
    )
    .map(([name]) => name);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const stack = await startStack({ offset: OFFSET, quiet: true });
const browser = await launchChromium();
let failed = false;
try {
  const host = `http://localhost:${stack.ports.host}`;
  const routes = ['/', '/moscow', await firstEventPath(`http://localhost:${stack.ports.api}`)];
  for (const route of routes) {
    const { firstVisit } = await scriptsOf(browser, host + route);
    const byApp = summarise(firstVisit, stack.ports);
    const total = firstVisit.reduce((sum, script) => sum + script.gzip, 0);
    console.info(`\n${route}  —  ${kb(total)} of JavaScript (gzip), ${firstVisit.length} files`);
    for (const [app, { files, gzip }] of byApp)
      console.info(`  ${app.padEnd(26)} ${kb(gzip).padStart(9)}  ${files} files`);
    if (LIST_FILES)
      for (const script of firstVisit) console.info(`    ${kb(script.gzip).padStart(9)}  ${script.url}`);
    const heavy = heavySdks(firstVisit);
    console.info(`  heavy SDKs on first visit: ${heavy.length ? heavy.join(', ') : 'none'}`);
    if (heavy.length) failed = true;
    if (route === '/' && total / 1024 > BUDGET_ROOT_KB) {
      console.error(`  over the ${BUDGET_ROOT_KB} KB budget of /`);
      failed = true;
    } else if (route === '/' && total / 1024 > GOAL_ROOT_KB) {
      console.info(`  within the ${BUDGET_ROOT_KB} KB budget of /, above the ${GOAL_ROOT_KB} KB goal`);
    }
  }

  const { firstVisit, afterAction } = await scriptsOf(browser, `${host}/`, {
    afterLoad: async (page) => {
      await page.getByTestId('header-login').click();
      // The auth remote's own dialog: its title reads 'Вход в' + the brand.
      await page
        .getByRole('dialog')
        .getByText(/^Вход в/)
        .waitFor();
      await page.waitForTimeout(1000);
    },
  });
  const modal = afterAction.reduce((sum, script) => sum + script.gzip, 0);
  console.info(`\nlogin modal opened on /  —  ${kb(modal)} more JavaScript, ${afterAction.length} files`);
  for (const [app, { files, gzip }] of summarise(afterAction, stack.ports)) {
    console.info(`  ${app.padEnd(26)} ${kb(gzip).padStart(9)}  ${files} files`);
  }
  console.info(`  heavy SDKs before the modal: ${heavySdks(firstVisit).join(', ') || 'none'}`);
} finally {
  await browser.close();
  await stack.stop();
}
process.exit(failed ? 1 : 0);
