// Plans, payments and subscriptions (SPEC.md 7.4) through the YooKassa stand-in; buying again once a
// subscription has ended, in-process with a clock the test moves.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../src/lib/clock';
import { PLANS } from '../src/seed/reference';
import type { PaymentProvider, ProviderPayment } from '../src/services/yookassa';
import { call, login, MOBILE, type Stack, startStack } from './harness';
import { type InProcessApi, startInProcess } from './in-process';

let stack: Stack;
let token: Record<string, string>;
let other: Record<string, string>;

const body = (plan = 'site_month_577', amount = '577.00', email = 'buyer@example.com') => ({
  amount,
  description: `website;${plan};${email}`,
  metadata: { subscription_id: plan, subscription_title: 'Премиум на месяц', email },
});
const create = (headers: Record<string, string>, payload: unknown = body()) =>
  call(stack.api, 'POST', '/api/payments', { headers, body: payload });
const add = (headers: Record<string, string>, id: string) =>
  call(stack.api, 'POST', `${MOBILE}/purchase/subscription/add`, {
    headers,
    body: { platform: 'web', receipt_info: id },
  });
const status = (headers: Record<string, string>) =>
  call(stack.api, 'GET', `${MOBILE}/purchase/subscription/status`, { headers });
const providerPayments = async () =>
  (await (await fetch(`${stack.yookassa}/__test__/payments`)).json()) as {
    id: string;
    description: string;
    metadata: Record<string, string>;
  }[];
