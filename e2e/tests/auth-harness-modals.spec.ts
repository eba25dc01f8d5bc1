import { expect, type Page, test } from '@playwright/test';
import { refuseFirstDeletion } from '../support/auth/fresh-sign-in';
import { completeProfile, signInInModal } from '../support/auth/login';
import { API_URL, remoteUrl } from '../support/ports';
import { signIn, uniquePhone } from '../support/session';

// mf-auth's harness plays the host's modal outlet: what its parcels open through loginRequested runs there too.

const openParcel = (page: Page, parcel: string) =>
  page.goto(`${remoteUrl('mf_auth')}/?parcel=${parcel}&api=${encodeURIComponent(API_URL)}`);

/** The login modal the harness's outlet mounted for a loginRequested from the parcel on its stage. */
const outletLoginModal = (page: Page) => page.locator('[data-modal="login"]').getByTestId('login-modal');

test("the profile's «Войти» opens the login modal; signed in there, the profile shows", async ({ page }) => {
  await openParcel(page, 'profile-page');
  await expect(page.getByTestId('harness-session')).toContainText('anonymous');
  await page.getByTestId('harness-stage').getByRole('button', { name: 'Войти' }).click();

  const modal = outletLoginModal(page);
  await expect(modal.getByRole('heading', { name: 'Вход в Kaver' })).toBeVisible();
  await signInInModal(modal, uniquePhone());
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('harness-session')).toContainText('authenticated');
  await expect(page.getByTestId('profile-page')).toBeVisible();
});

test('the account deletion asks for a fresh sign-in in the login modal, then deletes', async ({
  page,
  context,
}) => {
  const session = await signIn(context);
  await completeProfile(session.accessToken);
  await refuseFirstDeletion(context, remoteUrl('mf_auth'));
  await openParcel(page, 'account-deleting-page');
  await expect(page.getByTestId('harness-session')).toContainText('authenticated');
  const content = page.getByTestId('account-deleting-page');
  await content.getByTestId('delete-account').click();
  await content.getByTestId('delete-account-confirm').click();
  await expect(content.getByText('Для удаления аккаунта войди ещё раз — это займёт минуту.')).toBeVisible();

  const modal = outletLoginModal(page);
  await signInInModal(modal, session.phone);
  await expect(modal).toHaveCount(0);
  await content.getByTestId('delete-account-confirm').click();
  await expect(content.getByTestId('account-deleted')).toContainText('Аккаунт удалён');
});
