// The purchase flow of SPEC.md 4: pick a plan -> (login) -> (email) -> payment -> YooKassa widget -> check ->
// add -> result. The API decides premium: the client only reports what the API answered.
import {
  $location,
  $runtimeConfig,
  $session,
  goalReached,
  isApiError,
  loginAbandoned,
  loginCompleted,
  loginRequested,
  navigationRequested,
  type OfferVariant,
  type Payment,
  type PaymentStatus,
  type Plan,
  rateLimitedText,
  type SubscriptionOfferRequest,
  sessionRefreshRequested,
  subscriptionPurchased,
  type UserSubscription,
} from '@kaver/shared-contracts';
import { combine, createEffect, createEvent, createStore, merge, sample, scopeBind, split } from 'effector';
import { $offerPlans, loadPlansFx, plansRequested, preselectedPlanId } from '../../entities/plan';
import { addSubscription, createPayment, fetchPayment } from '../../shared/api';
import { isValidEmail, PURCHASE_GOAL } from '../../shared/lib';
import {
  destroyCheckoutWidget,
  openCheckoutWidget,
  WidgetLoadError,
  widgetErrorText,
} from './lib/checkout-widget';
import { decidePurchase } from './lib/decide';
import { focusedElement, focusFirstOnPage } from './lib/focus-back';
import { newIdempotenceKey } from './lib/idempotence-key';
import { forgetPlan, rememberPlan, takePlan, withSubscriptionRedirect } from './lib/pending-plan';

export type PurchaseStep = 'plans' | 'email' | 'payment' | 'result';

/** The offer /subscription shows in the page itself (its `source`): no modal is needed to go on after a sign-in. */
export const PAGE_OFFER_SOURCE = 'subscription-page';
/** The `source` of the login a purchase asks for. */
export const PURCHASE_LOGIN_SOURCE = 'subscription';

/** How many times a payment still pending after the widget's success is checked again, and how often. */
export const RECHECK_LIMIT = 5;
export const RECHECK_DELAY_MS = 2000;
/**
 * How many times a check that got no answer (no response, a 5xx, a rate limit, an expired session) is made again
 * before giving up, and the first pause before it (each next one doubles: 1 s, 2 s, 4 s).
 */
export const CHECK_RETRY_LIMIT = 3;
export const CHECK_RETRY_DELAY_MS = 1000;

export const ADD_FAILED_TEXT = 'Оплата прошла, но подписку пока не удалось оформить. Попробуй ещё раз.';
export const CREATE_FAILED_TEXT = 'Не удалось начать оплату. Попробуй ещё раз.';
/** The API refused a new payment: the subscription is already paid (bought meanwhile, in another tab). */
export const ALREADY_SUBSCRIBED_TEXT = 'Подписка уже оформлена.';

// ---- events -------------------------------------------------------------------------------------------------

/**
 * A view (the offer modal or /subscription) shows the offer: the flow starts over. The modal names the control
 * that had the focus as it opened (a card, a paywall's button).
 */
export const offerOpened = createEvent<SubscriptionOfferRequest & { opener?: HTMLElement | null }>();
/** The view went away: the widget is removed and the flow forgotten. */
export const offerClosed = createEvent<void>();
export const planSelected = createEvent<string>();
/** A purchase button: with a plan id (a card's own button) or for the selected plan. */
export const purchaseRequested = createEvent<{ planId?: string }>();
export const emailSubmitted = createEvent<string>();
/** The address in the email form was edited. */
export const emailEdited = createEvent<void>();
export const emailCancelled = createEvent<void>();
/** 'Проверить ещё раз' in the result view ('Ждем оплату', or a check that got no answer): ask the API again. */
export const checkRetried = createEvent<void>();
/** The subscription could not be added after a successful payment: try again (the API grants once). */
export const addRetried = createEvent<void>();
/** From the result view of a canceled payment back to the plans. */
export const backToPlans = createEvent<void>();

export const widgetSucceeded = createEvent<void>();
export const widgetFailed = createEvent<void>();
export const widgetClosed = createEvent<void>();
export const widgetErrored = createEvent<string>();

