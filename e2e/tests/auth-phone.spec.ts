import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/auth/host-config';
import {
  apiAccepts,
  collectGoals,
  completeProfile,
  lastSmsCode,
  openLoginModal,
} from '../support/auth/login';
import { headerLogin, headerProfile } from '../support/header';
import { API_URL, HOST_URL } from '../support/ports';
import { signInThroughApi, uniquePhone } from '../support/session';

const SEND_CODE_URL = `${API_URL}/kaver/auth/`;

/** '89991234567' as the field shows it. */
const masked = (phone: string) =>
  `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9, 11)}`;

function recordCodeSends(page: Page): number[] {
  const sends: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === SEND_CODE_URL) sends.push(Date.now());
  });
  return sends;
}

async function paste(target: Locator, text: string) {
  await target.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

async function submitPhone(modal: Locator, phone: string) {
  await modal.getByTestId('phone-input').pressSequentially(phone.slice(1));
  await modal.getByTestId('phone-submit').click();
  await expect(modal.getByRole('heading', { name: 'Код из СМС' })).toBeVisible();
}

async function typeCode(modal: Locator, code: string) {
  await modal.getByTestId('code-box-0').focus();
  await modal.getByTestId('code-box-0').pressSequentially(code);
}

test.describe('sign-in by phone and SMS code', () => {
  test('every input rule, the test code sent twice 1 s apart, HttpOnly session cookies and onboarding for a new user', async ({
    page,
    context,
  }) => {
    const goals = collectGoals(page);
    const sends = recordCodeSends(page);
    const phone = uniquePhone();
    // The profile takes a moment, so 'Загружаем профиль...' can be seen.
    await context.route(`${API_URL}/kaver/web/v1/profile/-1`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });

    await page.goto('/');
    const modal = await openLoginModal(page);
    await expect(modal.getByRole('heading', { name: 'Вход в Kaver' })).toBeVisible();
    await expect(modal.getByTestId('login-emoji')).toHaveText(/^(🎉|🎭|🎸|🍿|🎨)$/u);
    await expect(modal.getByText('или', { exact: true })).toBeVisible();
    await expect.poll(() => goals).toContain('open-popup-voiti');

    // Phone: digits only, the mask '+7 (000) 000-00-00', exactly 11 characters to submit.
    const input = modal.getByTestId('phone-input');
    const submit = modal.getByTestId('phone-submit');
    await expect(input).toHaveAttribute('placeholder', 'введи номер телефона');
    await expect(submit).toBeDisabled();
    await input.pressSequentially('abc');
    await expect(input).toHaveValue('');
    await input.pressSequentially(phone.slice(1, 10));
    await expect(input).toHaveValue(masked(phone).slice(0, -1));
    await expect(submit).toBeDisabled();
    await input.press('Backspace');
    await expect(input).toHaveValue(masked(`${phone.slice(0, 9)}00`).slice(0, -3));
    await paste(input, `8 ${phone.slice(1, 4)} ${phone.slice(4)}`);
    await expect(input).toHaveValue(masked(phone));
    await expect(submit).toBeEnabled();
    await submit.click();

    // The SMS step.
    await expect(modal.getByRole('heading', { name: 'Код из СМС' })).toBeVisible();
    await expect(modal.getByTestId('login-emoji')).toHaveText('📱');
    await expect(modal.getByTestId('sms-sent-to')).toHaveText(`Мы отправили код на номер ${masked(phone)}`);
    const code = await lastSmsCode(phone);
    await expect(modal.getByTestId('dev-sms-code')).toHaveText(`Тестовый код: ${code}`);
    await expect.poll(() => sends.length).toBe(2);
    expect((sends[1] ?? 0) - (sends[0] ?? 0)).toBeGreaterThanOrEqual(950);

    // Four boxes: the first focused, digits only, Backspace and arrows, paste stripped and cut to 4.
    const box = (index: number) => modal.getByTestId(`code-box-${index}`);
    const confirm = modal.getByRole('button', { name: 'Подтвердить' });
    await expect(box(0)).toBeFocused();
    await expect(confirm).toBeDisabled();
    await page.keyboard.type('x');
    await expect(box(0)).toHaveValue('');
    await page.keyboard.type('12');
    await expect(box(1)).toHaveValue('2');
    await expect(box(2)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(box(1)).toHaveValue('');
    await expect(box(1)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(box(0)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(box(1)).toBeFocused();
    await paste(box(1), 'код: 98-76-54');
    await expect(box(0)).toHaveValue('9');
    await expect(box(3)).toHaveValue('6');
    await expect(confirm).toBeEnabled();

    // A wrong code is only logged: the boxes empty and turn red, no message.
    const wrong = code === '9876' ? '1234' : '9876';
    await paste(box(0), wrong);
    await confirm.click();
    await expect(box(0)).toHaveValue('');
    await expect(box(0)).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByRole('alert')).toHaveCount(0);

    // The visitor's session (GET /me) is slow to come here, so that the overlay can be seen.
    await page.route('**/kaver/web/v1/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await typeCode(modal, code);
    await confirm.click();
    await expect(modal.getByText('Загружаем профиль...')).toBeVisible();
    await expect(page.getByTestId('login-modal')).toHaveCount(0);
    await expect(headerProfile(page)).toBeVisible();
    await expect.poll(() => goals).toContain('uspeshnaya-avtorizaciya');
    // A new account has no name or birth date: onboarding is asked for through the bus.
    await expect(page.locator('[data-modal="onboarding"]')).toBeAttached();

    // The API set the session: HttpOnly tokens (the access one for an hour, the refresh one for a year,
    // Chromium capping at 400 days) that no page script can read.
    const cookies = await context.cookies(HOST_URL);
    const access = cookies.find((cookie) => cookie.name === 'access_token');
    const refresh = cookies.find((cookie) => cookie.name === 'refresh_token');
    expect(access?.httpOnly).toBe(true);
    expect(refresh?.httpOnly).toBe(true);
    expect(access?.sameSite).toBe('Lax');
    expect(access?.expires ?? 0).toBeLessThanOrEqual(Date.now() / 1000 + 3600 + 5);
    expect(refresh?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
    expect(await apiAccepts(access?.value ?? '')).toBe(true);
    const pageCookies = await page.evaluate(() => document.cookie);
    expect(pageCookies).not.toContain('access_token');
    expect(pageCookies).not.toContain('refresh_token');
    expect(pageCookies).not.toContain(access?.value ?? 'no token');
    expect(pageCookies).not.toContain(refresh?.value ?? 'no token');
  });

  test('in production the code is sent once and never shown', async ({ page, deployConfig }) => {
    await deployConfig({ environment: 'production' });
    const sends = recordCodeSends(page);
    await page.goto('/');
    const modal = await openLoginModal(page);
    await submitPhone(modal, uniquePhone());
    await page.waitForTimeout(1_500);
    expect(sends).toHaveLength(1);
    await expect(modal.getByText(/Тестовый код/)).toHaveCount(0);
  });

  test("a whole number put in as an edit, as a phone keyboard's clipboard chip does, fills the mask", async ({
    page,
  }) => {
    await page.goto('/');
    const modal = await openLoginModal(page);
    const input = modal.getByTestId('phone-input');
    const submit = modal.getByTestId('phone-submit');
    const phone = uniquePhone();
    // After the first 8, the chip's number arrives as one input event (insertText), not as a paste.
    await input.pressSequentially('8');
    await expect(input).toHaveValue('+7 (');
    await page.keyboard.insertText(`+7 ${phone.slice(1)}`);
    await expect(input).toHaveValue(masked(phone));
    await expect(submit).toBeEnabled();
    // Over a selection of the digits there ('+7 (|999) 123-45-67|'), another number replaces them.
    const other = uniquePhone();
    await input.evaluate((element: HTMLInputElement) => element.setSelectionRange(4, element.value.length));
    await page.keyboard.insertText(other);
    await expect(input).toHaveValue(masked(other));
    await submit.click();
    await expect(modal.getByTestId('sms-sent-to')).toHaveText(`Мы отправили код на номер ${masked(other)}`);
  });

  test('a paste of part of a number goes in at the caret or over the selection; a whole number replaces the field', async ({
    page,
  }) => {
    await page.goto('/');
    const modal = await openLoginModal(page);
    const input = modal.getByTestId('phone-input');
    const caret = () =>
      input.evaluate((element: HTMLInputElement) => [element.selectionStart, element.selectionEnd]);
    await input.pressSequentially('8 916');
    await expect(input).toHaveValue('+7 (916');
    await paste(input, '1234567');
    await expect(input).toHaveValue('+7 (916) 123-45-67');
    expect(await caret()).toEqual([18, 18]);
    await expect(modal.getByTestId('phone-submit')).toBeEnabled();
    // '+7 (916) |123|-45-67' selected: the pasted digits take the selection's place, the caret after them.
    await input.evaluate((element: HTMLInputElement) => element.setSelectionRange(9, 12));
    await paste(input, '55-5');
    await expect(input).toHaveValue('+7 (916) 555-45-67');
    expect(await caret()).toEqual([12, 12]);
    // A whole number, with the country code or in ten digits, replaces what is there wherever the caret is.
    await input.evaluate((element: HTMLInputElement) => element.setSelectionRange(6, 6));
    await paste(input, '8 (812) 123-45-67');
    await expect(input).toHaveValue('+7 (812) 123-45-67');
    await paste(input, '9031112233');
    await expect(input).toHaveValue('+7 (903) 111-22-33');
  });

  test('«Изменить номер» gives the phone field the focus, the number kept, and a submit gives it to the first box', async ({
    page,
  }) => {
    await page.goto('/');
    const modal = await openLoginModal(page);
    const input = modal.getByTestId('phone-input');
    const phone = uniquePhone();
    await input.pressSequentially(phone.slice(1));
    await input.press('Enter');
    await expect(modal.getByRole('heading', { name: 'Код из СМС' })).toBeVisible();
    await expect(modal.getByTestId('code-box-0')).toBeFocused();

    await modal.getByRole('button', { name: 'Изменить номер' }).focus();
    await page.keyboard.press('Enter');
    await expect(modal.getByRole('heading', { name: 'Вход в Kaver' })).toBeVisible();
    await expect(input).toBeFocused();
    await expect(input).toHaveValue(masked(phone));
    expect(
      await input.evaluate((element: HTMLInputElement) => [element.selectionStart, element.selectionEnd]),
    ).toEqual([masked(phone).length, masked(phone).length]);

    // The keyboard goes on from there: the last digit changed, Enter, and the code boxes have it again.
    const other = `${phone.slice(0, -1)}${(Number(phone.at(-1)) + 1) % 10}`;
    await page.keyboard.press('Backspace');
    await page.keyboard.type(other.slice(-1));
    await expect(input).toHaveValue(masked(other));
    await page.keyboard.press('Enter');
    await expect(modal.getByTestId('sms-sent-to')).toHaveText(`Мы отправили код на номер ${masked(other)}`);
    await expect(modal.getByTestId('code-box-0')).toBeFocused();
  });

  test('a refused send says in Russian when to try again, and the number can be edited to go on', async ({
    page,
  }) => {
    // The API's answer to a rate-limited send (issue 11 part 7), on top of the real call's CORS headers.
    let refusals = 1;
    await page.route(SEND_CODE_URL, async (route) => {
      if (route.request().method() !== 'POST' || refusals === 0) return route.continue();
      refusals -= 1;
      const response = await route.fetch();
      await route.fulfill({
        response,
        status: 429,
        headers: { ...response.headers(), 'retry-after': '300' },
        body: JSON.stringify({
          error: {
            code: 'too_many_sms',
            message: 'Too many codes for this phone, try later',
            field: 'phone',
            retry_after: 300,
          },
        }),
      });
    });
    await page.goto('/');
    const modal = await openLoginModal(page);
    const phone = uniquePhone();
    await modal.getByTestId('phone-input').pressSequentially(phone.slice(1));
    await modal.getByTestId('phone-submit').click();
    await expect(modal.getByTestId('sms-error')).toHaveText('Слишком много попыток. Попробуй через 5 минут');
    await expect(modal.getByRole('heading', { name: 'Код из СМС' })).toHaveCount(0);
    await modal.getByTestId('phone-input').press('End');
    await modal.getByTestId('phone-input').press('Backspace');
    await expect(modal.getByTestId('sms-error')).toHaveCount(0);
    await modal.getByTestId('phone-input').pressSequentially(phone.slice(-1));
    await modal.getByTestId('phone-submit').click();
    await expect(modal.getByRole('heading', { name: 'Код из СМС' })).toBeVisible();
  });

  test("a phone locked for the day's wrong codes is told so in Russian, with how long", async ({ page }) => {
    // Ten wrong codes for one phone in a day (issue 22): two codes, five wrong tries each, through the real API.
    const phone = uniquePhone();
    for (let code = 0; code < 2; code += 1) {
      const sent = await fetch(SEND_CODE_URL, { method: 'POST', headers: { auth_type: '1', phone } });
      const { security_data: right } = (await sent.json()) as { security_data: string };
      const wrong = right === '0000' ? '1111' : '0000';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await fetch(`${API_URL}/kaver/auth/token/sms/v2`, {
          method: 'POST',
          headers: { code: wrong, phone, platform_id: '3' },
        });
      }
    }
    await page.goto('/');
    const modal = await openLoginModal(page);
    await modal.getByTestId('phone-input').pressSequentially(phone.slice(1));
    await modal.getByTestId('phone-submit').click();
    await expect(modal.getByTestId('sms-error')).toHaveText(
      'Слишком много неверных кодов для этого номера. Войти по нему можно будет через 24 часа',
    );
    await expect(modal.getByRole('heading', { name: 'Код из СМС' })).toHaveCount(0);
  });

  test('the modal takes the keyboard: focus moves in on open, Tab stays inside, Escape gives it back', async ({
    page,
  }) => {
    await page.goto('/moscow');
    const login = headerLogin(page);
    await login.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByTestId('login-modal');
    await expect(modal).toBeVisible({ timeout: 20_000 });
    const focusInside = () => modal.evaluate((node) => node.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);
    for (let press = 0; press < 10; press++) {
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(login).toBeFocused();
  });

  test('a code check that failed on the way keeps the digits, unmarked, and «Подтвердить» tries again', async ({
    page,
  }) => {
    // No answer (the client's retry included), then a 503, then the API itself: only the last one judged the code.
    let answer: 'none' | 'unavailable' | 'api' = 'none';
    await page.route(`${API_URL}/kaver/auth/token/sms/v2`, (route) => {
      if (route.request().method() !== 'POST' || answer === 'api') return route.fallback();
      if (answer === 'none') return route.abort('internetdisconnected');
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    });
    await page.goto('/');
    const modal = await openLoginModal(page);
    const phone = uniquePhone();
    await submitPhone(modal, phone);
    const code = await lastSmsCode(phone);
    const confirm = modal.getByRole('button', { name: 'Подтвердить' });
    const focusInside = () => modal.evaluate((node) => node.contains(document.activeElement));

    // Enter in the last box: the boxes are disabled during the check, and the focus is given back after it.
    await typeCode(modal, code);
    await page.keyboard.press('Enter');
    await expect(modal.getByTestId('sms-error')).toHaveText(
      'Нет связи с сервером. Проверь интернет и попробуй ещё раз.',
    );
    for (const [index, digit] of [...code].entries()) {
      await expect(modal.getByTestId(`code-box-${index}`)).toHaveValue(digit);
    }
    await expect(modal.getByTestId('code-box-0')).toHaveAttribute('aria-invalid', 'false');
    await expect(confirm).toBeFocused();

    answer = 'unavailable';
    await page.keyboard.press('Enter');
    await expect(modal.getByTestId('sms-error')).toHaveText(
      'Сервер временно недоступен. Попробуй ещё раз через минуту.',
    );
    await expect(modal.getByTestId('code-box-3')).toHaveValue(code.at(-1) ?? '');
    await expect(modal.getByTestId('code-box-3')).toHaveAttribute('aria-invalid', 'false');
    expect(await focusInside()).toBe(true);

    answer = 'api';
    await confirm.click();
    await expect(page.getByTestId('login-modal')).toHaveCount(0);
    await expect(headerProfile(page)).toBeVisible();
  });

  test('«Отправить код ещё раз» hands the focus to the first box: Tab and Escape still work in the dialog', async ({
    page,
  }) => {
    // The first code may be sent again after 1 s rather than 60 s; the resend itself is the API's own answer.
    let shortWait = true;
    await page.route(SEND_CODE_URL, async (route) => {
      if (route.request().method() !== 'POST' || !shortWait) return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), resend_in: 1 } });
    });
    const sends = recordCodeSends(page);
    await page.goto('/');
    const modal = await openLoginModal(page);
    await submitPhone(modal, uniquePhone());
    const resend = modal.getByRole('button', { name: 'Отправить код ещё раз' });
    await expect(resend).toBeVisible({ timeout: 5_000 });
    await expect.poll(() => sends.length).toBe(2);

    shortWait = false;
    await resend.focus();
    await page.keyboard.press('Enter');
    await expect(modal.getByText(/^Отправить код ещё раз можно через \d:\d\d$/)).toBeVisible();
    await expect(modal.getByTestId('code-box-0')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await modal.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('login-modal')).toHaveCount(0);
  });

  test('closing the modal resets everything', async ({ page }) => {
    await page.goto('/');
    let modal = await openLoginModal(page);
    await submitPhone(modal, uniquePhone());
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('login-modal')).toHaveCount(0);
    modal = await openLoginModal(page);
    await expect(modal.getByRole('heading', { name: 'Вход в Kaver' })).toBeVisible();
    await expect(modal.getByTestId('phone-input')).toHaveValue('');
  });

  test('?redirect=subscription opens the subscription offer after a known user signs in', async ({
    page,
  }) => {
    const existing = await signInThroughApi();
    await completeProfile(existing.accessToken);
    const goals = collectGoals(page);
    await page.goto('/?redirect=subscription');
    const modal = await openLoginModal(page);
    await submitPhone(modal, existing.phone);
    await typeCode(modal, await lastSmsCode(existing.phone));
    // The page notes when the login modal leaves and when the offer arrives (its own clock: a busy test runner
    // polls late and would see the two closer together than they were).
    await page.evaluate(() => {
      const moments: { closed?: number; offer?: number } = {};
      (window as unknown as { __moments: typeof moments }).__moments = moments;
      new MutationObserver(() => {
        const now = performance.now();
        if (moments.closed === undefined && !document.querySelector('[data-testid="login-modal"]'))
          moments.closed = now;
        if (moments.offer === undefined && document.querySelector('[data-modal="subscription-offer"]'))
          moments.offer = now;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await modal.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page.getByTestId('login-modal')).toHaveCount(0);
    await expect(page.locator('[data-modal="subscription-offer"]')).toBeAttached();
    const moments = await page.evaluate(() => {
      const noted = (window as unknown as { __moments: { closed: number; offer: number } }).__moments;
      // The login ends when the session's user has come: the answer to GET /me, on the same clock.
      const me = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('/me'));
      return { ...noted, loggedIn: (me.at(-1) as PerformanceResourceTiming).responseEnd };
    });
    // SPEC.md 2.5: the modal closes as the login finishes; the offer opens 500 ms after the login. Timed from the
    // answer, not from the modal's removal, which a busy machine may paint late.
    expect(moments.closed).toBeLessThan(moments.offer);
    expect(moments.offer - moments.loggedIn).toBeGreaterThanOrEqual(490);
    await expect(page.locator('[data-modal="onboarding"]')).toHaveCount(0);
    expect(goals).toContain('uspeshnaya-avtorizaciya');
  });
});
