import { expect, test } from '@playwright/test';
import { jsonLdOf, trailOf } from '../support/json-ld';
import { HOST_URL } from '../support/ports';
import { signIn } from '../support/session';

/**
 * mf-auth's pages from the host's server: /services/account-deleting is public (its text in the first HTML, for
 * app stores and search); /profile is private: the server renders it without the session, the browser loads the
 * person.
 */
test('/services/account-deleting holds its h1, text and trail in the first HTML and hydrates quietly', async ({
  request,
  page,
}) => {
  const html = await (await request.get('/services/account-deleting')).text();
  expect(html).toMatch(/<h1[^>]*>Удаление аккаунта<\/h1>/);
  expect(html).toContain('Чтобы удалить аккаунт, войди в него.');
  expect(html).toContain(`<link rel="canonical" href="${HOST_URL}/services/account-deleting" />`);
  expect(trailOf(html)).toEqual([
    ['Главная', `${HOST_URL}/`],
    ['Удаление аккаунта', `${HOST_URL}/services/account-deleting`],
  ]);

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/services/account-deleting', { waitUntil: 'networkidle' });
  expect(problems).toEqual([]);
  // Hydrated: 'Войти' opens the login modal in the page's scope.
  await page.getByRole('button', { name: 'Войти', exact: true }).last().click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
});

test('/profile: the server renders its shell for a visitor with a session, private; the browser fills it', async ({
  context,
  page,
}) => {
  await signIn(context);
  const cookie = (await context.cookies(HOST_URL)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const response = await context.request.get('/profile', { headers: { cookie }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  // The server renders without the session (issue 21): nothing of the person is in its HTML.
  expect(html).not.toContain('data-testid="profile-name"');
  // Never indexed, so no structured data (no trail) either.
  expect(jsonLdOf(html)).toEqual([]);

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.goto('/profile', { waitUntil: 'networkidle' });
  expect(problems).toEqual([]);
  await page.getByTestId('profile-edit').click();
  await expect(page.getByTestId('edit-profile-form')).toBeVisible();
});
