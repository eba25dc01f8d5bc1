import {
  $location,
  $runtimeConfig,
  $session,
  ApiError,
  goalReached,
  loadSessionFx,
  loginAbandoned,
  loginCompleted,
  loginRequested,
  navigationRequested,
  type Payment,
  type Plan,
  type RuntimeConfig,
  type Session,
  type SessionAnswer,
  sessionRefreshRequested,
  subscriptionPurchased,
  type User,
  type UserSubscription,
} from '@kaver/shared-contracts';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { loadPlansFx } from '../../entities/plan';
import { GRANTED, NOT_SUBSCRIBED, paymentOf as payment, paymentRefused } from '../../shared/testing';
import { WIDGET_LOAD_ERROR, WidgetLoadError } from './lib/checkout-widget';
import {
  $addFailed,
  $checkUnconfirmed,
  $emailRefused,
  $enteredEmail,
  $error,
  $payment,
  $paymentStatus,
  $purchased,
  $purchaseUnderWay,
  $selectedPlanId,
  $step,
  ADD_FAILED_TEXT,
  ALREADY_SUBSCRIBED_TEXT,
  addRetried,
  addSubscriptionFx,
  backToPlans,
  CHECK_RETRY_DELAY_MS,
  CHECK_RETRY_LIMIT,
  CREATE_FAILED_TEXT,
  checkPaymentFx,
  checkRetried,
  createPaymentFx,
  destroyWidgetFx,
  emailCancelled,
  emailEdited,
  emailSubmitted,
  focusBackFx,
  forgetPlanFx,
  noteSignInFocusFx,
  offerClosed,
  offerOpened,
  openWidgetFx,
  PAGE_OFFER_SOURCE,
  planSelected,
  purchaseRequested,
  RECHECK_LIMIT,
  recheckDelayFx,
  rememberPlanFx,
  takePlanFx,
  widgetClosed,
  widgetErrored,
  widgetFailed,
  widgetSucceeded,
} from './model';

const PLANS: Plan[] = [
  {
    subscriptionId: 'site_week_199',
    title: 'Премиум на неделю',
    billingPeriod: 'week',
    price: 199,
    currency: 'RUB',
    priceLabel: '₽ / неделя',
  },
  {
    subscriptionId: 'site_month_577',
    title: 'Премиум на месяц',
    billingPeriod: 'month',
    price: 577,
    currency: 'RUB',
    priceLabel: '₽ / месяц',
  },
  {
    subscriptionId: 'site_year_3229',
    title: 'Премиум на год',
    billingPeriod: 'year',
    price: 3229,
    currency: 'RUB',
    priceLabel: '₽ / год',
  },
];

const CONFIG = {
  apiHost: 'http://api.test',
  yookassa: { widgetUrl: 'http://yookassa.test/checkout-widget.js' },
} as RuntimeConfig;

const user = (email: string | null): User => ({ id: 42, email }) as User;

const FOCUS = { card: document.createElement('button'), button: document.createElement('button') };

const SESSIONS = {
  anonymous: { status: 'anonymous', user: null, subscription: null },
  loading: { status: 'loading', user: null, subscription: null },
  withEmail: { status: 'authenticated', user: user('anna@example.ru'), subscription: NOT_SUBSCRIBED },
  withoutEmail: { status: 'authenticated', user: user(null), subscription: NOT_SUBSCRIBED },
  premium: { status: 'authenticated', user: user('anna@example.ru'), subscription: GRANTED },
} satisfies Record<string, Session>;

interface Setup {
  session?: Session;
  config?: RuntimeConfig | null;
  create?: () => Promise<Payment>;
  open?: () => Promise<void>;
  checks?: Array<Payment | Error>;
  add?: () => Promise<UserSubscription>;
  /** What the host's session reload (GET /me) answers; by default the session's user and subscription again. */
  reload?: () => Promise<SessionAnswer>;
}

