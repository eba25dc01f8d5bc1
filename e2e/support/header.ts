import type { Page } from '@playwright/test';

/** The header's city chip, found as a visitor finds it (its title), not by a test-only attribute. */
export const headerCity = (page: Page) => page.getByRole('banner').getByTitle('Сменить город');

/** The header's link to the profile, shown once the session is there. */
export const headerProfile = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Профиль', exact: true });

/** The header's «Войти», shown to a visitor without a session. */
export const headerLogin = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Войти', exact: true });
