import { expect, type Page, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { jsonLdOf } from '../support/json-ld';
import { api, moscowDay } from './catalog-support';

interface ApiEvent {
  slug: string;
  title: string;
  ends_at: string;
}

/** Moscow events: ended ones are listed only for a window wholly in the past; without one, those ahead. */
async function seeded(): Promise<{ ended: ApiEvent; ahead: ApiEvent }> {
  const past = await api<{ items: ApiEvent[] }>(
    `/events?city=moscow&per_page=50&date_start=${moscowDay(-10)}&date_end=${moscowDay(-1)}&show_past=1`,
  );
  const current = await api<{ items: ApiEvent[] }>('/events?city=moscow&per_page=50');
  const hour = 3_600_000;
  const ended = past.items.find((event) => Date.parse(event.ends_at) < Date.now() - hour);
  const ahead = current.items.find((event) => Date.parse(event.ends_at) > Date.now() + hour);
  if (!ended || !ahead) throw new Error('the seed has no ended event, or none ahead');
  return { ended, ahead };
}

/** Whatever React reports in the browser: a hydration mismatch among them. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// An event page says when its event is over, offers no calendar for it, and its structured data no tickets.
test.describe('catalog: an event that has ended', () => {
  test("the server's HTML says so, with no «В календарь» and no offer; the browser keeps it", async ({
    page,
    request,
  }) => {
    const { ended, ahead } = await seeded();
    const html = await (await request.get(`/moscow/events/${ended.slug}`)).text();
    expect(html).toContain('data-testid="event-ended"');
    expect(html).not.toContain('data-testid="add-to-calendar"');
    const event = jsonLdOf(html).find((data) => data['@type'] === 'Event')!;
    expect(event.name).toBe(ended.title);
    expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(event).not.toHaveProperty('offers');
    expect(html).not.toContain('InStock');

    const errors = consoleErrors(page);
    await page.goto(`/moscow/events/${ended.slug}`);
    await appStarted(page);
    const view = page.getByTestId('event-page');
    await expect(view.getByTestId('event-ended')).toHaveText('Событие уже прошло. Что идёт сейчас');
    await expect(view.getByRole('link', { name: 'Что идёт сейчас' })).toHaveAttribute(
      'href',
      '/moscow/events',
    );
    await expect(view.getByRole('button', { name: /В календарь/ })).toHaveCount(0);
    await expect(view.getByRole('button', { name: /избранное/i })).toBeVisible();
    expect(errors.filter((text) => /hydrat|did not match|Minified React error/i.test(text))).toEqual([]);

    // An event ahead: the calendar, and its tickets in stock.
    const aheadHtml = await (await request.get(`/moscow/events/${ahead.slug}`)).text();
    expect(aheadHtml).not.toContain('data-testid="event-ended"');
    expect(aheadHtml).toContain('data-testid="add-to-calendar"');
    const aheadEvent = jsonLdOf(aheadHtml).find((data) => data['@type'] === 'Event')!;
    expect(aheadEvent.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  test('a page kept from before the end (opened after it): the browser says it has ended once the app has it', async ({
    page,
  }) => {
    const { ahead } = await seeded();
    // The browser's clock a day past the event's end, as a visitor's would be reading a copy the CDN kept.
    const after = Date.parse(ahead.ends_at) + 86_400_000;
    await page.clock.install({ time: after });
    const errors = consoleErrors(page);
    await page.goto(`/moscow/events/${ahead.slug}`);
    await appStarted(page);
    const view = page.getByTestId('event-page');
    await expect(view.getByTestId('event-ended')).toBeVisible();
    await expect(view.getByRole('button', { name: /В календарь/ })).toHaveCount(0);
    // The head follows: no offer in its structured data.
    await expect
      .poll(async () =>
        page.evaluate(() => document.querySelector('script[type="application/ld+json"]')?.textContent ?? ''),
      )
      .not.toContain('InStock');
    expect(errors.filter((text) => /hydrat|did not match|Minified React error/i.test(text))).toEqual([]);
  });

  test('the end coming while «В календарь» has the keyboard focus: the focus goes to «Что идёт сейчас»', async ({
    page,
  }) => {
    const { ahead } = await seeded();
    // The browser's clock two minutes before the end, then past it while the page is open.
    await page.clock.install({ time: Date.parse(ahead.ends_at) - 120_000 });
    await page.goto(`/moscow/events/${ahead.slug}`);
    await appStarted(page);
    const view = page.getByTestId('event-page');
    const calendar = view.getByRole('button', { name: /В календарь/ });
    await calendar.focus();
    await expect(calendar).toBeFocused();
    await page.clock.fastForward(180_000);
    await expect(view.getByTestId('event-ended')).toBeVisible();
    await expect(calendar).toHaveCount(0);
    await expect(view.getByRole('link', { name: 'Что идёт сейчас' })).toBeFocused();
  });
});