function setup({
  session = SESSIONS.withEmail,
  config = CONFIG,
  create = async () => payment('pending'),
  open = async () => undefined,
  checks = [payment('succeeded')],
  add = async () => GRANTED,
  reload,
}: Setup = {}) {
  /** The plans kept for after a sign-in (sessionStorage in the browser). */
  const pending: string[] = [];
  const calls = {
    create: jest.fn(create),
    open: jest.fn(open),
    destroy: jest.fn(),
    check: jest.fn(async (_id: string) => {
      const next = checks.length > 1 ? checks.shift()! : checks[0]!;
      if (next instanceof Error) throw next;
      return next;
    }),
    add: jest.fn(add),
    delay: jest.fn(async (_ms: number) => undefined),
    focusBack: jest.fn((_candidates: (HTMLElement | null)[]) => undefined),
    reload: jest.fn(
      reload ??
        (async (): Promise<SessionAnswer> => ({
          user: session.user as User,
          subscription: session.subscription,
          personal: { favouriteEvents: [], favouritePlaces: [], followedPlaces: [] },
        })),
    ),
  };
  const scope = fork({
    values: [
      [$session, session],
      [$runtimeConfig, config],
    ],
    handlers: [
      [loadPlansFx, async () => PLANS],
      [createPaymentFx, calls.create],
      [openWidgetFx, calls.open],
      [destroyWidgetFx, calls.destroy],
      [checkPaymentFx, calls.check],
      [addSubscriptionFx, calls.add],
      [recheckDelayFx, calls.delay],
      [loadSessionFx, calls.reload],
      [rememberPlanFx, (planId: string) => void pending.push(planId)],
      [takePlanFx, () => pending.shift() ?? null],
      [forgetPlanFx, () => void pending.splice(0)],
      // What has the focus as the purchase asks for a sign-in: the purchase button.
      [noteSignInFocusFx, (opener: HTMLElement | null) => [FOCUS.button, opener]],
      [focusBackFx, calls.focusBack],
    ],
  });
  const bus = {
    login: watch(scope, loginRequested),
    navigate: watch(scope, navigationRequested),
    refresh: watch(scope, sessionRefreshRequested),
    purchased: watch(scope, subscriptionPurchased),
    goals: watch(scope, goalReached),
  };
  return { scope, calls, bus, pending };
}

function watch<T>(scope: Scope, unit: Parameters<typeof createWatch<T>>[0]['unit']) {
  const fn = jest.fn();
  createWatch({ unit, scope, fn });
  return fn;
}

async function openOffer(scope: Scope) {
  await allSettled(offerOpened, { scope, params: { source: 'test' } });
}

/** Opens the offer and pays with the preselected plan up to the open widget. */
async function startPayment(context: ReturnType<typeof setup>) {
  await openOffer(context.scope);
  await allSettled(purchaseRequested, { scope: context.scope, params: {} });
}

describe('plans', () => {
  it('preselects site_month_577 once the plans arrive', async () => {
    const { scope } = setup();
    await openOffer(scope);
    expect(scope.getState($selectedPlanId)).toBe('site_month_577');
  });

  it('selects a clicked plan and ignores unknown ids', async () => {
    const { scope } = setup();
    await openOffer(scope);
    await allSettled(planSelected, { scope, params: 'site_year_3229' });
    expect(scope.getState($selectedPlanId)).toBe('site_year_3229');
    await allSettled(planSelected, { scope, params: 'site_forever_1' });
    expect(scope.getState($selectedPlanId)).toBe('site_year_3229');
  });

  it('lets a paid subscriber pick nothing and buy nothing', async () => {
    const { scope, calls, bus } = setup({ session: SESSIONS.premium });
    await openOffer(scope);
    expect(scope.getState($selectedPlanId)).toBeNull();
    await allSettled(planSelected, { scope, params: 'active' });
    await allSettled(purchaseRequested, { scope, params: { planId: 'site_month_577' } });
    expect(scope.getState($selectedPlanId)).toBeNull();
    expect(calls.create).not.toHaveBeenCalled();
    expect(bus.login).not.toHaveBeenCalled();
  });
});

