import { expect, type Page, test } from '@playwright/test';
import { trailOf } from '../support/json-ld';
import { API_URL, HOST_URL } from '../support/ports';

/**
 * /subscription and /community come from the host's server with their content: the plans and the city's profiles
 * are in the first HTML (a visitor without JavaScript and a search robot see them), and the browser hydrates that
 * HTML without a warning and without asking the API for them again.
 */
test.describe('server-rendered /subscription and /community: the first HTML', () => {
  test.use({ javaScriptEnabled: false });

  test('/subscription holds its h1, the three plans and its head with its trail', async ({ page }) => {
    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Знакомься с теми, кто идёт туда же, куда и ты',
    );
    await expect(page.getByRole('radiogroup', { name: 'Тарифы' }).locator('[data-plan]')).toHaveCount(3);
    await expect(page).toHaveTitle(/^Премиум-подписка /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/subscription$/);
    expect(trailOf(await page.content())).toEqual([
      ['Главная', `${HOST_URL}/`],
      ['Премиум-подписка', `${HOST_URL}/subscription`],
    ]);
  });

  test('/community holds its h1, the first profiles of the city and its trail', async ({ page }) => {
    const { items } = (await (
      await fetch(`${API_URL}/kaver/web/v1/profiles?city=moscow&page=1&per_page=15`)
    ).json()) as {
      items: { name: string }[];
    };
    expect(items.length).toBeGreaterThan(0);
    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Знакомства, друзья и сообщества');
    await expect(page.getByRole('list', { name: 'Анкеты' }).getByRole('listitem')).toHaveCount(items.length);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/community$/);
    expect(trailOf(await page.content())).toEqual([
      ['Главная', `${HOST_URL}/`],
      ['Знакомства, друзья и сообщества', `${HOST_URL}/community`],
    ]);
  });
});

/** Opens a page, collecting warnings and errors (React reports a hydration mismatch as a console error). */
async function openQuietly(
  page: Page,
  path: string,
  api: string,
): Promise<{ problems: string[]; calls: string[] }> {
  const problems: string[] = [];
  const calls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (request.url().startsWith(`${API_URL}${api}`)) calls.push(request.url());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return { problems, calls };
}

test.describe('server-rendered /subscription and /community: hydration', () => {
  test('/subscription hydrates quietly and keeps the server’s plans', async ({ page }) => {
    const { problems, calls } = await openQuietly(
      page,
      '/subscription',
      '/digitalcity/afisha/5/subscriptions',
    );
    expect(problems).toEqual([]);
    expect(calls).toEqual([]);
    // Hydrated: a plan can be chosen.
    const year = page.locator('[data-plan="site_year_3229"]');
    await year.getByRole('radio').check();
    await expect(year).toHaveAttribute('data-selected', 'true');
  });

  test('/community hydrates quietly and keeps the server’s profiles', async ({ page }) => {
    const { problems, calls } = await openQuietly(page, '/community', '/kaver/web/v1/profiles');
    expect(problems).toEqual([]);
    expect(calls).toEqual([]);
    await page
      .getByRole('list', { name: 'Анкеты' })
      .getByRole('listitem')
      .first()
      .getByRole('button')
      .click();
    await expect(page.locator('[data-modal="subscription-offer"]').getByRole('dialog')).toBeVisible();
  });
});
