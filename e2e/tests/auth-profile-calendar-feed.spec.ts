import { expect, test } from '@playwright/test';
import { API_URL } from '../support/ports';
import { signIn } from '../support/session';

/**
 * The personal calendar feed from the browser: on a favourite event and on /profile, a signed-in person turns the
 * feed on and gets Google, Apple and Yandex calendar buttons; the address serves the favourites as iCalendar and a
 * new address retires the old one.
 */
test('a favourite event offers the calendar feed, /profile manages it', async ({
  page,
  context,
}, testInfo) => {
  const session = await signIn(context);
  const { items } = (await (await fetch(`${API_URL}/kaver/web/v1/events?city=moscow&per_page=2`)).json()) as {
    items: { id: number; slug: string; title: string }[];
  };
  const [favourite, other] = items;

  // Not a favourite: no feed on the page; the heart adds it and the feed appears.
  await page.goto(`/moscow/events/${other!.slug}`);
  await expect(page.getByTestId('event-page')).toBeVisible();
  await expect(page.getByTestId('calendar-feed')).toHaveCount(0);

  const added = await fetch(`${API_URL}/kaver/web/v1/events/${favourite!.id}/subscribe`, {
    method: 'POST',
    headers: { access_token: session.accessToken },
  });
  expect(added.status).toBe(200);
  await page.goto(`/moscow/events/${favourite!.slug}`);
  const panel = page.getByTestId('calendar-feed');
  await expect(panel.getByRole('heading', { name: 'Календарь избранного' })).toBeVisible();
  await panel.getByRole('button', { name: 'Подписаться в календаре' }).click();
  const apple = panel.getByRole('link', { name: 'Apple Календарь' });
  await expect(apple).toHaveAttribute('href', /^webcal:\/\/localhost:\d+\/calendar\/[\w-]{43}\.ics$/);
  const webcal = (await apple.getAttribute('href')) as string;
  await expect(panel.getByRole('link', { name: 'Google Календарь' })).toHaveAttribute(
    'href',
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  );
  await expect(panel.getByRole('button', { name: 'Яндекс Календарь' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('event-calendar-feed.png') });

  const feedUrl = webcal.replace(/^webcal:/, 'http:');
  const feed = await fetch(feedUrl);
  expect(feed.status).toBe(200);
  expect(feed.headers.get('cache-control')).toMatch(/^private/);
  const text = await feed.text();
  expect(text).toContain(`UID:event-${favourite!.id}@kaver\r\n`);
  expect(text).not.toContain(`UID:event-${other!.id}@kaver`);

  // /profile shows the same address and can replace it: the old one answers 404.
  await page.goto('/profile');
  const profilePanel = page.getByTestId('calendar-feed');
  await expect(profilePanel.getByRole('link', { name: 'Apple Календарь' })).toHaveAttribute('href', webcal);
  await profilePanel.getByRole('button', { name: 'Сменить ссылку' }).click();
  await expect(profilePanel.getByRole('link', { name: 'Apple Календарь' })).not.toHaveAttribute(
    'href',
    webcal,
  );
  expect((await fetch(feedUrl)).status).toBe(404);
  await page.screenshot({ path: testInfo.outputPath('profile-calendar-feed.png'), fullPage: true });
});