describe('before the payment', () => {
  it('asks an anonymous visitor to log in with redirect subscription, in the address too', async () => {
    const context = setup({ session: SESSIONS.anonymous });
    const { scope, calls, bus, pending } = context;
    await allSettled($location, { scope, params: { pathname: '/community', search: '?a=1', hash: '' } });
    await openOffer(scope);
    await allSettled(planSelected, { scope, params: 'site_year_3229' });
    await allSettled(purchaseRequested, { scope, params: {} });
    expect(bus.navigate).toHaveBeenCalledWith({ to: '/community?a=1&redirect=subscription', replace: true });
    expect(bus.login).toHaveBeenCalledWith({ redirect: 'subscription', source: 'subscription' });
    expect(pending).toEqual(['site_year_3229']);
    expect(calls.create).not.toHaveBeenCalled();
    expect(scope.getState($step)).toBe('plans');
  });

  it('on /subscription, asks for a sign-in without the offer modal and goes on in the page after it', async () => {
    const context = setup({ session: SESSIONS.anonymous });
    const { scope, calls, bus, pending } = context;
    await allSettled(offerOpened, { scope, params: { source: PAGE_OFFER_SOURCE } });
    await allSettled(planSelected, { scope, params: 'site_year_3229' });
    await allSettled(purchaseRequested, { scope, params: {} });
    expect(bus.login).toHaveBeenCalledWith({ source: 'subscription' });
    expect(bus.navigate).not.toHaveBeenCalled();
    expect(pending).toEqual(['site_year_3229']);

    await allSettled($session, { scope, params: SESSIONS.withoutEmail });
    await allSettled(loginCompleted, { scope, params: SESSIONS.withoutEmail.user });
    expect(scope.getState($step)).toBe('email');
    expect(scope.getState($selectedPlanId)).toBe('site_year_3229');
    expect(pending).toEqual([]);
    expect(calls.create).not.toHaveBeenCalled();
  });

  it('continues with the chosen plan when the offer comes back after the sign-in', async () => {
    const context = setup();
    context.pending.push('site_year_3229');
    await allSettled(offerOpened, { scope: context.scope, params: { source: 'login' } });
    expect(context.calls.create).toHaveBeenCalledTimes(1);
    expect(context.calls.create).toHaveBeenCalledWith(
      expect.objectContaining({ plan: expect.objectContaining({ subscriptionId: 'site_year_3229' }) }),
    );
    expect(context.scope.getState($selectedPlanId)).toBe('site_year_3229');
    expect(context.pending).toEqual([]);
  });

  it('keeps the continued plan when the plans arrive after it (no preselection over it)', async () => {
    const context = setup();
    await openOffer(context.scope);
    await allSettled(offerClosed, { scope: context.scope });
    context.pending.push('site_year_3229');
    await allSettled(offerOpened, { scope: context.scope, params: { source: 'login' } });
    expect(context.scope.getState($selectedPlanId)).toBe('site_year_3229');
    expect(context.calls.create).toHaveBeenCalledWith(
      expect.objectContaining({ plan: expect.objectContaining({ subscriptionId: 'site_year_3229' }) }),
    );
  });

  it('does not continue a kept plan when the offer is opened for another reason', async () => {
    const context = setup();
    context.pending.push('site_year_3229');
    await openOffer(context.scope);
    expect(context.calls.create).not.toHaveBeenCalled();
    expect(context.pending).toEqual(['site_year_3229']);
  });

  it('shares the one flow with a second offer only when no purchase is under way', async () => {
    const context = setup({ session: SESSIONS.anonymous });
    const { scope } = context;
    await allSettled(offerOpened, { scope, params: { source: PAGE_OFFER_SOURCE } });
    expect(scope.getState($purchaseUnderWay)).toBe(false);
    await allSettled(planSelected, { scope, params: 'site_week_199' });
    await allSettled(purchaseRequested, { scope, params: {} });
    // Signing in: the page's purchase is not under way yet, the plan waits in storage.
    expect(scope.getState($purchaseUnderWay)).toBe(false);

    await allSettled($session, { scope, params: SESSIONS.withoutEmail });
    await allSettled(loginCompleted, { scope, params: SESSIONS.withoutEmail.user });
    expect(scope.getState($step)).toBe('email');
    expect(scope.getState($purchaseUnderWay)).toBe(true);
    await allSettled(emailCancelled, { scope });
    expect(scope.getState($purchaseUnderWay)).toBe(false);
  });

  it('waits while the session is still loading', async () => {
    const context = setup({ session: SESSIONS.loading });
    await startPayment(context);
    expect(context.bus.login).not.toHaveBeenCalled();
    expect(context.calls.create).not.toHaveBeenCalled();
  });

  it('does nothing without a selected plan', async () => {
    const context = setup();
    await openOffer(context.scope);
    await allSettled(widgetClosed, { scope: context.scope });
    await allSettled($selectedPlanId, { scope: context.scope, params: null });
    await allSettled(purchaseRequested, { scope: context.scope, params: {} });
    expect(context.calls.create).not.toHaveBeenCalled();
  });

  it('asks for an email, ignores an invalid one and pays with a valid one', async () => {
    const context = setup({ session: SESSIONS.withoutEmail });
    const { scope, calls } = context;
    await openOffer(scope);
    await allSettled(purchaseRequested, { scope, params: { planId: 'site_year_3229' } });
    expect(scope.getState($step)).toBe('email');
    expect(scope.getState($selectedPlanId)).toBe('site_year_3229');

    await allSettled(emailSubmitted, { scope, params: 'not-an-email' });
    expect(calls.create).not.toHaveBeenCalled();
    expect(scope.getState($step)).toBe('email');

    await allSettled(emailSubmitted, { scope, params: ' ivan@example.ru ' });
    expect(scope.getState($enteredEmail)).toBe('ivan@example.ru');
    expect(calls.create).toHaveBeenCalledWith({ plan: PLANS[2], email: 'ivan@example.ru' });
    expect(scope.getState($step)).toBe('payment');
  });

  it('goes back from the email form to the plans', async () => {
    const { scope } = setup({ session: SESSIONS.withoutEmail });
    await openOffer(scope);
    await allSettled(purchaseRequested, { scope, params: {} });
    await allSettled(emailCancelled, { scope });
    expect(scope.getState($step)).toBe('plans');
  });

  it('creates the payment for the user email and opens the widget from the runtime config', async () => {
    const context = setup();
    await startPayment(context);
    expect(context.calls.create).toHaveBeenCalledWith({ plan: PLANS[1], email: 'anna@example.ru' });
    expect(context.calls.open).toHaveBeenCalledWith({
      scriptUrl: 'http://yookassa.test/checkout-widget.js',
      confirmationToken: 'ct-1',
    });
    expect(context.scope.getState($payment)?.id).toBe('pay-1');
    expect(context.scope.getState($paymentStatus)).toBe('pending');
    expect(context.scope.getState($step)).toBe('payment');
  });

  it('says what went wrong when the payment cannot be created', async () => {
    const error = new ApiError({
      status: 400,
      code: 'validation_error',
      message: 'Unknown plan',
      method: 'POST',
      url: '/api/payments',
    });
    const context = setup({ create: () => Promise.reject(error) });
    await startPayment(context);
    expect(context.scope.getState($error)).toBe(CREATE_FAILED_TEXT);
    expect(context.scope.getState($step)).toBe('plans');
    expect(context.calls.open).not.toHaveBeenCalled();
  });

  it('asks for another address when the API refuses the one given (400 on metadata.email)', async () => {
    let answer = paymentRefused('metadata.email');
    const context = setup({ create: () => Promise.reject(answer) });
    const { scope } = context;
    // The profile's address: the payment is started at once, and refused.
    await startPayment(context);
    expect(scope.getState($step)).toBe('email');
    expect(scope.getState($emailRefused)).toBe(true);
    expect(scope.getState($error)).toBeNull();
    await allSettled(emailEdited, { scope });
    expect(scope.getState($emailRefused)).toBe(false);

    // Typed in the form, and refused: said again, and not kept for the next press of the purchase button.
    await allSettled(emailSubmitted, { scope, params: 'ivan@example.ru' });
    expect(scope.getState($emailRefused)).toBe(true);
    expect(scope.getState($enteredEmail)).toBeNull();

    // A 400 on another field is no fault of the address.
    answer = paymentRefused('description');
    await allSettled(emailSubmitted, { scope, params: 'ivan@example.ru' });
    expect(scope.getState($emailRefused)).toBe(false);
    expect(scope.getState($error)).toBe(CREATE_FAILED_TEXT);
  });

  it('a subscription bought meanwhile (409 already_subscribed) is said in Russian and the session reloaded', async () => {
    const error = new ApiError({
      status: 409,
      code: 'already_subscribed',
      message: 'The subscription is already paid until 21.12.2026 12:00',
      method: 'POST',
      url: '/api/payments',
    });
    const context = setup({ create: () => Promise.reject(error) });
    await startPayment(context);
    expect(context.scope.getState($error)).toBe(ALREADY_SUBSCRIBED_TEXT);
    expect(context.bus.refresh).toHaveBeenCalledTimes(1);
    expect(context.calls.open).not.toHaveBeenCalled();
  });

  it('says in Russian when to try again after the rate limit on payments', async () => {
    const error = new ApiError({
      status: 429,
      code: 'rate_limited',
      message: 'Too many requests from this address, try again in 40 seconds',
      method: 'POST',
      url: '/api/payments',
      retryAfter: 40,
    });
    const context = setup({ create: () => Promise.reject(error) });
    await startPayment(context);
    expect(context.scope.getState($error)).toBe('Слишком много запросов. Попробуй через 40 секунд');
    expect(context.calls.open).not.toHaveBeenCalled();
  });
});