/** A valid address of 169 characters (a 64-character local part): SPEC.md 7.4's description with it is over 128. */
const LONG_EMAIL = `${'a'.repeat(32)}.${'b'.repeat(31)}@${'c'.repeat(60)}.${'d'.repeat(40)}.ru`;
/** Pays through the widget's own endpoint, as the widget does. */
const payWithCard = async (token: string, card: string) =>
  fetch(`${stack.yookassa}/widget/payments/${token}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card_number: card, expiry: '12/30', cvc: '123' }),
  });

before(async () => {
  stack = await startStack({ TRUST_PROXY: '1' });
  token = { access_token: (await login(stack, '89210000001')).accessToken };
  other = { access_token: (await login(stack, '89210000002')).accessToken };
});
after(async () => {
  await stack?.stop();
});

describe('plans', () => {
  it('lists the week, month and year plans', async () => {
    const { body: plans } = await call(stack.api, 'GET', `${MOBILE}/subscriptions`);
    assert.deepEqual(
      plans.map((p: { subscription_id: string }) => p.subscription_id),
      ['site_week_199', 'site_month_577', 'site_year_3229'],
    );
    assert.deepEqual(plans[1], {
      subscription_id: 'site_month_577',
      title: 'Премиум на месяц',
      billing_period: 'month',
      price: 577,
      currency: 'RUB',
      price_label: '₽ / месяц',
    });
  });
});

describe('payments', () => {
  it('rejects a bad payment request before calling the provider', async () => {
    const before = (await providerPayments()).length;
    const cases: [unknown, string][] = [
      [body('site_month_577', '1.00'), 'amount'],
      [body('site_month_577', 'free'), 'amount'],
      [body('site_forever_1', '1.00'), 'metadata.subscription_id'],
      [{ ...body(), description: 'website;site_year_3229;buyer@example.com' }, 'description'],
      [{ ...body(), description: 'garbage' }, 'description'],
      // Longer than website;{plan id};{email} can be with the longest plan id and address.
      [{ ...body(), description: `website;site_month_577;${'a'.repeat(400)}@example.com` }, 'description'],
      // A long address is still checked against the metadata's.
      [
        {
          ...body('site_month_577', '577.00', LONG_EMAIL),
          description: 'website;site_month_577;x@example.com',
        },
        'description',
      ],
      [body('site_month_577', '577.00', 'not-an-email'), 'metadata.email'],
      [{ amount: '577.00', description: 'x' }, 'metadata'],
    ];
    for (const [payload, field] of cases) {
      const answer = await create(token, payload);
      assert.equal(answer.status, 400, JSON.stringify(payload));
      assert.equal(answer.body.error.field, field);
    }
    assert.equal((await create({}, body())).status, 401);
    assert.equal((await providerPayments()).length, before, 'nothing reached the provider');
  });

  it('takes any valid address, and sends YooKassa a description cut to its 128 characters', async () => {
    const buyer = { access_token: (await login(stack, '89210000005')).accessToken };
    const created = await create(buyer, body('site_month_577', '577.00', LONG_EMAIL));
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const sent = (await providerPayments()).find((payment) => payment.id === created.body.id);
    assert.ok(sent);
    assert.equal(sent.description.length, 128);
    assert.equal(sent.description, `${`website;site_month_577;${LONG_EMAIL}`.slice(0, 127)}…`);
    assert.equal(sent.metadata.email, LONG_EMAIL, 'the whole address stays in the metadata');
    // A description that fits goes as it is.
    const shortBuyer = { access_token: (await login(stack, '89210000006')).accessToken };
    const short = await create(shortBuyer);
    const sentShort = (await providerPayments()).find((payment) => payment.id === short.body.id);
    assert.equal(sentShort?.description, 'website;site_month_577;buyer@example.com');
  });

  it('creates a payment, grants premium only once it succeeded, and only once', async () => {
    const created = await create(token);
    assert.equal(created.status, 201);
    assert.equal(created.body.status, 'pending');
    assert.equal(created.body.amount.value, '577.00');
    assert.match(created.body.confirmation.confirmation_token, /^ct-/);
    const id = created.body.id;

    const early = await add(token, id);
    assert.equal(early.status, 409);
    assert.equal(early.body.error.code, 'payment_not_succeeded');
    assert.equal((await status(token)).body.is_subscription_paid, false);

    assert.equal(
      (await payWithCard(created.body.confirmation.confirmation_token, '5555 5555 5555 4444')).status,
      200,
    );
    const checked = await call(stack.api, 'GET', `/api/payments/${id}`, { headers: token });
    assert.equal(checked.body.status, 'succeeded');
    assert.equal(checked.body.confirmation, null);

    const added = await add(token, id);
    assert.equal(added.status, 200);
    assert.equal(added.body.is_subscription_paid, true);
    assert.equal(added.body.subscription_id, 'site_month_577');
    assert.match(
      added.body.subscription_status_text,
      /^Премиум на месяц до \d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4}, продлится автоматически$/,
    );
    const replay = await add(token, id);
    assert.equal(replay.body.paid_until, added.body.paid_until, 'the same payment counts once');
    const history = await call(stack.api, 'GET', `${MOBILE}/purchase/subscription/history`, {
      headers: token,
    });
    assert.equal(history.body.length, 1);
    assert.equal(history.body[0].payment_id, id);
    const actual = await call(stack.api, 'GET', `${MOBILE}/purchase/subscription/history/actual`, {
      headers: token,
    });
    assert.equal(actual.body.length, 1);
    const profile = await call(stack.api, 'GET', '/kaver/web/v1/profile/-1', { headers: token });
    assert.equal(profile.body.has_premium, true);
    assert.equal(profile.body.email, 'buyer@example.com');

    const stolen = await add(other, id);
    assert.equal(stolen.status, 403);
    assert.equal((await status(other)).body.is_subscription_paid, false);
    assert.equal((await call(stack.api, 'GET', `/api/payments/${id}`, { headers: other })).status, 404);
    assert.equal((await add(token, 'no-such-payment')).status, 404);
  });

  it('refuses a plan to a paid subscriber (409 already_subscribed) before anything reaches the provider', async () => {
    // `token` paid for a month in the test above.
    const paid = (await status(token)).body;
    assert.equal(paid.is_subscription_paid, true);
    const before = (await providerPayments()).length;
    for (const payload of [body(), body('site_year_3229', '3229.00'), body('site_week_199', '199')]) {
      const refused = await create(token, payload);
      assert.equal(refused.status, 409, JSON.stringify(refused.body));
      assert.equal(refused.body.error.code, 'already_subscribed');
      assert.equal(
        refused.body.error.message,
        `The subscription is already paid until ${paid.paid_until}: a new plan can be bought once it ends`,
      );
    }
    // With an Idempotence-Key too: the subscription is checked before the key is looked up, so a repeat of an
    // earlier create (whose payment, if still waiting, would add a second period once paid) is refused as well.
    assert.equal((await create({ ...token, 'idempotence-key': 'after-paid' })).status, 409);
    // A bad request is still a bad request, and nobody signed in is still 401.
    assert.equal((await create(token, body('site_month_577', '1.00'))).status, 400);
    assert.equal((await create({}, body())).status, 401);
    assert.equal((await providerPayments()).length, before, 'nothing reached the provider');
    const after = (await status(token)).body;
    assert.equal(after.paid_until, paid.paid_until, 'no second period');
  });

  it('answers a repeated Idempotence-Key with the first payment and refuses the key for another request', async () => {
    // A buyer without a paid subscription: `token` has one by now, and may not pick a plan.
    const buyer = { access_token: (await login(stack, '89210000004')).accessToken };
    const keyed = { ...buyer, 'idempotence-key': 'order-42' };
    const before = (await providerPayments()).length;
    const first = await create(keyed);
    assert.equal(first.status, 201);
    const repeat = await create(keyed);
    assert.equal(repeat.status, 201);
    assert.equal(repeat.body.id, first.body.id);
    assert.equal(repeat.body.amount.value, '577.00');
    const reused = await create(keyed, body('site_year_3229', '3229.00'));
    assert.equal(reused.status, 409);
    assert.equal(reused.body.error.code, 'idempotence_key_reused');
    assert.equal((await providerPayments()).length, before + 1, 'one payment at the provider');
    const theirs = await create({ ...other, 'idempotence-key': 'order-42' });
    assert.equal(theirs.status, 201);
    assert.notEqual(theirs.body.id, first.body.id, "another user's key is another payment");
  });

  it('never grants a declined payment', async () => {
    const created = await create(other, body('site_week_199', '199'));
    const paid = await payWithCard(created.body.confirmation.confirmation_token, '4000 0000 0000 0002');
    assert.equal(((await paid.json()) as { status: string }).status, 'canceled');
    const checked = await call(stack.api, 'GET', `/api/payments/${created.body.id}`, { headers: other });
    assert.equal(checked.body.status, 'canceled');
    assert.equal(checked.body.cancellation_details.reason, 'call_issuer');
    assert.equal((await add(other, created.body.id)).body.error.code, 'payment_not_succeeded');
    assert.equal((await status(other)).body.is_subscription_paid, false);
  });

  it('grants premium from the provider notification without the add call', async () => {
    const third = { access_token: (await login(stack, '89210000003')).accessToken };
    const created = await create(third, body('site_year_3229', '3229'));
    await payWithCard(created.body.confirmation.confirmation_token, '5555555555554444');
    let paid = false;
    for (let i = 0; i < 50 && !paid; i += 1) {
      paid = (await status(third)).body.is_subscription_paid;
      if (!paid) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(paid, true);
    assert.equal((await status(third)).body.subscription_id, 'site_year_3229');
  });

  it('ignores notifications from addresses outside the allowlist', async () => {
    const created = await create(other, body('site_month_577', '577'));
    await fetch(`${stack.yookassa}/__test__/payments/${created.body.id}/succeed`, { method: 'POST' });
    // The stand-in's own notification (from 127.0.0.1) is allowed; a forged one from elsewhere is not.
    const forged = await call(stack.api, 'POST', '/api/payments/notifications', {
      headers: { 'x-forwarded-for': '203.0.113.7' },
      body: { type: 'notification', event: 'payment.succeeded', object: { id: created.body.id } },
    });
    assert.equal(forged.status, 403);
    const unknown = await call(stack.api, 'POST', '/api/payments/notifications', {
      body: { type: 'notification', event: 'payment.succeeded', object: { id: 'unknown-payment' } },
    });
    assert.deepEqual(unknown.body, { ok: true, ignored: true });
    const malformed = await call(stack.api, 'POST', '/api/payments/notifications', {
      body: { event: 'payment.succeeded' },
    });
    assert.equal(malformed.status, 400);
  });
});

describe('unsubscribe', () => {
  it('stops renewal and keeps the paid period', async () => {
    const current = (await status(token)).body;
    const wrong = await call(stack.api, 'POST', `${MOBILE}/purchase/subscription/unsubscribe`, {
      headers: other,
      body: { id_subscription: current.id_subscription, is_without_renewal: 0 },
    });
    assert.equal(wrong.status, 404, "another user's subscription");
    const missing = await call(stack.api, 'POST', `${MOBILE}/purchase/subscription/unsubscribe`, {
      headers: token,
      body: {},
    });
    assert.equal(missing.body.error.field, 'id_subscription');
    for (const id of [1e30, 2 ** 31, -1, '1']) {
      const huge = await call(stack.api, 'POST', `${MOBILE}/purchase/subscription/unsubscribe`, {
        headers: token,
        body: { id_subscription: id, is_without_renewal: 0 },
      });
      assert.equal(huge.status, 400, String(id));
      assert.equal(huge.body.error.field, 'id_subscription');
    }
    const done = await call(stack.api, 'POST', `${MOBILE}/purchase/subscription/unsubscribe`, {
      headers: token,
      body: { id_subscription: current.id_subscription, is_without_renewal: 0 },
    });
    assert.equal(done.status, 200);
    assert.equal(done.body.is_subscription_paid, true);
    assert.equal(done.body.auto_renew, false);
    assert.match(done.body.subscription_status_text, /без продления$/);
    // Cancelled but paid to the end of its period: still no second plan.
    const again = await create(token, body('site_week_199', '199'));
    assert.equal(again.status, 409);
    assert.equal(again.body.error.code, 'already_subscribed');
  });
});

describe('a new plan once the subscription has ended', () => {
  const DAY = 86_400_000;
  const clock = manualClock(new Date('2026-03-01T09:00:00Z'));
  /** YooKassa as far as this needs it: a created payment waits until the test says it was paid. */
  const payments = new Map<string, ProviderPayment>();
  const provider: PaymentProvider = {
    async createPayment(request) {
      const payment: ProviderPayment = {
        id: `renew-${payments.size + 1}`,
        status: 'pending',
        paid: false,
        amount: request.amount,
        description: request.description,
        metadata: request.metadata,
        confirmation: { type: 'embedded', confirmation_token: `ct-renew-${payments.size + 1}` },
        created_at: clock.now().toISOString(),
      };
      payments.set(payment.id, payment);
      return payment;
    },
    async getPayment(id) {
      return payments.get(id) ?? null;
    },
  };
  let inProcess: InProcessApi | undefined;
  let app: FastifyInstance;
  const phone = '89310000077';

  before(async () => {
    inProcess = await startInProcess({ clock, payments: provider, env: { RATE_LIMIT: '0' } });
    app = inProcess.app;
    await inProcess.db.insertInto('plans').values(PLANS).execute();
  });
  after(async () => {
    await inProcess?.stop();
  });

  /** A sign-in now (the access token lives an hour of the test's clock). */
  const signIn = () => signInAs(phone);
  async function signInAs(phone: string): Promise<Record<string, string>> {
    const sent = await app.inject({
      method: 'POST',
      url: '/kaver/auth/',
      headers: { auth_type: '1', phone },
    });
    assert.equal(sent.statusCode, 200, sent.body);
    const tokens = await app.inject({
      method: 'POST',
      url: '/kaver/auth/token/sms/v2',
      headers: { code: sent.json().security_data, phone, platform_id: '3' },
    });
    assert.equal(tokens.statusCode, 200, tokens.body);
    return { access_token: tokens.json().access_token };
  }
  const buy = (headers: Record<string, string>, plan = 'site_month_577', amount = '577.00') =>
    app.inject({ method: 'POST', url: '/api/payments', headers, payload: body(plan, amount) });
  /** Pays a created payment at the provider and has the API add it, as the widget's success does. */
  async function payAndAdd(headers: Record<string, string>, id: string) {
    payments.set(id, { ...payments.get(id)!, status: 'succeeded', paid: true, confirmation: undefined });
    const added = await app.inject({
      method: 'POST',
      url: `${MOBILE}/purchase/subscription/add`,
      headers,
      payload: { platform: 'web', receipt_info: id },
    });
    assert.equal(added.statusCode, 200, added.body);
    return added.json();
  }
  const statusOf = async (headers: Record<string, string>) =>
    (await app.inject({ url: `${MOBILE}/purchase/subscription/status`, headers })).json();

  it('applies a payment YooKassa took but nobody added before a new one, and refuses that one (no double charge)', async () => {
    const headers = await signInAs('89310000078');
    const waiting = await buy(headers);
    assert.equal(waiting.statusCode, 201, waiting.body);
    // Left waiting (the widget closed): a new payment may be made.
    const second = await buy(headers);
    assert.equal(second.statusCode, 201, second.body);
    // The second one is paid, but the site's check was lost and YooKassa's notification has not come.
    const id = second.json().id;
    payments.set(id, { ...payments.get(id)!, status: 'succeeded', paid: true, confirmation: undefined });
    const third = await buy(headers);
    assert.equal(third.statusCode, 409, third.body);
    assert.equal(third.json().error.code, 'already_subscribed');
    const status = await statusOf(headers);
    assert.equal(status.is_subscription_paid, true);
    const history = await app.inject({ url: `${MOBILE}/purchase/subscription/history`, headers });
    assert.deepEqual(
      history.json().map((period: { payment_id: string }) => period.payment_id),
      [id],
    );
  });

  it('refuses a plan while the period runs, cancelled or not, and takes one after it ended', async () => {
    let headers = await signIn();
    const first = await buy(headers);
    assert.equal(first.statusCode, 201, first.body);
    const paid = await payAndAdd(headers, first.json().id);
    assert.equal(paid.is_subscription_paid, true);

    const refused = await buy(headers, 'site_year_3229', '3229.00');
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().error.code, 'already_subscribed');

    const cancelled = await app.inject({
      method: 'POST',
      url: `${MOBILE}/purchase/subscription/unsubscribe`,
      headers,
      payload: { id_subscription: paid.id_subscription, is_without_renewal: 0 },
    });
    assert.equal(cancelled.json().auto_renew, false);
    assert.equal((await buy(headers)).statusCode, 409, 'cancelled, but paid to the end of its period');

    // A minute before the end: still paid. A minute after it: ended, and a new plan may be bought.
    clock.advance(31 * DAY - 60_000);
    headers = await signIn();
    assert.equal((await statusOf(headers)).is_subscription_paid, true);
    assert.equal((await buy(headers)).statusCode, 409);
    clock.advance(2 * 60_000);
    headers = await signIn();
    assert.equal((await statusOf(headers)).is_subscription_paid, false);
    const again = await buy(headers, 'site_week_199', '199.00');
    assert.equal(again.statusCode, 201, again.body);
    const renewed = await payAndAdd(headers, again.json().id);
    assert.equal(renewed.is_subscription_paid, true);
    assert.equal(renewed.subscription_id, 'site_week_199');
    assert.equal(renewed.auto_renew, true);
    assert.equal(renewed.id_subscription, paid.id_subscription, 'the same subscription, renewed');
    assert.equal((await buy(headers)).statusCode, 409, 'paid again');
    const history = await app.inject({ url: `${MOBILE}/purchase/subscription/history`, headers });
    assert.equal(history.json().length, 2);
  });
});
