import type { SendCodeResult, TokenResponse } from '@kaver/shared-contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  isPhoneValid,
  nextPhoneInput,
  normalizePhone,
  type PhonePaste,
  pastePhone,
} from '../../../entities/phone';
import { type CodeBoxes, EMPTY_CODE, isCodeComplete, joinCode } from '../../../entities/sms-code';
import { confirmSmsCode, requestSmsCode } from '../../../shared/api';
import { $isProduction } from '../../../shared/config';
import { wait } from '../../../shared/lib';
import {
  $signInInProgress,
  loginModalReset,
  signInStarted,
  signInStopped,
  tokensObtained,
} from '../../../shared/model';
import { smsErrorText } from '../lib/sms-error-text';

/** Outside production the code is sent a second time, 1 s after the first (SPEC.md 4, 9). */
export const SECOND_SEND_DELAY_MS = 1000;

export type PhoneStep = 'phone' | 'sms';

interface SendParams {
  phone: string;
  /** The non-production second send: it never shows loading and never changes the step. */
  repeat: boolean;
}

export const phoneChanged = createEvent<string>();
/** Text pasted over the field's selection: a whole number replaces the field, part of one goes in there. */
export const phonePasted = createEvent<PhonePaste>();
export const phoneSubmitted = createEvent<void>();
export const codeChanged = createEvent<CodeBoxes>();
export const codeSubmitted = createEvent<void>();
export const resendClicked = createEvent<void>();
export const changePhoneClicked = createEvent<void>();
/** The phone field took the focus it was owed (`$phoneFocusWanted`). */
export const phoneFocused = createEvent<void>();

export const sendCodeFx = createEffect<SendParams, SendCodeResult>(({ phone }) => requestSmsCode(phone));
export const confirmCodeFx = createEffect<{ phone: string; code: string }, TokenResponse>(confirmSmsCode);
export const secondSendTimerFx = createEffect(async (phone: string) => {
  await wait(SECOND_SEND_DELAY_MS);
  return phone;
});
/**
 * Failures are logged (SPEC.md 8); a refused or failed send and a refused code are also told to the person
 * ($smsError, issue 11 part 7), except a wrong code, which the red boxes show.
 */
export const logFailureFx = createEffect(({ action, error }: { action: string; error: unknown }) => {
  console.error(`[auth] ${action} failed`, error);
});

/** What the field shows, masked: '+7 (999) 123-45-67'. */
export const $phoneInput = createStore('')
  .on(phoneChanged, (previous, typed) => nextPhoneInput(previous, typed))
  .on(phonePasted, (previous, paste) => pastePhone(previous, paste).value)
  .reset(loginModalReset);
/** What is submitted: '89991234567'. */
export const $phone = $phoneInput.map(normalizePhone);
export const $isPhoneValid = $phone.map(isPhoneValid);
/** A code is being sent: the phone's sign-in is under way, and the social buttons wait (as it waits for them). */
export const $isPhoneFormLoading = $signInInProgress.map((inProgress) => inProgress === 'phone');
/** Another sign-in (a popup, a window) is under way: the submit waits until it ends. */
export const $isPhoneFormBlocked = $signInInProgress.map(
  (inProgress) => inProgress !== null && inProgress !== 'phone',
);

export const $step = createStore<PhoneStep>('phone')
  .on(sendCodeFx.done, (step, { params }) => (params.repeat ? step : 'sms'))
  .on(changePhoneClicked, () => 'phone')
  .reset(loginModalReset);
/**
 * «Изменить номер» brought the phone step back: its field takes the focus (the number kept, the caret at its end)
 * once it is shown, since the button that had it is gone. Opening the modal leaves the focus to the dialog.
 */
export const $phoneFocusWanted = createStore(false)
  .on(changePhoneClicked, () => true)
  .on(phoneFocused, () => false)
  .reset(loginModalReset);
/** SPEC.md 3: isPhoneSend. */
export const $isPhoneSend = $step.map((step) => step === 'sms');
/** The number the code went to ('89991234567'), for the line on the SMS step. */
export const $sentTo = createStore('')
  .on(sendCodeFx.done, (sentTo, { params }) => (params.repeat ? sentTo : params.phone))
  .reset(loginModalReset);
/** The code the API returns outside production, shown as 'Тестовый код'. */
export const $devSmsCode = createStore<string | null>(null)
  .on(changePhoneClicked, () => null)
  .reset(loginModalReset);