describe('a sign-in given up', () => {
  /** An anonymous visitor picks the year plan in the offer a card opened, and the login modal replaces it. */
  async function askForSignIn(context: ReturnType<typeof setup>, source = 'community') {
    const { scope } = context;
    await allSettled(offerOpened, { scope, params: { source, opener: FOCUS.card } });
    await allSettled(planSelected, { scope, params: 'site_year_3229' });
    await allSettled(purchaseRequested, { scope, params: {} });
    await allSettled(offerClosed, { scope });
    expect(context.pending).toEqual(['site_year_3229']);
  }

  it('forgets the plan when the login is given up: a later sign-in buys nothing', async () => {
    const context = setup({ session: SESSIONS.anonymous });
    const { scope } = context;
    await askForSignIn(context);
    await allSettled(loginAbandoned, { scope, params: 'closed' });
    expect(context.pending).toEqual([]);

    // Signed in later from the header, with an email: an offer that comes back (onboarding's) starts nothing.
    await allSettled(loginRequested, { scope, params: { source: 'header' } });
    await allSettled($session, { scope, params: SESSIONS.withEmail });
    await allSettled(offerOpened, { scope, params: { source: 'onboarding' } });
    expect(context.calls.create).not.toHaveBeenCalled();
    expect(scope.getState($selectedPlanId)).toBe('site_month_577');
  });

  it('given up after the modal closed (the user did not load), forgets the plan and leaves the focus', async () => {
    const context = setup({ session: SESSIONS.anonymous });
    await askForSignIn(context);
    await allSettled(loginAbandoned, { scope: context.scope, params: 'load-failed' });
    expect(context.pending).toEqual([]);
    expect(context.calls.focusBack).not.toHaveBeenCalled();
  });

  it('gives the focus back to the purchase button, else to what opened the offer', async () => {
    const context = setup({ session: SESSIONS.anonymous });
    await askForSignIn(context);
    await allSettled(loginAbandoned, { scope: context.scope, params: 'closed' });
    expect(context.calls.focusBack).toHaveBeenCalledTimes(1);
    expect(context.calls.focusBack).toHaveBeenCalledWith([FOCUS.button, FOCUS.card]);
  });

  it("on /subscription gives it back to the page's purchase button, not to an earlier offer's opener", async () => {
    const context = setup({ session: SESSIONS.anonymous });
    const { scope } = context;
    await allSettled(offerOpened, { scope, params: { source: 'paywall', opener: FOCUS.card } });
    await allSettled(offerClosed, { scope });
    await allSettled(offerOpened, { scope, params: { source: PAGE_OFFER_SOURCE } });
    await allSettled(purchaseRequested, { scope, params: {} });
    await allSettled(loginAbandoned, { scope, params: 'closed' });
    expect(context.calls.focusBack).toHaveBeenCalledWith([FOCUS.button, null]);
  });

  it('moves no focus when a login nobody bought through is given up', async () => {
    const context = setup({ session: SESSIONS.anonymous });
    const { scope } = context;
    await askForSignIn(context);
    await allSettled(loginAbandoned, { scope, params: 'closed' });
    context.calls.focusBack.mockClear();
    await allSettled(loginRequested, { scope, params: { source: 'header' } });
    await allSettled(loginAbandoned, { scope, params: 'closed' });
    expect(context.calls.focusBack).not.toHaveBeenCalled();
  });
});

