// Debian's Chromium through Playwright, for the benchmarks.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';

export { CHROMIUM_FLAGS, CHROMIUM_PATH };

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** A route that shows a real event: the first event of Moscow as the API lists it. */
export async function firstEventPath(apiUrl, city = 'moscow') {
  const response = await fetch(`${apiUrl}/kaver/web/v1/events?city=${city}&page=1&per_page=1`);
  if (!response.ok) throw new Error(`GET /events answered ${response.status}`);
  const body = await response.json();
  const event = body.items?.[0];
  if (!event) throw new Error('the API has no events for Moscow');
  return `/${city}/events/${event.slug ?? event.id}`;
}
