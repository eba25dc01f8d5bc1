import type { SendCodeResult, TokenResponse } from '@kaver/shared-contracts';
import { createEffect, createEvent, createStore, type Event, sample } from 'effector';
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
import { isCodeRefused } from '../lib/code-refused';
import { smsErrorText } from '../lib/sms-error-text';

/** Outside production the code is sent a second time, 1 s after the first (SPEC.md 4, 9). */
export const SECOND_SEND_DELAY_MS = 1000;

export type PhoneStep = 'phone' | 'sms';

interface SendParams {
  phone: string;
  /** The non-production second send: it never shows loading and never changes the step. */
  repeat: boolean;
  /** The opening of the modal that asked for it ($opening): an answer for a closed one changes nothing. */
  opening: number;
}

interface ConfirmParams {
  phone: string;
  code: string;
  opening: number;
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
/** The SMS step's focus went where it was due (`$smsFocusDue`). */
export const smsFocusMoved = createEvent<void>();

export const sendCodeFx = createEffect<SendParams, SendCodeResult>(({ phone }) => requestSmsCode(phone));
export const confirmCodeFx = createEffect<ConfirmParams, TokenResponse>(confirmSmsCode);
export const secondSendTimerFx = createEffect(async (send: { phone: string; opening: number }) => {
  await wait(SECOND_SEND_DELAY_MS);
  return send;
});
/**
 * Failures are logged (SPEC.md 8); a refused or failed send and a refused code are also told to the person
 * ($smsError, issue 11 part 7), except a wrong code, which the red boxes show.
 */
export const logFailureFx = createEffect(({ action, error }: { action: string; error: unknown }) => {
  console.error(`[auth] ${action} failed`, error);
});

/**
 * Which opening of the modal this is: each close (loginModalReset) starts the next one. A send or a code check
 * carries the opening it was made in, and an answer that lands after the modal closed (a slow POST /kaver/auth/,
 * then ✕) is dropped, as is its pending second send: closing resets all login state (SPEC.md 4).
 */
const $opening = createStore(0).on(loginModalReset, (opening) => opening + 1);

/** `clock` (an effect's done, fail or finally) only while the modal that made the call is still open. */
function ofThisOpening<T extends { params: { opening: number } }>(clock: Event<T>) {
  return sample({
    clock,
    source: $opening,
    filter: (opening, { params }) => params.opening === opening,
    fn: (_, payload) => payload,
  });
}
const codeSent = ofThisOpening(sendCodeFx.done);
const sendFailed = ofThisOpening(sendCodeFx.fail);
const sendEnded = ofThisOpening(sendCodeFx.finally);
const checkFailed = ofThisOpening(confirmCodeFx.fail);
/** The API refused the code itself; a check that failed otherwise (no network, a 5xx) keeps the digits typed. */
const codeRefused = sample({ clock: checkFailed, filter: ({ error }) => isCodeRefused(error) });
const codeKept = sample({ clock: checkFailed, filter: ({ error }) => !isCodeRefused(error) });
const checkEnded = ofThisOpening(confirmCodeFx.finally);
const secondSendDue = ofThisOpening(secondSendTimerFx.done);

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
  .on(codeSent, (step, { params }) => (params.repeat ? step : 'sms'))
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
  .on(codeSent, (sentTo, { params }) => (params.repeat ? sentTo : params.phone))
  .reset(loginModalReset);
/** The code the API returns outside production, shown as 'Тестовый код'. */
export const $devSmsCode = createStore<string | null>(null)
  .on(changePhoneClicked, () => null)
  .reset(loginModalReset);
/** When another SMS may be asked for (ms since epoch). */
export const $resendAvailableAt = createStore<number | null>(null)
  .on(codeSent, (_, { result }) => Date.now() + result.resendIn * 1000)
  .reset(loginModalReset);

/** Why the last send or code check failed and when to try again, in Russian; null when nothing failed. */
export const $smsError = createStore<string | null>(null)
  .on(sendFailed, (current, { params, error }) => (params.repeat ? current : smsErrorText(error)))
  .on(checkFailed, (_, { error }) => smsErrorText(error))
  .on(sendCodeFx, (current, { repeat }) => (repeat ? current : null))
  .on(confirmCodeFx, () => null)
  .on(phoneChanged, () => null)
  .on(phonePasted, () => null)
  .on(changePhoneClicked, () => null)
  .reset(loginModalReset);

export const $code = createStore<CodeBoxes>(EMPTY_CODE)
  .on(codeChanged, (_, code) => code)
  .on(codeRefused, () => EMPTY_CODE)
  .on(changePhoneClicked, () => EMPTY_CODE)
  .reset(loginModalReset);
export const $isCodeComplete = $code.map(isCodeComplete);
/** A code check of this opening is under way (one the closed modal made no longer shows). */
export const $isCodeLoading = createStore(false)
  .on(confirmCodeFx, () => true)
  .on(checkEnded, () => false)
  .reset(loginModalReset);
/**
 * Where the SMS step's focus goes when what had it is gone or disabled, or it would fall to <body>, out of the dialog
 * that takes the keys: a code sent («Отправить код ещё раз» gives way to its countdown) to the first box; a check
 * that kept the digits (the boxes, disabled during it, dropped the focus) to «Подтвердить», to try again.
 */
export const $smsFocusDue = createStore<'code' | 'submit' | null>(null, { serialize: 'ignore' })
  .on(codeSent, (due, { params }) => (params.repeat ? due : 'code'))
  .on(codeKept, () => 'submit')
  .reset(smsFocusMoved, changePhoneClicked, loginModalReset);
/** The last code was refused: the boxes are outlined in red until the person types again. */
export const $codeRejected = createStore(false)
  .on(codeRefused, () => true)
  .on(codeChanged, () => false)
  .on(changePhoneClicked, () => false)
  .reset(loginModalReset);

// A submit is ignored while loading or with anything but 11 characters (SPEC.md 5), and during another sign-in.
sample({
  clock: phoneSubmitted,
  source: { phone: $phone, valid: $isPhoneValid, inProgress: $signInInProgress, opening: $opening },
  filter: ({ valid, inProgress }) => valid && inProgress === null,
  fn: ({ phone, opening }): SendParams => ({ phone, repeat: false, opening }),
  target: sendCodeFx,
});

sample({
  clock: resendClicked,
  source: { phone: $sentTo, inProgress: $signInInProgress, opening: $opening },
  filter: ({ phone, inProgress }) => phone !== '' && inProgress === null,
  fn: ({ phone, opening }): SendParams => ({ phone, repeat: false, opening }),
  target: sendCodeFx,
});

// The non-production second send shows no loading and holds nothing up.
sample({
  clock: sendCodeFx,
  filter: ({ repeat }) => !repeat,
  fn: () => 'phone' as const,
  target: signInStarted,
});
// A send of a closed modal frees nothing: the close already did, and a send of the reopened one may be under way.
sample({
  clock: sendEnded,
  filter: ({ params }) => !params.repeat,
  fn: () => 'phone' as const,
  target: signInStopped,
});

sample({
  clock: codeSent,
  source: $isProduction,
  filter: (isProduction, { params }) => !isProduction && !params.repeat,
  fn: (_, { params }) => ({ phone: params.phone, opening: params.opening }),
  target: secondSendTimerFx,
});

// The second send goes only if the person is still waiting, in the same opening, for a code to that number.
sample({
  clock: secondSendDue,
  source: { sentTo: $sentTo, step: $step },
  filter: ({ sentTo, step }, { result }) => step === 'sms' && sentTo === result.phone,
  fn: (_, { result }): SendParams => ({ ...result, repeat: true }),
  target: sendCodeFx,
});

sample({
  clock: codeSent,
  source: { isProduction: $isProduction, sentTo: $sentTo },
  filter: ({ isProduction, sentTo }, { params, result }) =>
    !isProduction && sentTo === params.phone && typeof result.securityData === 'string',
  fn: (_, { result }) => result.securityData as string,
  target: $devSmsCode,
});

sample({
  clock: codeSubmitted,
  source: {
    phone: $sentTo,
    code: $code,
    complete: $isCodeComplete,
    loading: $isCodeLoading,
    opening: $opening,
  },
  filter: ({ complete, loading }) => complete && !loading,
  fn: ({ phone, code, opening }): ConfirmParams => ({ phone, code: joinCode(code), opening }),
  target: confirmCodeFx,
});

// A code the API took signs in even if the modal closed meanwhile: the API has already set the session's cookies,
// and a login that outlives the modal is finished (complete-login).
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