describe('the widget', () => {
  it('reports a script that does not load and clears the payment', async () => {
    const context = setup({ open: () => Promise.reject(new WidgetLoadError()) });
    await startPayment(context);
    expect(context.scope.getState($error)).toBe(WIDGET_LOAD_ERROR);
    expect(context.scope.getState($payment)).toBeNull();
    expect(context.scope.getState($step)).toBe('plans');
  });

  it('cannot load a widget without a script URL in the runtime config', async () => {
    const context = setup({ config: { ...CONFIG, yookassa: undefined } as RuntimeConfig });
    await startPayment(context);
    expect(context.calls.open).not.toHaveBeenCalled();
    expect(context.scope.getState($error)).toBe('Не удалось загрузить Yookassa');
  });

  it('shows the error_callback detail', async () => {
    const context = setup();
    await startPayment(context);
    await allSettled(widgetErrored, { scope: context.scope, params: 'invalid_token' });
    expect(context.scope.getState($error)).toBe('Yookassa error: invalid_token');
    expect(context.scope.getState($payment)).toBeNull();
    expect(context.calls.destroy).toHaveBeenCalled();
  });

  it('on failure clears the payment, keeps the plan and says the payment was canceled', async () => {
    const context = setup();
    await startPayment(context);
    await allSettled(widgetFailed, { scope: context.scope });
    expect(context.scope.getState($payment)).toBeNull();
    expect(context.scope.getState($paymentStatus)).toBe('canceled');
    expect(context.scope.getState($selectedPlanId)).toBe('site_month_577');
    expect(context.scope.getState($step)).toBe('plans');
    expect(context.calls.check).not.toHaveBeenCalled();
  });

  it('on close clears the payment and the plan selection', async () => {
    const context = setup();
    await startPayment(context);
    await allSettled(widgetClosed, { scope: context.scope });
    expect(context.scope.getState($payment)).toBeNull();
    expect(context.scope.getState($selectedPlanId)).toBeNull();
    expect(context.scope.getState($paymentStatus)).toBeNull();
    expect(context.scope.getState($step)).toBe('plans');
  });
});

