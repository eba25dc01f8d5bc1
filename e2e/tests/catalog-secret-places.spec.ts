import { expect, test } from '@playwright/test';
import { addSessionCookies, signInThroughApi } from '../support/session';
import { buyPremiumThroughApi } from '../support/subscription/premium';
import { api } from './catalog-support';

interface ApiPlace {
  slug: string;
  title: string;
  is_secret: boolean;
}

// Issue 22: a secret place reaches a visitor without premium as its name, picture and a teaser, in the server's
// HTML and its structured data as in the API; a subscriber's own render shows the rest.
test.describe('catalog: secret places', () => {
  test('the page and the list show a visitor without premium the teaser and the offer, and a subscriber the address', async ({
    page,
    request,
    context,
  }) => {
    const places = await api<{ items: ApiPlace[] }>('/places?city=moscow&per_page=100');
    const secret = places.items.find((place) => place.is_secret)!;
    expect(secret).toBeTruthy();

    const response = await request.get(`/moscow/places/${secret.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(secret.title);
    expect(html).toContain('data-testid="secret-place-paywall"');
    // SPEC.md 1's paywall text, as written there.
    expect(html).toContain('<strong>Доступно только по подписке</strong>');
    expect(html).toContain('noindex, follow');
    expect(html).not.toContain('GeoCoordinates');
    expect(html).not.toContain('href="tel:');
    expect(html).not.toContain('<dt>Адрес</dt>');

    const list = await (await request.get('/moscow/places?category=place')).text();
    const card = new RegExp(`data-place="${secret.slug}"[\\s\\S]*?</a>`).exec(list)?.[0] ?? '';
    expect(card).toContain('Адрес — по подписке');

    // A subscriber's page is rendered with their session: the address, the hours and the phone are there.
    const session = await signInThroughApi();
    await buyPremiumThroughApi(session);
    await addSessionCookies(context, session);
    await page.goto(`/moscow/places/${secret.slug}`);
    await expect(page.getByTestId('place-page').getByText('Адрес', { exact: true })).toBeVisible();
    await expect(page.getByTestId('place-hours')).toBeVisible();
    await expect(page.getByTestId('secret-place-paywall')).toHaveCount(0);
  });
});
