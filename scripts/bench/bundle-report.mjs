// `npm run bench` / `npm run bench:bundle`: the JavaScript a first visit downloads, per page and per app, in gzip
// bytes, from production builds (run `npm run build` first): every script of every origin from the start of the
// visit until the network is idle (nothing in flight for 2 s, so that the app's chunks, fetched once the page has
// painted, and the remote pages', fetched while it starts, are all counted). It also checks that no heavy SDK
// (Firebase, VK ID, Telegram, YooKassa) is fetched before the flow that needs it, and holds the pages to their
// ceilings over all origins, the design card's libraries in them: `/` 170 KB gzip, the events list 190 KB, an event
// page 220 KB; it exits 1 on a miss.
// Results: scripts/bench/out/bundle-report.json; `--files` lists every script with its size.
import { constants, gzipSync } from 'node:zlib';
import { startStack } from '../stack.mjs';
import { benchPages, launchChromium } from './browser.mjs';
import { loadAverage, machine, writeResults } from './results.mjs';

/** The ceilings of a first visit's JavaScript, KB gzip over all origins, by page label. */
const CEILINGS_KB = { '/': 170, 'events list': 190, 'event page': 220 };
const OFFSET = Number(process.env.KAVER_BENCH_PORT_OFFSET ?? 600);
const IDLE_MS = 2_000;
const MAX_WAIT_MS = 60_000;
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

/** A response of JavaScript: a script element's, a module's, or any body served as JavaScript. */
function isScript(response) {
  if (!response.ok()) return false;
  if (response.request().resourceType() === 'script') return true;
  return /javascript|ecmascript/.test(response.headers()['content-type'] ?? '');
}

/**
 * Follows a page's network: `idle()` resolves once no request has been in flight for IDLE_MS, and `take()` returns
 * every script answered since the last take, with its gzip size, once its body has arrived.
 */
function watchNetwork(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  let pending = [];
  page.on('request', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  for (const event of ['requestfinished', 'requestfailed']) {
    page.on(event, () => {
      inFlight -= 1;
      lastChange = Date.now();
    });
  }
  page.on('response', (response) => {
    if (!isScript(response)) return;
    pending.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
          text: body.toString('utf8'),
        }),
        () => null, // a response without a body (aborted): nothing was downloaded
      ),
    );
  });
  return {
    async idle() {
      const deadline = Date.now() + MAX_WAIT_MS;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < IDLE_MS)) {
        await page.waitForTimeout(100);
      }
      if (inFlight > 0) console.warn(`  ${inFlight} requests still in flight after ${MAX_WAIT_MS / 1000} s`);
    },
    async take() {
      const taken = pending;
      pending = [];
      return (await Promise.all(taken)).filter(Boolean);
    },
  };
}

/** Loads a page in a fresh context: the scripts of the first visit, and those an action afterwards fetched. */
async function scriptsOf(browser, url, { afterLoad } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const network = watchNetwork(page);
  await page.goto(url, { waitUntil: 'load' });
  await network.idle();
  const firstVisit = await network.take();
  let afterAction = [];
  if (afterLoad) {
    await afterLoad(page);
    await network.idle();
    afterAction = await network.take();
  }
  await context.close();
  return { firstVisit, afterAction };
}

function summarise(scripts, ports) {
  const byApp = {};
  for (const script of scripts) {
    const app = appOf(script.url, ports);
    byApp[app] ??= { files: 0, gzip: 0 };
    byApp[app].files += 1;
    byApp[app].gzip += script.gzip;
  }
  return {
    gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
    files: scripts.length,
    byApp,
    heavySdks: heavySdks(scripts),
  };
}

function heavySdks(scripts) {
  return Object.entries(HEAVY_SDKS)
    .filter(([, { text, url }]) =>
      scripts.some((script) => (text && script.text.includes(text)) || url?.test(script.url)),
    )
    .map(([name]) => name);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function print(title, summary) {
  console.info(`\n${title}  —  ${kb(summary.gzip)} of JavaScript (gzip), ${summary.files} files`);
  for (const [app, { files, gzip }] of Object.entries(summary.byApp))
    console.info(`  ${app.padEnd(26)} ${kb(gzip).padStart(9)}  ${files} files`);
}

const stack = await startStack({ offset: OFFSET, quiet: true });
const facts = machine();
const browser = await launchChromium();
const pages = [];
let loginModal = null;
let failed = false;
try {
  const host = `http://localhost:${stack.ports.host}`;
  const [root, city, ...others] = await benchPages(`http://localhost:${stack.ports.api}`);
  for (const page of [root, city, { label: 'events list', path: '/moscow/events' }, ...others]) {
    const { firstVisit } = await scriptsOf(browser, host + page.path);
    const summary = summarise(firstVisit, stack.ports);
    const ceilingKb = CEILINGS_KB[page.label];
    pages.push({ ...page, ...summary, ceilingKb });
    print(`${page.label} (${page.path})`, summary);
    if (LIST_FILES)
      for (const script of firstVisit) console.info(`    ${kb(script.gzip).padStart(9)}  ${script.url}`);
    console.info(`  heavy SDKs on first visit: ${summary.heavySdks.join(', ') || 'none'}`);
    if (summary.heavySdks.length) failed = true;
    if (ceilingKb !== undefined && summary.gzip / 1024 > ceilingKb) {
      console.error(`  over its ceiling of ${ceilingKb} KB`);
      failed = true;
    } else if (ceilingKb !== undefined) {
      console.info(`  within its ceiling of ${ceilingKb} KB`);
    }
  }

  const { firstVisit, afterAction } = await scriptsOf(browser, `${host}/`, {
    afterLoad: async (page) => {
      await page.getByRole('banner').getByRole('link', { name: 'Войти', exact: true }).click();
      // The auth remote's own dialog: its title reads 'Вход в' + the brand.
      await page
        .getByRole('dialog')
        .getByText(/^Вход в/)
        .waitFor();
    },
  });
  loginModal = { ...summarise(afterAction, stack.ports), heavySdksBefore: heavySdks(firstVisit) };
  print('login modal opened on /: more', loginModal);
  console.info(`  heavy SDKs before the modal: ${loginModal.heavySdksBefore.join(', ') || 'none'}`);
  if (loginModal.heavySdksBefore.length) failed = true;
} finally {
  await browser.close();
  await stack.stop();
}
writeResults('bundle-report', {
  command: 'npm run bench',
  machine: { ...facts, loadAverageAfter: loadAverage() },
  ceilingsKb: CEILINGS_KB,
  pages,
  loginModal,
});
process.exit(failed ? 1 : 0);
