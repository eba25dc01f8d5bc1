import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { HOST_URL, OFFSET } from './support/ports';

/**
 * End-to-end tests against production builds (`npm run build` first) in Debian's Chromium: Playwright cannot
 * download browsers on our machines. The global setup starts the built stack on its standard ports.
 */
export default defineConfig({
  testDir: './tests',
  // One folder per port offset: runs side by side never delete each other's traces.
  outputDir: `test-results/offset-${OFFSET}`,
  globalSetup: './support/global-setup.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: HOST_URL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
});
