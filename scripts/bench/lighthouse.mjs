// `npm run bench:lighthouse`: Lighthouse (mobile preset) on `/`, `/moscow` and an event page of the production
// builds (run `npm run build` first), in Debian's Chromium. Target: 95 or better for performance.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack } from '../stack.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, firstEventPath } from './browser.mjs';

const OFFSET = Number(process.env.KAVER_BENCH_PORT_OFFSET ?? 700);
const TARGET = 95;

// Measured as production runs: indexable pages (robots), no development-only behaviour.
const stack = await startStack({
  offset: OFFSET,
  quiet: true,
  configOverrides: { environment: 'production' },
});
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
let failed = false;
try {
  const host = `http://localhost:${stack.ports.host}`;
  const routes = ['/', '/moscow', await firstEventPath(`http://localhost:${stack.ports.api}`)];
  for (const route of routes) {
    const result = await lighthouse(host + route, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    const metric = (key) => audits[key]?.displayValue ?? '—';
    console.info(
      `${route}\n  performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
        `best practices ${score('best-practices')}, SEO ${score('seo')}\n` +
        `  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
        `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    );
    if (score('performance') < TARGET) failed = true;
  }
} finally {
  await chrome.kill();
  await stack.stop();
}
process.exit(failed ? 1 : 0);
