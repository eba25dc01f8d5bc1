// Debian's Chromium through Playwright, and the pages the browser benchmarks measure.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

async function firstItem(apiUrl, path, fits = () => true) {
  const response = await fetch(`${apiUrl}/kaver/web/v1${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const item = (await response.json()).items?.find(fits);
  if (!item) throw new Error(`GET ${path} listed nothing to measure`);
  return item;
}

/** A route that shows a real event: the first event of Moscow as the API lists it. */
export async function firstEventPath(apiUrl, city = 'moscow') {
  const event = await firstItem(apiUrl, `/events?city=${city}&page=1&per_page=1`);
  return `/${city}/events/${event.slug ?? event.id}`;
}

/** The page kinds the benchmarks measure: the home page, a city, an event, a city's places, a blog article. */
export async function benchPages(apiUrl) {
  // An article of the journal, not a city's weekend page ('{city}-weekend', a list of events).
  const article = await firstItem(
    apiUrl,
    '/articles?city=moscow&page=1&per_page=24',
    (item) => !/-weekend$/.test(item.slug),
  );
  return [
    { label: '/', path: '/' },
    { label: '/moscow', path: '/moscow' },
    { label: 'event page', path: await firstEventPath(apiUrl) },
    { label: '/moscow/places', path: '/moscow/places' },
    { label: 'blog article', path: `/blog/${article.slug}` },
  ];
}