// ---- effects ------------------------------------------------------------------------------------------------

export const createPaymentFx = createEffect(({ plan, email }: { plan: Plan; email: string }) =>
  createPayment(
    {
      amount: plan.price.toFixed(2),
      description: `website;${plan.subscriptionId};${email}`,
      metadata: { subscriptionId: plan.subscriptionId, subscriptionTitle: plan.title, email },
    },
    newIdempotenceKey(),
  ),
);

/** Loads the widget script and opens the widget; its callbacks come back as the widget* events. */
export const openWidgetFx = createEffect(
  ({ scriptUrl, confirmationToken }: { scriptUrl: string; confirmationToken: string }) => {
    const handlers = {
      onSuccess: scopeBind(widgetSucceeded, { safe: true }),
      onFail: scopeBind(widgetFailed, { safe: true }),
      onClose: scopeBind(widgetClosed, { safe: true }),
      onError: scopeBind(widgetErrored, { safe: true }),
    };
    return openCheckoutWidget({ scriptUrl, confirmationToken, handlers });
  },
);
export const destroyWidgetFx = createEffect(() => destroyCheckoutWidget());
export const checkPaymentFx = createEffect((id: string) => fetchPayment(id));
export const addSubscriptionFx = createEffect((paymentId: string) => addSubscription(paymentId));
export const rememberPlanFx = createEffect((planId: string) => rememberPlan(planId));
export const takePlanFx = createEffect(() => takePlan());
export const forgetPlanFx = createEffect(() => forgetPlan());
/** Where the focus goes back to if the sign-in is given up: the purchase button pressed, else the offer's opener. */
export const noteSignInFocusFx = createEffect((opener: HTMLElement | null) => [focusedElement(), opener]);
export const focusBackFx = createEffect((candidates: (HTMLElement | null)[]) => focusFirstOnPage(candidates));
export const recheckDelayFx = createEffect(
  (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
);

// ---- stores -------------------------------------------------------------------------------------------------

export const $source = createStore('offer');
/** The offer layout the purchase started from (the analytics goals carry it). */
export const $variant = createStore<OfferVariant | null>(null);
/** The plan chosen before signing in, waiting for the plans and the session to continue the purchase. */
export const $continuingPlanId = createStore<string | null>(null);
export const $selectedPlanId = createStore<string | null>(null);
export const $enteredEmail = createStore<string | null>(null);
export const $step = createStore<PurchaseStep>('plans');
export const $payment = createStore<Payment | null>(null);
/** What the status line says: 'Ждем оплату', 'Подписка оформлена' or 'Платеж отменен'. */
export const $paymentStatus = createStore<PaymentStatus | null>(null);
export const $error = createStore<string | null>(null);
/** The API refused the address (a 400 on metadata.email): the email form says what to mend, as for its own check. */
export const $emailRefused = createStore(false);
/** The subscription the API answered with after granting premium. */
export const $purchased = createStore<UserSubscription | null>(null);
/** The add call failed after a successful payment: the result view offers a retry. */
export const $addFailed = createStore(false);
/**
 * The check after the widget's success got no answer, even after the retries: the status is 'Платеж отменен'
 * (SPEC.md 4, 8), but the money may have been taken (YooKassa tells the API by itself), so the result view does
 * not say it was not, and offers to check the same payment again instead of a new one.
 */
export const $checkUnconfirmed = createStore(false);
/** Checks of this payment that got no answer, in a row. */
const $checkFailures = createStore(0);
/** The widget is on screen (its close means: give up this payment). */
const $widgetOpen = createStore(false);
const $rechecks = createStore(0);

export const $busy = combine(
  [
    createPaymentFx.pending,
    openWidgetFx.pending,
    checkPaymentFx.pending,
    addSubscriptionFx.pending,
    recheckDelayFx.pending,
  ],
  (pending) => pending.some(Boolean),
);

/**
 * A purchase is under way past the choice of plan (the email form, the payment, its result), or about to go on
 * with the plan chosen before the sign-in. The modal and /subscription share this one flow: an offer modal opened
 * now (the onboarding's, SPEC.md 2.8, after a new buyer's sign-in on /subscription) would start it over.
 */
export const $purchaseUnderWay = combine(
  $step,
  $busy,
  $continuingPlanId,
  (step, busy, continuing) => step !== 'plans' || busy || continuing !== null,
);

/**
 * An offer modal asked for while the purchase was under way closed itself (OfferModal). The modals before it (the
 * login's, the onboarding's) took the focus away with them, and the view the purchase goes on in (/subscription's
 * email form) never got it back: that view takes it (useFocusWhenDue), then says so.
 */
export const offerDeclined = createEvent<void>();
export const viewFocused = createEvent<void>();
export const $viewFocusDue = createStore(false, { serialize: 'ignore' })
  .on(offerDeclined, () => true)
  .reset(viewFocused, offerOpened, offerClosed);

export const $selectedPlan = combine(
  $offerPlans,
  $selectedPlanId,
  (plans, id) => plans.find((item) => item.id === id && item.plan !== null) ?? null,
);

// ---- starting over ------------------------------------------------------------------------------------------

const flowReset = createEvent<void>();

$source.on(offerOpened, (_, request) => request.source ?? 'offer');
$variant.on(offerOpened, (_, request) => request.variant ?? null);
sample({ clock: [offerOpened, offerClosed], target: flowReset });
sample({ clock: offerOpened, fn: () => undefined, target: plansRequested });
sample({ clock: offerClosed, target: destroyWidgetFx });

for (const store of [
  $step,
  $payment,
  $paymentStatus,
  $error,
  $purchased,
  $addFailed,
  $checkUnconfirmed,
  $checkFailures,
  $widgetOpen,
  $enteredEmail,
  $emailRefused,
]) {
  store.reset(flowReset);
}

// The preselection: on a new offer with plans known, and whenever the plans arrive.
sample({
  clock: [offerOpened, loadPlansFx.done],
  source: { plans: $offerPlans, step: $step, busy: $busy },
  // Not once a purchase is under way (a plan continued after the sign-in is on the email form or being paid).
  filter: ({ step, busy }) => step === 'plans' && !busy,
  fn: ({ plans }) => preselectedPlanId(plans),
  target: $selectedPlanId,
});

sample({
  clock: planSelected,
  source: { plans: $offerPlans, busy: $busy, step: $step },
  filter: ({ plans, busy, step }, id) =>
    !busy && step === 'plans' && plans.some((item) => item.id === id && item.plan !== null),
  fn: (_, id) => id,
  target: $selectedPlanId,
});

// ---- continuing after the sign-in -----------------------------------------------------------------------------

/** The offer reopened after a sign-in (or the onboarding that followed it): the chosen plan is taken, once. */
const CONTINUING_SOURCES = ['login', 'onboarding'];
sample({
  clock: offerOpened,
  filter: (request) => CONTINUING_SOURCES.includes(request.source ?? ''),
  fn: () => undefined,
  target: takePlanFx,
});
$continuingPlanId.on(takePlanFx.doneData, (_, planId) => planId).reset(offerClosed);

// ---- the purchase button ------------------------------------------------------------------------------------

const decided = sample({
  clock: purchaseRequested,
  source: {
    session: $session,
    plans: $offerPlans,
    selected: $selectedPlanId,
    email: $enteredEmail,
    busy: $busy,
  },
  fn: ({ session, plans, selected, email, busy }, { planId }) =>
    decidePurchase({ session, plans, planId: planId ?? selected, enteredEmail: email, busy }),
});

const { login, email, pay } = split(decided, {
  login: (decision) => decision.kind === 'login',
  email: (decision): decision is { kind: 'email'; plan: Plan } => decision.kind === 'email',
  pay: (decision): decision is { kind: 'pay'; plan: Plan; email: string } => decision.kind === 'pay',
});

// An anonymous buyer: the plan waits, the address gets ?redirect=subscription (SPEC.md 2.5, through the host's
// navigation), and the login modal opens; after the sign-in the offer comes back and the purchase goes on.
// On /subscription the page is the offer: the purchase goes on there, with no offer modal over it.
sample({ clock: login, fn: ({ plan }) => plan.subscriptionId, target: rememberPlanFx });
const { inPage: loginFromPage, __: loginFromModal } = split(sample({ clock: login, source: $source }), {
  inPage: (source) => source === PAGE_OFFER_SOURCE,
});
sample({
  clock: loginFromModal,
  source: $location,
  fn: (location) => ({ to: withSubscriptionRedirect(location), replace: true }),
  target: navigationRequested,
});
sample({
  clock: loginFromModal,
  fn: () => ({ redirect: 'subscription' as const, source: PURCHASE_LOGIN_SOURCE }),
  target: loginRequested,
});
sample({ clock: loginFromPage, fn: () => ({ source: PURCHASE_LOGIN_SOURCE }), target: loginRequested });
sample({
  clock: loginCompleted,
  source: $source,
  filter: (source) => source === PAGE_OFFER_SOURCE,
  fn: () => undefined,
  target: takePlanFx,
});

// ---- a sign-in given up -------------------------------------------------------------------------------------

/** The login modal was last asked for by a purchase. */
const $loginForPurchase = createStore(false, { serialize: 'ignore' }).on(
  loginRequested,
  (_, request) => request.source === PURCHASE_LOGIN_SOURCE,
);
const $offerOpener = createStore<HTMLElement | null>(null, { serialize: 'ignore' }).on(
  offerOpened,
  (_, { opener }) => opener ?? null,
);
const $signInFocus = createStore<(HTMLElement | null)[]>([], { serialize: 'ignore' });

sample({ clock: login, source: $offerOpener, target: noteSignInFocusFx });
$signInFocus.on(noteSignInFocusFx.doneData, (_, candidates) => candidates);

// A sign-in given up (mf-auth's loginAbandoned): the plan kept for it goes (mf-auth takes ?redirect=subscription
// out of the address), so that no later sign-in, for something else, buys it. The focus goes back as the login
// modal closes; given up later (the user's load failed), it has gone on by then and stays where it is.
sample({ clock: loginAbandoned, fn: () => undefined, target: forgetPlanFx });
sample({
  clock: loginAbandoned,
  source: { forPurchase: $loginForPurchase, candidates: $signInFocus },
  filter: ({ forPurchase }, when) => forPurchase && when === 'closed',
  fn: ({ candidates }) => candidates,
  target: focusBackFx,
});
$signInFocus.reset(focusBackFx, loginCompleted);

sample({ clock: [email, pay], fn: ({ plan }) => plan.subscriptionId, target: $selectedPlanId });
$step.on(email, () => 'email');
$error.on([email, pay], () => null);
$paymentStatus.on(pay, () => null);
sample({ clock: pay, fn: ({ plan, email }) => ({ plan, email }), target: createPaymentFx });

// ---- the email form -----------------------------------------------------------------------------------------

const emailAccepted = sample({
  clock: emailSubmitted,
  source: { step: $step, busy: $busy },
  filter: ({ step, busy }, value) => step === 'email' && !busy && isValidEmail(value),
  fn: (_, value) => value.trim(),
});
$enteredEmail.on(emailAccepted, (_, value) => value);
$error.on(emailAccepted, () => null);
sample({
  clock: emailAccepted,
  source: $selectedPlan,
  filter: (selected) => selected?.plan != null,
  fn: (selected, value) => ({ plan: selected!.plan as Plan, email: value }),
  target: createPaymentFx,
});
$step.on(emailCancelled, (step) => (step === 'email' ? 'plans' : step));
$emailRefused.reset(emailSubmitted, emailEdited, emailCancelled);

// ---- payment and widget -------------------------------------------------------------------------------------

$payment.on(createPaymentFx.doneData, (_, payment) => payment);
$paymentStatus.on(createPaymentFx.doneData, (_, payment) => payment.status);
$step.on(createPaymentFx.doneData, () => 'payment');
$rechecks.on(createPaymentFx.doneData, () => 0);
$checkFailures.on(createPaymentFx.doneData, () => 0);
// The API's messages are for developers (English): the person reads what to do, in Russian.
$error.on(createPaymentFx.failData, (_, error) => {
  if (isEmailRefused(error)) return null;
  if (isApiError(error) && error.code === 'rate_limited') return rateLimitedText(error.retryAfter);
  return isAlreadySubscribed(error) ? ALREADY_SUBSCRIBED_TEXT : CREATE_FAILED_TEXT;
});
// Another try with the same address can never work: the form asks for another one (a profile's address too).
const emailRefused = sample({ clock: createPaymentFx.failData, filter: isEmailRefused });
$emailRefused.on(emailRefused, () => true);
$enteredEmail.reset(emailRefused);
$step.on(emailRefused, () => 'email');
// Bought meanwhile (another tab): the session reloaded shows the paid subscription instead of the plans.
sample({
  clock: createPaymentFx.failData,
  filter: isAlreadySubscribed,
  fn: () => undefined,
  target: sessionRefreshRequested,
});

const widgetRequested = sample({
  clock: createPaymentFx.doneData,
  source: $runtimeConfig,
  fn: (config, payment) => ({
    scriptUrl: config?.yookassa?.widgetUrl ?? '',
    confirmationToken: payment.confirmation?.confirmationToken ?? '',
  }),
});
sample({
  clock: widgetRequested,
  filter: ({ scriptUrl, confirmationToken }) => scriptUrl !== '' && confirmationToken !== '',
  target: openWidgetFx,
});
// Without a script URL in the config there is nothing to load; without a token the widget cannot open.
const widgetUnavailable = sample({
  clock: widgetRequested,
  filter: ({ scriptUrl, confirmationToken }) => scriptUrl === '' || confirmationToken === '',
  fn: ({ scriptUrl }) =>
    scriptUrl === '' ? new WidgetLoadError().message : widgetErrorText('invalid_token'),
});

$widgetOpen.on(openWidgetFx, () => true);
const openFailed = sample({
  clock: openWidgetFx.failData,
  fn: (error) => (error instanceof WidgetLoadError ? error.message : widgetErrorText(error.message)),
});
const widgetBroke = sample({ clock: [openFailed, widgetErrored.map(widgetErrorText), widgetUnavailable] });

// Error or failure: clear the payment and stop; the plans stay selected for another try.
$error.on(widgetBroke, (_, text) => text);
const paymentDropped = sample({ clock: [widgetBroke, widgetFailed], fn: () => undefined });
$payment.reset(paymentDropped);
// A declined payment says 'Платеж отменен' above the plans; an error says what broke.
$paymentStatus.on(widgetBroke, () => null).on(widgetFailed, () => 'canceled');
$step.on(paymentDropped, () => 'plans');
$widgetOpen.reset(paymentDropped);
sample({ clock: [widgetErrored, widgetFailed], target: destroyWidgetFx });

// Closed without paying: clear the payment and the plan selection.
const closedWhileOpen = sample({
  clock: widgetClosed,
  source: $widgetOpen,
  filter: Boolean,
  fn: () => undefined,
});
$payment.reset(closedWhileOpen);
$paymentStatus.reset(closedWhileOpen);
$selectedPlanId.reset(closedWhileOpen);
$step.on(closedWhileOpen, () => 'plans');
$widgetOpen.reset(closedWhileOpen);
sample({ clock: closedWhileOpen, target: destroyWidgetFx });

// ---- success: check, add, refresh, result -------------------------------------------------------------------

const paid = sample({ clock: widgetSucceeded, source: $payment, filter: Boolean });
$widgetOpen.reset(widgetSucceeded);
sample({ clock: widgetSucceeded, target: destroyWidgetFx });
sample({ clock: paid, fn: (payment) => payment.id, target: checkPaymentFx });

// Once the payment is known to have succeeded (the subscription is granted), late answers change nothing.
const checked = sample({
  clock: checkPaymentFx.doneData,
  source: $paymentStatus,
  filter: (status) => status !== 'succeeded',
  fn: (_, payment) => payment,
});
$payment.on(checked, (_, payment) => payment);
$step.on([checkPaymentFx.finally, recheckDelayFx], () => 'result');
// A succeeded payment shows 'Подписка оформлена' only once the API has added the subscription.
$paymentStatus.on(checked, (_, payment) => (payment.status === 'succeeded' ? 'pending' : payment.status));
// The API answered: whatever it said is known now, and checks without an answer are counted afresh.
$checkUnconfirmed.on(checked, () => false);
$checkFailures.reset(checked);

// The check failed. SPEC.md 4: if the check fails, the status becomes canceled. An answer of the API's that
// refuses the check (not the caller's payment, one YooKassa does not know) says so. No answer at all (the
// network, a 5xx, a rate limit, an expired session) says nothing about the money, which YooKassa may have taken:
// the same payment is checked again a few times, and the session reloaded (the API grants premium on YooKassa's
// notification, too); only then is the status canceled, without claiming that nothing was charged.
const checkFailed = sample({
  clock: checkPaymentFx.failData,
  source: { status: $paymentStatus, failures: $checkFailures },
  filter: ({ status }) => status !== 'succeeded',
  fn: ({ failures }, error) => ({ failures, unanswered: isUnanswered(error) }),
});
const checkRefused = sample({ clock: checkFailed, filter: ({ unanswered }) => !unanswered });
$paymentStatus.on(checkRefused, () => 'canceled');
$checkUnconfirmed.on(checkRefused, () => false);

const checkUnanswered = sample({ clock: checkFailed, filter: ({ unanswered }) => unanswered });
sample({ clock: checkUnanswered, fn: () => undefined, target: sessionRefreshRequested });
const checkAgain = sample({
  clock: checkUnanswered,
  filter: ({ failures }) => failures < CHECK_RETRY_LIMIT,
  fn: ({ failures }) => CHECK_RETRY_DELAY_MS * 2 ** failures,
});
$checkFailures.on(checkAgain, (count) => count + 1);
sample({ clock: checkAgain, target: recheckDelayFx });
const checkGaveUp = sample({
  clock: checkUnanswered,
  filter: ({ failures }) => failures >= CHECK_RETRY_LIMIT,
});
$paymentStatus.on(checkGaveUp, () => 'canceled');
$checkUnconfirmed.on(checkGaveUp, () => true);

// The reloaded session has the subscription paid: the payment went through (a paid subscriber could not have
// started it). Only while the check is unanswered: a payment the API called canceled stays canceled.
const confirmedBySession = sample({
  clock: $session.updates,
  source: {
    payment: $payment,
    status: $paymentStatus,
    failures: $checkFailures,
    unconfirmed: $checkUnconfirmed,
  },
  filter: ({ payment, status, failures, unconfirmed }, session) =>
    payment !== null &&
    session.subscription?.isSubscriptionPaid === true &&
    (unconfirmed || (failures > 0 && status !== 'succeeded' && status !== 'canceled')),
  fn: (_, session) => session.subscription as UserSubscription,
});

sample({
  clock: checked,
  filter: (payment) => payment.status === 'succeeded',
  fn: (payment) => payment.id,
  target: addSubscriptionFx,
});

const stillPending = sample({
  clock: checked,
  source: $rechecks,
  filter: (count, payment) =>
    (payment.status === 'pending' || payment.status === 'waiting_for_capture') && count < RECHECK_LIMIT,
});
$rechecks.on(stillPending, (count) => count + 1);
sample({ clock: stillPending, fn: () => RECHECK_DELAY_MS, target: recheckDelayFx });
sample({
  clock: [recheckDelayFx.done, checkRetried],
  source: { payment: $payment, status: $paymentStatus, busy: $busy },
  filter: ({ payment, status, busy }) => payment !== null && status !== 'succeeded' && !busy,
  fn: ({ payment }) => (payment as Payment).id,
  target: checkPaymentFx,
});

// The subscription is granted: by the add call, or found in the reloaded session.
const addGranted = sample({
  clock: addSubscriptionFx.doneData,
  source: $paymentStatus,
  filter: (status) => status !== 'succeeded',
  fn: (_, subscription) => subscription,
});
const granted = merge([addGranted, confirmedBySession]);
$purchased.on(granted, (_, subscription) => subscription);
$paymentStatus.on(granted, () => 'succeeded');
$checkUnconfirmed.reset(granted);
const addFailedWith = sample({
  clock: addSubscriptionFx.failData,
  source: $paymentStatus,
  filter: (status) => status !== 'succeeded',
  fn: (_, error) => error,
});
$addFailed.on(addSubscriptionFx, () => false).on(addFailedWith, (_, error) => !notPaid(error));
$paymentStatus.on(addFailedWith, (status, error) => (notPaid(error) ? 'canceled' : status));
$error
  .on(addSubscriptionFx, () => null)
  .on(addFailedWith, (_, error) => (notPaid(error) ? null : ADD_FAILED_TEXT));

sample({ clock: addSubscriptionFx.done, fn: () => undefined, target: sessionRefreshRequested });
sample({ clock: granted, target: subscriptionPurchased });
sample({
  clock: granted,
  source: { payment: $payment, source: $source, variant: $variant },
  fn: ({ payment, source, variant }) => ({
    name: PURCHASE_GOAL,
    params: {
      plan: payment?.metadata.subscriptionId ?? '',
      amount: payment?.amount.value ?? '',
      source,
      ...(variant && { variant }),
    },
  }),
  target: goalReached,
});

sample({
  clock: addRetried,
  source: { payment: $payment, busy: $busy, failed: $addFailed },
  filter: ({ payment, busy, failed }) => payment !== null && !busy && failed,
  fn: ({ payment }) => (payment as Payment).id,
  target: addSubscriptionFx,
});

// The chosen plan goes on to the email form or the payment as soon as the plans and the signed-in user are there.
const continued = sample({
  clock: [takePlanFx.done, loadPlansFx.done, $session.updates],
  source: { planId: $continuingPlanId, plans: $offerPlans, session: $session, step: $step, busy: $busy },
  filter: ({ planId, plans, session, step, busy }) =>
    planId !== null &&
    session.user !== null &&
    step === 'plans' &&
    !busy &&
    plans.some((item) => item.id === planId && item.plan !== null),
  fn: ({ planId }) => ({ planId: planId as string }),
});
$continuingPlanId.reset(continued);
sample({ clock: continued, target: purchaseRequested });

function isEmailRefused(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && error.field === 'metadata.email';
}

function isAlreadySubscribed(error: unknown): boolean {
  return isApiError(error) && error.code === 'already_subscribed';
}

function notPaid(error: unknown): boolean {
  return isApiError(error) && error.code === 'payment_not_succeeded';
}

/**
 * A check that tells nothing about the payment: no response, the API or YooKassa failing (5xx), a timeout, the
 * rate limit, a session that expired meanwhile. Any other answer of the API's is one.
 */
function isUnanswered(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return (
    error.isNetworkError ||
    error.status === 0 ||
    error.status >= 500 ||
    [401, 408, 429].includes(error.status)
  );
}

// ---- back to the plans --------------------------------------------------------------------------------------

const returned = sample({
  clock: backToPlans,
  source: { step: $step, status: $paymentStatus, unconfirmed: $checkUnconfirmed, busy: $busy },
  // Not after a check that got no answer: the money may be taken, a new payment could charge twice.
  filter: ({ step, status, unconfirmed, busy }) =>
    step === 'result' && status === 'canceled' && !unconfirmed && !busy,
  fn: () => undefined,
});
$step.on(returned, () => 'plans');
$payment.reset(returned);
$paymentStatus.reset(returned);
$error.reset(returned);
$checkFailures.reset(returned);