/** When another SMS may be asked for (ms since epoch). */
export const $resendAvailableAt = createStore<number | null>(null)
  .on(sendCodeFx.doneData, (_, { resendIn }) => Date.now() + resendIn * 1000)
  .reset(loginModalReset);

/** Why the last send or code check failed and when to try again, in Russian; null when nothing failed. */
export const $smsError = createStore<string | null>(null)
  .on(sendCodeFx.fail, (current, { params, error }) => (params.repeat ? current : smsErrorText(error)))
  .on(confirmCodeFx.fail, (_, { error }) => smsErrorText(error))
  .on(sendCodeFx, (current, { repeat }) => (repeat ? current : null))
  .on(confirmCodeFx, () => null)
  .on(phoneChanged, () => null)
  .on(phonePasted, () => null)
  .on(changePhoneClicked, () => null)
  .reset(loginModalReset);

export const $code = createStore<CodeBoxes>(EMPTY_CODE)
  .on(codeChanged, (_, code) => code)
  .on(confirmCodeFx.fail, () => EMPTY_CODE)
  .on(changePhoneClicked, () => EMPTY_CODE)
  .reset(loginModalReset);
export const $isCodeComplete = $code.map(isCodeComplete);
export const $isCodeLoading = confirmCodeFx.pending;
/** The last code was refused: the boxes are outlined in red until the person types again. */
export const $codeRejected = createStore(false)
  .on(confirmCodeFx.fail, () => true)
  .on(codeChanged, () => false)
  .on(changePhoneClicked, () => false)
  .reset(loginModalReset);

// A submit is ignored while loading or with anything but 11 characters (SPEC.md 5), and during another sign-in.
sample({
  clock: phoneSubmitted,
  source: { phone: $phone, valid: $isPhoneValid, inProgress: $signInInProgress },
  filter: ({ valid, inProgress }) => valid && inProgress === null,
  fn: ({ phone }): SendParams => ({ phone, repeat: false }),
  target: sendCodeFx,
});

sample({
  clock: resendClicked,
  source: { phone: $sentTo, inProgress: $signInInProgress },
  filter: ({ phone, inProgress }) => phone !== '' && inProgress === null,
  fn: ({ phone }): SendParams => ({ phone, repeat: false }),
  target: sendCodeFx,
});

// The non-production second send shows no loading and holds nothing up.
sample({
  clock: sendCodeFx,
  filter: ({ repeat }) => !repeat,
  fn: () => 'phone' as const,
  target: signInStarted,
});
sample({
  clock: sendCodeFx.finally,
  filter: ({ params }) => !params.repeat,
  fn: () => 'phone' as const,
  target: signInStopped,
});

sample({
  clock: sendCodeFx.done,
  source: $isProduction,
  filter: (isProduction, { params }) => !isProduction && !params.repeat,
  fn: (_, { params }) => params.phone,
  target: secondSendTimerFx,
});

// The second send goes only if the person is still waiting for a code to that number.
sample({
  clock: secondSendTimerFx.doneData,
  source: { sentTo: $sentTo, step: $step },
  filter: ({ sentTo, step }, phone) => step === 'sms' && sentTo === phone,
  fn: (_, phone): SendParams => ({ phone, repeat: true }),
  target: sendCodeFx,
});

sample({
  clock: sendCodeFx.done,
  source: { isProduction: $isProduction, sentTo: $sentTo },
  filter: ({ isProduction, sentTo }, { params, result }) =>
    !isProduction && sentTo === params.phone && typeof result.securityData === 'string',
  fn: (_, { result }) => result.securityData as string,
  target: $devSmsCode,
});

sample({
  clock: codeSubmitted,
  source: { phone: $sentTo, code: $code, complete: $isCodeComplete, loading: $isCodeLoading },
  filter: ({ complete, loading }) => complete && !loading,
  fn: ({ phone, code }) => ({ phone, code: joinCode(code) }),
  target: confirmCodeFx,
});

sample({ clock: confirmCodeFx.doneData, target: tokensObtained });

sample({
  clock: sendCodeFx.fail,
  fn: ({ params, error }) => ({ action: params.repeat ? 'second SMS send' : 'SMS send', error }),
  target: logFailureFx,
});
sample({
  clock: confirmCodeFx.fail,
  fn: ({ error }) => ({ action: 'SMS code confirmation', error }),
  target: logFailureFx,
});
