import { API_URL, PORTS } from '../ports';
import type { TestSession } from '../session';

const MOBILE = `${API_URL}/digitalcity/afisha/5`;
export const STAND_IN_URL = `http://localhost:${PORTS.yookassa}`;

/** The test cards of the YooKassa stand-in's widget. */
export const CARDS = { success: '5555 5555 5555 4444', declined: '4000 0000 0000 0002' } as const;

async function call<T>(url: string, init: RequestInit, session?: TestSession): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(session && { access_token: session.accessToken }),
      ...(init.headers as Record<string, string>),
    },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface SubscriptionStatusBody {
  id_subscription: number | null;
  is_subscription_paid: boolean;
  subscription_status_text: string;
  auto_renew: boolean;
}

/** GET /purchase/subscription/status as the API answers it (snake_case). */
export function subscriptionStatusOf(session: TestSession): Promise<SubscriptionStatusBody> {
  return call(`${MOBILE}/purchase/subscription/status`, { method: 'GET' }, session);
}

/**
 * Buys a plan the way the front end does, without a browser: create the payment through the API, pay it with the
 * stand-in's test card, and have the API add the subscription after it has checked the payment itself.
 */
export async function buyPremiumThroughApi(
  session: TestSession,
  planId = 'site_month_577',
  email = 'premium@example.ru',
): Promise<SubscriptionStatusBody> {
  const plans = await call<Array<{ subscription_id: string; title: string; price: number }>>(
    `${MOBILE}/subscriptions`,
    { method: 'GET' },
  );
  const plan = plans.find((item) => item.subscription_id === planId);
  if (!plan) throw new Error(`no plan ${planId}`);
  const payment = await call<{ id: string; confirmation: { confirmation_token: string } }>(
    `${API_URL}/api/payments`,
    {
      method: 'POST',
      body: JSON.stringify({
        amount: plan.price.toFixed(2),
        description: `website;${plan.subscription_id};${email}`,
        metadata: { subscription_id: plan.subscription_id, subscription_title: plan.title, email },
      }),
    },
    session,
  );
  await call(`${STAND_IN_URL}/widget/payments/${payment.confirmation.confirmation_token}/pay`, {
    method: 'POST',
    body: JSON.stringify({ card_number: CARDS.success, expiry: '12/30', cvc: '123' }),
  });
  return call(
    `${MOBILE}/purchase/subscription/add`,
    { method: 'POST', body: JSON.stringify({ platform: 'web', receipt_info: payment.id }) },
    session,
  );
}
