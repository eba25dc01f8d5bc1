import { expect, test } from '@playwright/test';
import { appStarted } from '../support/app';
import { completeProfile, signedInToken, signInInModal } from '../support/auth/login';
import { API_URL, HOST_URL } from '../support/ports';
import { signInThroughApi } from '../support/session';
import { api } from './catalog-support';

interface ApiPlace {
  id: number;
  slug: string;
  title: string;
  is_secret: boolean;
}

/** A place of Moscow (not a secret one) with coming events, and their titles. */
async function placeWithEvents() {
  const places = await api<{ items: ApiPlace[] }>('/places?city=moscow&per_page=100');
  for (const place of places.items.filter((item) => !item.is_secret)) {
    const events = await api<{ items: { title: string }[] }>(`/events?city=moscow&id_place=${place.id}`);
    if (events.items.length > 0) return { place, events: events.items.map((event) => event.title) };
  }
  throw new Error('no place with coming events in Moscow');
}

const following = async (placeId: number, token: string) => {
  const answer = await fetch(`${API_URL}/kaver/web/v1/places/${placeId}/follow`, {
    headers: { access_token: token },
  });
  return ((await answer.json()) as { is_following: boolean }).is_following;
};

test('follow a place from its page (signing in first), see it on /profile, unfollow', async ({
  page,
}, testInfo) => {
  const { place, events } = await placeWithEvents();
  // A known account, so that signing in does not start onboarding.
  const account = await signInThroughApi();
  await completeProfile(account.accessToken);

  await page.goto(`/moscow/places/${place.slug}`);
  await appStarted(page);
  const button = page.getByTestId('follow-button');
  await expect(button).toHaveText('Подписаться');

  // Anonymous: the login modal, then the follow happens by itself.
  await button.click();
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await signInInModal(modal, account.phone);
  await expect(modal).toHaveCount(0);
  await expect(button).toHaveText('Отписаться');
  const token = await signedInToken(page);
  expect(await following(place.id, token)).toBe(true);

  // The page the server renders for this visitor still has only the placeholder: following fills in later.
  const cookie = (await page.context().cookies(HOST_URL)).map((c) => `${c.name}=${c.value}`).join('; ');
  const html = await (await fetch(`${HOST_URL}/moscow/places/${place.slug}`, { headers: { cookie } })).text();
  expect(html).toContain('data-testid="follow-placeholder"');
  expect(html).not.toContain('Отписаться');

  await page.goto('/profile');
  const places = page.getByTestId('followed-places');
  await expect(places.getByRole('heading', { name: place.title })).toBeVisible();
  const coming = page.getByTestId('followed-events');
  await expect(coming.getByRole('heading', { level: 3 }).first()).toHaveText(events[0]!);
  await page.screenshot({ path: testInfo.outputPath('profile-follows.png'), fullPage: true });

  await places.getByTestId('follow-button').click();
  await expect(places.getByTestId('follow-button')).toHaveText('Подписаться');
  expect(await following(place.id, token)).toBe(false);
  await page.reload();
  await expect(page.getByTestId('followed-places')).toContainText('Пока нет мест в подписках');
  await expect(page.getByTestId('followed-events')).toContainText(
    'В твоих местах пока ничего не запланировано',
  );

  await page.goto(`/moscow/places/${place.slug}`);
  await expect(page.getByTestId('follow-button')).toHaveText('Подписаться');
});
