// YooKassa stand-in (API v3 subset): Basic auth, Idempotence-Key replay, payments pending -> succeeded or
// canceled, embedded confirmation tokens, saved payment methods for recurring charges, notifications to the
// API, and the checkout widget script (checkout-widget.js) with the real widget's JS API.
//
// Widget endpoints (called by the widget, CORS open): GET /widget/payments/{token}, POST .../pay.
// Test cards: any Luhn-valid number pays, except 4000 0000 0000 0002 (declined: call_issuer) and
// 4000 0000 0000 0069 (declined: card_expired).
// Test-only controls: POST /__test__/payments/{id}/succeed | /cancel, GET /__test__/payments,
// POST /__test__/payment-methods/{id}/decline, GET /__test__/notifications.
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { listen, readJson, send } from './http-util.mjs';

const WIDGET = readFileSync(new URL('./checkout-widget.js', import.meta.url), 'utf8');
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };
const DECLINES = { 4000000000000002: 'call_issuer', 4000000000000069: 'card_expired' };

const apiError = (code, description, parameter) => ({
  type: 'error',
  id: randomUUID(),
  code,
  description,
  parameter,
});

function luhn(number) {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

/**
 * @param {{ port?: number, host?: string, shopId?: string, secretKey?: string, notifyUrl?: string | null }} options
 */
export async function startYooKassaStandIn({
  port = 4100,
  host = '127.0.0.1',
  shopId = 'test-shop',
  secretKey = 'test_secret_key',
  notifyUrl = null,
} = {}) {
  const payments = new Map();
  const byToken = new Map();
  const idempotence = new Map();
  /** Saved cards: id -> { last4, declines } */
  const methods = new Map();
  const notifications = [];
  const authorization = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;

  function notify(payment) {
    if (!notifyUrl) return;
    const event = `payment.${payment.status}`;
    fetch(notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'notification', event, object: payment }),
    })
      .then((response) => notifications.push({ id: payment.id, event, status: response.status }))
      .catch((error) => notifications.push({ id: payment.id, event, error: String(error) }));
  }

  /** Ends a pending payment; a success saves the card when asked (or reuses the saved one being charged). */
  function settle(payment, outcome, last4 = '4444', savedMethodId = null) {
    if (payment.status !== 'pending') return false;
    if (outcome === 'succeeded') {
      const id = savedMethodId ?? randomUUID();
      const saved = savedMethodId !== null || payment._save;
      if (saved && !savedMethodId) methods.set(id, { last4, declines: false });
      const card = { last4, expiry_month: '12', expiry_year: '2030', card_type: 'MasterCard' };
      const method = { type: 'bank_card', id, saved, title: `Bank card *${last4}`, card };
      Object.assign(payment, {
        status: 'succeeded',
        paid: true,
        payment_method: method,
        captured_at: new Date().toISOString(),
      });
    } else {
      Object.assign(payment, {
        status: 'canceled',
        cancellation_details: { party: 'payment_network', reason: outcome },
      });
    }
    delete payment.confirmation;
    notify(payment);
    return true;
  }

  const publicView = (payment) =>
    Object.fromEntries(Object.entries(payment).filter(([key]) => !key.startsWith('_')));

  async function createPayment(body) {
    const value = body?.amount?.value;
    if (typeof value !== 'string' || !/^\d+(\.\d{2})?$/.test(value)) {
      return [400, apiError('invalid_request', 'amount.value must be a decimal string', 'amount.value')];
    }
    if (body.amount.currency !== 'RUB')
      return [400, apiError('invalid_request', 'Only RUB is accepted', 'amount.currency')];
    // YooKassa's own limit on a payment's description.
    if (typeof body.description === 'string' && body.description.length > 128)
      return [400, apiError('invalid_request', 'description must be at most 128 characters', 'description')];
    const payment = {
      id: randomUUID(),
      status: 'pending',
      paid: false,
      amount: { value: Number(value).toFixed(2), currency: 'RUB' },
      description: body.description ?? '',
      metadata: body.metadata ?? {},
      created_at: new Date().toISOString(),
      test: true,
      refundable: false,
      _save: body.save_payment_method === true,
    };
    if (body.payment_method_id) {
      const method = methods.get(body.payment_method_id);
      if (!method)
        return [400, apiError('invalid_request', 'Unknown payment_method_id', 'payment_method_id')];
      payments.set(payment.id, payment);
      settle(
        payment,
        method.declines ? 'insufficient_funds' : 'succeeded',
        method.last4,
        body.payment_method_id,
      );
      return [200, publicView(payment)];
    }
    const token = `ct-${randomUUID()}`;
    payment.confirmation = { type: 'embedded', confirmation_token: token };
    payments.set(payment.id, payment);
    byToken.set(token, payment);
    return [200, publicView(payment)];
  }

  async function handle(request, response, url) {
    const parts = url.pathname.split('/').filter(Boolean);
    if (request.method === 'OPTIONS')
      return send(response, 204, undefined, { ...CORS, 'access-control-allow-methods': 'GET, POST' });
    if (request.method === 'GET' && url.pathname === '/checkout-widget.js') {
      response.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', ...CORS });
      return response.end(WIDGET);
    }

    if (parts[0] === 'widget' && parts[1] === 'payments' && parts[2]) {
      const payment = byToken.get(parts[2]);
      if (!payment) return send(response, 404, { error: 'invalid_token' }, CORS);
      if (request.method === 'GET' && parts.length === 3) {
        const { id, status, amount, description } = payment;
        return send(response, 200, { id, status, amount, description }, CORS);
      }
      if (request.method === 'POST' && parts[3] === 'pay') {
        const body = (await readJson(request)) ?? {};
        const number = String(body.card_number ?? '').replace(/\D/g, '');
        if (!luhn(number)) return send(response, 400, { error: 'invalid_card_number' }, CORS);
        if (!/^\d{2}\/\d{2}$/.test(String(body.expiry ?? '')) || !/^\d{3}$/.test(String(body.cvc ?? ''))) {
          return send(response, 400, { error: 'invalid_card_data' }, CORS);
        }
        if (payment.status !== 'pending') return send(response, 409, { error: 'token_expired' }, CORS);
        settle(payment, DECLINES[number] ?? 'succeeded', number.slice(-4));
        return send(
          response,
          200,
          { status: payment.status, cancellation_details: payment.cancellation_details },
          CORS,
        );
      }
    }

    if (parts[0] === '__test__') {
      if (request.method === 'GET' && parts[1] === 'payments')
        return send(response, 200, [...payments.values()].map(publicView));
      if (request.method === 'GET' && parts[1] === 'notifications') return send(response, 200, notifications);
      if (request.method === 'POST' && parts[1] === 'payments' && parts[2]) {
        const payment = payments.get(parts[2]);
        if (!payment) return send(response, 404, apiError('not_found', 'Payment not found'));
        const done = settle(payment, parts[3] === 'succeed' ? 'succeeded' : 'canceled_by_merchant');
        return send(response, done ? 200 : 409, publicView(payment));
      }
      if (request.method === 'POST' && parts[1] === 'payment-methods' && parts[3] === 'decline') {
        const method = methods.get(parts[2]);
        if (!method) return send(response, 404, apiError('not_found', 'Payment method not found'));
        method.declines = true;
        return send(response, 200, { id: parts[2], declines: true });
      }
    }

    if (parts[0] !== 'v3') return send(response, 404, apiError('not_found', 'Not found'));
    if (request.headers.authorization !== authorization) {
      return send(
        response,
        401,
        apiError('invalid_credentials', 'Basic authorization with shopId and secret key is required'),
      );
    }
    if (request.method === 'GET' && parts[1] === 'payments' && parts[2] && parts.length === 3) {
      const payment = payments.get(parts[2]);
      return payment
        ? send(response, 200, publicView(payment))
        : send(response, 404, apiError('not_found', 'Payment not found'));
    }
    if (request.method !== 'POST' || parts[1] !== 'payments')
      return send(response, 404, apiError('not_found', 'Not found'));

    const key = request.headers['idempotence-key'];
    if (typeof key !== 'string' || key.length === 0 || key.length > 64) {
      return send(
        response,
        400,
        apiError('invalid_request', 'Idempotence-Key header is required', 'Idempotence-Key'),
      );
    }
    const body = await readJson(request);
    const fingerprint = createHash('sha256')
      .update(`${url.pathname}:${JSON.stringify(body ?? null)}`)
      .digest('hex');
    const stored = idempotence.get(key);
    if (stored) {
      if (stored.fingerprint !== fingerprint) {
        return send(
          response,
          400,
          apiError('invalid_request', 'Idempotence key duplicated with other parameters', 'Idempotence-Key'),
        );
      }
      return send(response, stored.status, stored.id ? publicView(payments.get(stored.id)) : stored.body);
    }
    let result;
    if (parts.length === 2) result = await createPayment(body);
    else if (parts[3] === 'cancel') {
      const payment = payments.get(parts[2]);
      if (!payment) result = [404, apiError('not_found', 'Payment not found')];
      else if (!settle(payment, 'canceled_by_merchant'))
        result = [400, apiError('invalid_request', 'Payment is not pending')];
      else result = [200, publicView(payment)];
    } else result = [404, apiError('not_found', 'Not found')];
    const [status, answer] = result;
    idempotence.set(key, { fingerprint, status, id: status === 200 ? answer.id : null, body: answer });
    return send(response, status, answer);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    handle(request, response, url).catch(() =>
      send(response, 400, apiError('invalid_request', 'Malformed request')),
    );
  });
  const url = await listen(server, port, host);
  return {
    url,
    /** Where notifications go; tests set it once the API's port is known. */
    setNotifyUrl: (next) => {
      notifyUrl = next;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
