import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { apiAccepts, completeProfile } from '../support/auth/login';
import { headerLogin, headerProfile } from '../support/header';
import { HOST_URL } from '../support/ports';
import { signIn } from '../support/session';

const tokenCookie = async (context: BrowserContext) =>
  (await context.cookies(HOST_URL)).find((cookie) => cookie.name === 'access_token')?.value;

/** Signed in as Анна Петрова, her onboarding done, on /profile. */
async function openProfile(page: Page, context: BrowserContext) {
  const session = await signIn(context);
  await completeProfile(session.accessToken, 'Анна Петрова');
  await page.goto('/profile');
  return { session, profile: page.getByTestId('profile-page') };
}

test.describe('profile, logout and account deletion', () => {
  test('/profile without a token goes to /', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(`${HOST_URL}/`);
  });

  test('the profile shows the user, edits through PUT /user and logs out', async ({ page, context }) => {
    const session = await signIn(context);
    await completeProfile(session.accessToken, 'Анна Петрова | Команда Kaver');
    await page.goto('/profile');
    const profile = page.getByTestId('profile-page');
    await expect(profile.getByTestId('profile-name')).toHaveText('Анна Петрова');
    await expect(profile.getByText('АП', { exact: true })).toBeVisible();
    // Its onboarding done: nothing to fill in.
    await expect(profile.getByRole('button', { name: 'Заполнить анкету' })).toHaveCount(0);
    await expect(profile).toContainText('Москва');
    await expect(profile.getByRole('heading', { name: 'Избранные события' })).toBeVisible();
    await expect(page).toHaveTitle(/^Профиль/);

    await profile.getByTestId('profile-edit').click();
    const form = profile.getByTestId('edit-profile-form');
    await form.getByLabel('Имя').fill('М');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form.getByText('Имя — минимум 2 символа')).toBeVisible();
    await form.getByLabel('Имя').fill('Мария');
    await form.getByLabel('Город').selectOption({ label: 'Казань' });
    // The birth date in the Russian date field of onboarding: typed as ДД.ММ.ГГГГ or picked in the calendar.
    const birthDate = form.getByLabel('Дата рождения', { exact: true });
    await birthDate.fill('');
    await birthDate.pressSequentially('05031995');
    await expect(birthDate).toHaveValue('05.03.1995');
    await form.getByRole('button', { name: 'Открыть календарь' }).click();
    const calendar = form.getByRole('dialog', { name: 'Дата рождения: календарь' });
    await expect(calendar.getByRole('columnheader').first()).toHaveText('пн');
    await calendar.getByRole('button', { name: /^7 марта 1995/ }).click();
    await expect(birthDate).toHaveValue('07.03.1995');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(profile.getByText('Профиль сохранён')).toBeVisible();
    await expect(profile.getByTestId('profile-name')).toHaveText('Мария');
    await expect(profile).toContainText('Казань');
    await expect(headerProfile(page)).toHaveText('М');
    await profile.getByTestId('profile-edit').click();
    await expect(form.getByLabel('Дата рождения', { exact: true })).toHaveValue('07.03.1995');
    await form.getByRole('button', { name: 'Отмена' }).click();

    await profile.getByTestId('logout').click();
    await expect(page).toHaveURL(`${HOST_URL}/`);
    await expect(headerLogin(page)).toBeVisible();
    expect(await tokenCookie(context)).toBeUndefined();
    expect(await apiAccepts(session.accessToken)).toBe(false);
  });

  test('a logout that cannot reach the API says so and keeps the visitor signed in', async ({
    page,
    context,
  }) => {
    const { session, profile } = await openProfile(page, context);
    await page.route('**/auth/logout', (route) => route.abort('internetdisconnected'));
    await profile.getByTestId('logout').click();
    await expect(profile.getByRole('alert')).toHaveText(
      'Не удалось выйти. Нет связи с сервером. Проверь интернет и попробуй ещё раз.',
    );
    await expect(page).toHaveURL(`${HOST_URL}/profile`);
    await expect(headerProfile(page)).toHaveText('АП');
    // Signed in indeed: the cookies are still set, and a reload shows the same account.
    await page.reload();
    await expect(headerProfile(page)).toHaveText('АП');

    await page.unroute('**/auth/logout');
    await profile.getByTestId('logout').click();
    await expect(page).toHaveURL(`${HOST_URL}/`);
    await expect(headerLogin(page)).toBeVisible();
    expect(await apiAccepts(session.accessToken)).toBe(false);
  });

  test('the header avatar on /profile keeps the open form and what was typed; a visit from another page starts afresh', async ({
    page,
    context,
  }) => {
    const { profile } = await openProfile(page, context);
    await profile.getByTestId('profile-edit').click();
    const form = profile.getByTestId('edit-profile-form');
    await form.getByLabel('Имя').fill('Мария');

    await headerProfile(page).click();
    await expect(page).toHaveURL(`${HOST_URL}/profile`);
    // The page it is on, entered again: the form is still open, as typed.
    await expect(form.getByLabel('Имя')).toHaveValue('Мария');
    await expect(profile.getByTestId('profile-edit')).toHaveCount(0);

    await page
      .getByRole('banner')
      .getByRole('link', { name: /на главную/ })
      .click();
    await expect(page).toHaveURL(`${HOST_URL}/`);
    await headerProfile(page).click();
    await expect(profile.getByTestId('profile-edit')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(profile.getByTestId('profile-name')).toHaveText('Анна Петрова');
  });

  test('clearing the optional e-mail removes it', async ({ page, context }) => {
    const { profile } = await openProfile(page, context);
    const form = profile.getByTestId('edit-profile-form');
    const email = form.getByLabel('Почта (необязательно)');
    await profile.getByTestId('profile-edit').click();
    await email.fill('anna@example.com');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(profile.getByText('Профиль сохранён')).toBeVisible();
    await expect(profile).toContainText('anna@example.com');

    await profile.getByTestId('profile-edit').click();
    await expect(email).toHaveValue('anna@example.com');
    await email.fill('');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(profile.getByText('Профиль сохранён')).toBeVisible();
    await expect(profile).not.toContainText('anna@example.com');
    await page.reload();
    await expect(profile.getByTestId('profile-name')).toHaveText('Анна Петрова');
    await expect(profile).not.toContainText('anna@example.com');
    await profile.getByTestId('profile-edit').click();
    await expect(email).toHaveValue('');
  });

  test('an account that left its onboarding is offered it again on /profile', async ({ page, context }) => {
    // Signed in, onboarding not done (a reload closes the modal that cannot be closed otherwise).
    await signIn(context);
    await page.goto('/profile');
    const profile = page.getByTestId('profile-page');
    await expect(profile.getByRole('heading', { name: 'Анкета знакомств не заполнена' })).toBeVisible();
    await profile.getByRole('button', { name: 'Заполнить анкету' }).click();
    const onboarding = page.getByRole('dialog', { name: /Анкета знакомств/ });
    await expect(onboarding).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-onboarding-step]')).toHaveAttribute('data-onboarding-step', 'name');
  });

  test('account deletion asks for confirmation, deletes through the API and signs out', async ({
    page,
    context,
  }) => {
    const session = await signIn(context);
    await page.goto('/services/account-deleting');
    const content = page.getByTestId('account-deleting-page');
    await expect(content.getByRole('heading', { name: 'Удаление аккаунта' })).toBeVisible();
    await content.getByTestId('delete-account').click();
    await expect(content.getByText('Точно удалить аккаунт? Это нельзя отменить.')).toBeVisible();
    await content.getByRole('button', { name: 'Оставить аккаунт' }).click();
    expect(await apiAccepts(session.accessToken)).toBe(true);

    await content.getByTestId('delete-account').click();
    await content.getByTestId('delete-account-confirm').click();
    await expect(content.getByTestId('account-deleted')).toContainText('Аккаунт удалён');
    await expect(headerLogin(page)).toBeVisible();
    expect(await tokenCookie(context)).toBeUndefined();
    expect(await apiAccepts(session.accessToken)).toBe(false);
  });

  test('a signed-out visitor of the deletion page is offered to sign in', async ({ page }) => {
    await page.goto('/services/account-deleting');
    await page.getByTestId('account-deleting-page').getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
  });
});