describe('after the widget reports success', () => {
  it('checks, adds, refreshes the session, tells the bus and records a goal', async () => {
    const context = setup();
    await startPayment(context);
    await allSettled(widgetSucceeded, { scope: context.scope });
    expect(context.calls.check).toHaveBeenCalledWith('pay-1');
    expect(context.calls.add).toHaveBeenCalledWith('pay-1');
    expect(context.bus.refresh).toHaveBeenCalledTimes(1);
    expect(context.bus.purchased).toHaveBeenCalledWith(GRANTED);
    expect(context.bus.goals).toHaveBeenCalledWith({
      name: 'uspeshnaya-oplata-podpiski',
      params: { plan: 'site_month_577', amount: '577.00', source: 'test' },
    });
    expect(context.scope.getState($paymentStatus)).toBe('succeeded');
    expect(context.scope.getState($purchased)).toEqual(GRANTED);
    expect(context.scope.getState($step)).toBe('result');
  });

  it('calls a check that never answers canceled (SPEC.md 4) and grants nothing', async () => {
    const context = setup({ checks: [new Error('network')] });
    await startPayment(context);
    await allSettled(widgetSucceeded, { scope: context.scope });
    expect(context.scope.getState($paymentStatus)).toBe('canceled');
    expect(context.scope.getState($step)).toBe('result');
    expect(context.calls.add).not.toHaveBeenCalled();
    expect(context.bus.purchased).not.toHaveBeenCalled();
  });

  it('shows a canceled payment as canceled, with another try', async () => {
    const context = setup({ checks: [payment('canceled')] });
    await startPayment(context);
    await allSettled(widgetSucceeded, { scope: context.scope });
    expect(context.scope.getState($paymentStatus)).toBe('canceled');
    expect(context.scope.getState($checkUnconfirmed)).toBe(false);
    expect(context.calls.check).toHaveBeenCalledTimes(1);
    expect(context.calls.add).not.toHaveBeenCalled();
  });

  it('waits for a pending payment and checks it again', async () => {
    const context = setup({
      checks: [payment('pending'), payment('waiting_for_capture'), payment('succeeded')],
    });
    await startPayment(context);
    await allSettled(widgetSucceeded, { scope: context.scope });
    expect(context.calls.check).toHaveBeenCalledTimes(3);
    expect(context.scope.getState($paymentStatus)).toBe('succeeded');
  });

  it('stops re-checking after the limit and lets the user ask again', async () => {
    const context = setup({ checks: [payment('pending')] });
    await startPayment(context);
    await allSettled(widgetSucceeded, { scope: context.scope });
    expect(context.calls.check).toHaveBeenCalledTimes(RECHECK_LIMIT + 1);
    expect(context.scope.getState($paymentStatus)).toBe('pending');
    await allSettled(checkRetried, { scope: context.scope });
    expect(context.calls.check).toHaveBeenCalledTimes(RECHECK_LIMIT + 2);
  });

  it('calls the payment canceled when the API says it did not succeed', async () => {
    const notSucceeded = new ApiError({
      status: 409,
      code: 'payment_not_succeeded',
      message: 'The payment is canceled',
      method: 'POST',
      url: '/purchase/subscription/add',
    });
    const context = setup({ add: () => Promise.reject(notSucceeded) });
    await startPayment(context);
    await allSettled(widgetSucceeded, { scope: context.scope });
    expect(context.scope.getState($paymentStatus)).toBe('canceled');
    expect(context.scope.getState($addFailed)).toBe(false);
    expect(context.bus.purchased).not.toHaveBeenCalled();
  });

  it('offers a retry when adding fails for another reason', async () => {
    let attempts = 0;
    const context = setup({
      add: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('network');
        return GRANTED;
      },
    });
    await startPayment(context);
    await allSettled(widgetSucceeded, { scope: context.scope });
    expect(context.scope.getState($addFailed)).toBe(true);
    expect(context.scope.getState($error)).toBe(ADD_FAILED_TEXT);
    expect(context.scope.getState($paymentStatus)).toBe('pending');
    await allSettled(addRetried, { scope: context.scope });
    expect(context.scope.getState($paymentStatus)).toBe('succeeded');
    expect(context.scope.getState($error)).toBeNull();
    expect(context.bus.purchased).toHaveBeenCalledTimes(1);
  });

  it('ignores a widget close that comes after success', async () => {
    const context = setup();
    await startPayment(context);
    await allSettled(widgetSucceeded, { scope: context.scope });
    await allSettled(widgetClosed, { scope: context.scope });
    expect(context.scope.getState($step)).toBe('result');
    expect(context.scope.getState($paymentStatus)).toBe('succeeded');
  });
});

describe('a check after the widget success that gets no answer', () => {
  const unavailable = () =>
    new ApiError({
      status: 503,
      code: 'http_503',
      message: 'Service Unavailable',
      method: 'GET',
      url: '/api/payments/pay-1',
    });
  const offline = () =>
    new ApiError({
      status: 0,
      code: 'network_error',
      message: 'Network Error',
      method: 'GET',
      url: '/api/payments/pay-1',
      isNetworkError: true,
    });
  const paidSession = async (): Promise<SessionAnswer> => ({
    user: user('anna@example.ru'),
    subscription: GRANTED,
    personal: { favouriteEvents: [], favouritePlaces: [], followedPlaces: [] },
  });

  it('checks the same payment again after a growing pause and goes on when it answers', async () => {
    const context = setup({ checks: [unavailable(), offline(), payment('succeeded')] });
    await startPayment(context);
    await allSettled(widgetSucceeded, { scope: context.scope });
    expect(context.calls.check).toHaveBeenCalledTimes(3);
    expect(context.calls.check.mock.calls.every(([id]) => id === 'pay-1')).toBe(true);
    expect(context.calls.delay.mock.calls.map(([ms]) => ms)).toEqual([
      CHECK_RETRY_DELAY_MS,
      CHECK_RETRY_DELAY_MS * 2,
    ]);
    expect(context.calls.add).toHaveBeenCalledWith('pay-1');
    expect(context.scope.getState($paymentStatus)).toBe('succeeded');
    expect(context.scope.getState($checkUnconfirmed)).toBe(false);
    expect(context.calls.create).toHaveBeenCalledTimes(1);
  });

  it('reloads the session, and shows the success when the subscription is paid there (YooKassa told the API)', async () => {
    const context = setup({ checks: [unavailable()], reload: paidSession });
    await startPayment(context);
    await allSettled(widgetSucceeded, { scope: context.scope });
    expect(context.bus.refresh).toHaveBeenCalled();
    expect(context.calls.reload).toHaveBeenCalled();
    expect(context.scope.getState($paymentStatus)).toBe('succeeded');
    expect(context.scope.getState($checkUnconfirmed)).toBe(false);
    expect(context.scope.getState($purchased)).toEqual(GRANTED);
    expect(context.scope.getState($step)).toBe('result');
    expect(context.bus.purchased).toHaveBeenCalledTimes(1);
    expect(context.bus.goals).toHaveBeenCalledTimes(1);
    expect(context.bus.goals).toHaveBeenCalledWith({
      name: 'uspeshnaya-oplata-podpiski',
      params: { plan: 'site_month_577', amount: '577.00', source: 'test' },
    });
    // No more checks once it is known, and nothing charged again.
    expect(context.calls.check.mock.calls.length).toBeLessThan(CHECK_RETRY_LIMIT + 1);
    expect(context.calls.add).not.toHaveBeenCalled();
    expect(context.calls.create).toHaveBeenCalledTimes(1);
  });

  it('counts only checks without an answer in a row: an answer between them starts the count again', async () => {
    const pending = payment('pending');
    const context = setup({
      checks: [
        unavailable(),
        pending,
        unavailable(),
        pending,
        unavailable(),
        pending,
        unavailable(),
        payment('succeeded'),
      ],
    });
    await startPayment(context);
    await allSettled(widgetSucceeded, { scope: context.scope });
    expect(context.scope.getState($checkUnconfirmed)).toBe(false);
    expect(context.scope.getState($paymentStatus)).toBe('succeeded');
    expect(context.calls.check).toHaveBeenCalledTimes(8);
  });

  it('gives up as Платеж отменен without offering a new payment, and checks the same payment again on request', async () => {
    const failures = Array.from({ length: CHECK_RETRY_LIMIT + 1 }, unavailable);
    const context = setup({ checks: [...failures, payment('succeeded')] });
    await startPayment(context);
    await allSettled(widgetSucceeded, { scope: context.scope });
    expect(context.calls.check).toHaveBeenCalledTimes(CHECK_RETRY_LIMIT + 1);
    expect(context.calls.delay.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000]);
    expect(context.bus.refresh).toHaveBeenCalledTimes(CHECK_RETRY_LIMIT + 1);
    // SPEC.md 4 and 8: a failed check is canceled; but nobody knows whether the money was taken.
    expect(context.scope.getState($paymentStatus)).toBe('canceled');
    expect(context.scope.getState($checkUnconfirmed)).toBe(true);
    expect(context.scope.getState($step)).toBe('result');
    expect(context.calls.add).not.toHaveBeenCalled();

    // No way back to a new payment from here.
    await allSettled(backToPlans, { scope: context.scope });
    expect(context.scope.getState($step)).toBe('result');
    expect(context.scope.getState($payment)?.id).toBe('pay-1');

    // 'Проверить ещё раз': the same payment, which has gone through.
    await allSettled(checkRetried, { scope: context.scope });
    expect(context.calls.check).toHaveBeenCalledTimes(CHECK_RETRY_LIMIT + 2);
    expect(context.calls.check).toHaveBeenLastCalledWith('pay-1');
    expect(context.calls.add).toHaveBeenCalledWith('pay-1');
    expect(context.scope.getState($paymentStatus)).toBe('succeeded');
    expect(context.scope.getState($checkUnconfirmed)).toBe(false);
    expect(context.calls.create).toHaveBeenCalledTimes(1);
  });

  it('a check asked again that still gets no answer stays unconfirmed, and the session can still confirm it', async () => {
    let paid = false;
    const context = setup({
      checks: [unavailable()],
      reload: async () =>
        paid
          ? paidSession()
          : {
              user: user('anna@example.ru'),
              subscription: NOT_SUBSCRIBED,
              personal: { favouriteEvents: [], favouritePlaces: [], followedPlaces: [] },
            },
    });
    await startPayment(context);
    await allSettled(widgetSucceeded, { scope: context.scope });
    expect(context.scope.getState($checkUnconfirmed)).toBe(true);

    await allSettled(checkRetried, { scope: context.scope });
    expect(context.calls.check).toHaveBeenCalledTimes(CHECK_RETRY_LIMIT + 2);
    // Asked by hand: one check, no new round of pauses.
    expect(context.calls.delay).toHaveBeenCalledTimes(CHECK_RETRY_LIMIT);
    expect(context.scope.getState($paymentStatus)).toBe('canceled');
    expect(context.scope.getState($checkUnconfirmed)).toBe(true);

    paid = true;
    await allSettled(checkRetried, { scope: context.scope });
    expect(context.scope.getState($paymentStatus)).toBe('succeeded');
    expect(context.scope.getState($purchased)).toEqual(GRANTED);
    expect(context.calls.create).toHaveBeenCalledTimes(1);
  });

  it('an answer of the API refusing the check is canceled at once, with another try', async () => {
    const notFound = new ApiError({
      status: 404,
      code: 'payment_not_found',
      message: 'Payment Not Found',
      method: 'GET',
      url: '/api/payments/pay-1',
    });
    const context = setup({ checks: [notFound] });
    await startPayment(context);
    await allSettled(widgetSucceeded, { scope: context.scope });
    expect(context.calls.check).toHaveBeenCalledTimes(1);
    expect(context.scope.getState($paymentStatus)).toBe('canceled');
    expect(context.scope.getState($checkUnconfirmed)).toBe(false);
    await allSettled(backToPlans, { scope: context.scope });
    expect(context.scope.getState($step)).toBe('plans');
  });

  it('a paid session does not turn a payment the API called canceled into a success', async () => {
    const context = setup({ checks: [payment('canceled')], reload: paidSession });
    await startPayment(context);
    await allSettled(widgetSucceeded, { scope: context.scope });
    await allSettled(sessionRefreshRequested, { scope: context.scope });
    expect(context.scope.getState($paymentStatus)).toBe('canceled');
    expect(context.bus.purchased).not.toHaveBeenCalled();
  });
});

describe('starting over', () => {
  it('goes from a canceled result back to the plans', async () => {
    const context = setup({ checks: [payment('canceled')] });
    await startPayment(context);
    await allSettled(widgetSucceeded, { scope: context.scope });
    await allSettled(backToPlans, { scope: context.scope });
    expect(context.scope.getState($step)).toBe('plans');
    expect(context.scope.getState($paymentStatus)).toBeNull();
  });

  it('forgets the flow and removes the widget when the view closes', async () => {
    const context = setup({ session: SESSIONS.withoutEmail });
    await openOffer(context.scope);
    await allSettled(purchaseRequested, { scope: context.scope, params: {} });
    await allSettled(emailSubmitted, { scope: context.scope, params: 'ivan@example.ru' });
    await allSettled(offerClosed, { scope: context.scope });
    expect(context.calls.destroy).toHaveBeenCalled();
    expect(context.scope.getState($step)).toBe('plans');
    expect(context.scope.getState($payment)).toBeNull();
    expect(context.scope.getState($enteredEmail)).toBeNull();
  });
});
