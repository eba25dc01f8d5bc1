import { createApiClients } from '../http';
import { scriptedFetch } from '../http/test-fetch';
import { confirmCode, sendCode } from './auth';
import { getEvent, getEvents, subscribeEvent } from './events';
import { createPayment, createPaymentsClient } from './payments';
import { addSubscription, unsubscribe } from './subscriptions';

function clientsWith(fetch: typeof globalThis.fetch) {
  return createApiClients({
    apiHost: 'http://api.test',
    getAccessToken: () => 'tok',
    fetch,
    retryDelayMs: 0,
  });
}

describe('endpoint functions', () => {
  it("asks GET /events with SPEC.md's defaults and 'null' for unset filters", async () => {
    const { fetch, calls } = scriptedFetch({
      body: { items: [], page: 1, per_page: 6, total: 0, total_pages: 0 },
    });
    const page = await getEvents({ city: 'moscow', categories: [1, 5] }, clientsWith(fetch));
    expect(page.perPage).toBe(6);
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/kaver/web/v1/events');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      city: 'moscow',
      page: '1',
      per_page: '6',
      date_start: 'null',
      date_end: 'null',
      time_start: 'null',
      time_end: 'null',
      cost_start: 'null',
      cost_end: 'null',
      id_age: 'null',
      id_collection: 'null',
      categories: '1,5',
      show_past: '0',
    });
    expect(calls[0]!.headers.access_token).toBe('tok');
  });

  it('refuses an event call without a city and subscribes with POST', async () => {
    const { fetch, calls } = scriptedFetch({ body: { is_favorite: 1, favorites_cnt: 3 } });
    await expect(getEvent('', 5, clientsWith(fetch))).rejects.toThrow('City is required');
    expect(await subscribeEvent(5, clientsWith(fetch))).toEqual({ isFavorite: 1, favoritesCnt: 3 });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'http://api.test/kaver/web/v1/events/5/subscribe',
    });
  });

  it('sends and confirms codes with the headers of SPEC.md 7.2 and no token', async () => {
    const { fetch, calls } = scriptedFetch({
      body: { phone: '89161234567', resend_in: 60, security_data: '1234' },
    });
    const clients = clientsWith(fetch);
    expect((await sendCode('+7 916 123-45-67', clients)).securityData).toBe('1234');
    await confirmCode('89161234567', '1234', clients);
    expect(calls[0]!.headers).toMatchObject({ auth_type: '1', phone: '+7 916 123-45-67' });
    expect(calls[0]!.headers.access_token).toBeUndefined();
    expect(calls[1]!.url).toBe('http://api.test/kaver/auth/token/sms/v2');
    expect(calls[1]!.headers).toMatchObject({ code: '1234', phone: '89161234567', platform_id: '3' });
  });

  it('creates a payment on /api and adds the subscription on the mobile base', async () => {
    const { fetch, calls } = scriptedFetch({ status: 201, body: { id: 'p1', status: 'pending' } });
    const client = createPaymentsClient({ apiHost: 'http://api.test', getAccessToken: () => 'tok', fetch });
    const plan = {
      subscriptionId: 'site_month_577',
      title: 'Премиум на месяц',
      billingPeriod: 'month' as const,
      price: 577,
      currency: 'RUB' as const,
      priceLabel: '₽ / месяц',
    };
    await createPayment(client, plan, 'a@b.ru');
    expect(calls[0]!.url).toBe('http://api.test/api/payments');
    expect(calls[0]!.body).toEqual({
      amount: '577.00',
      description: 'website;site_month_577;a@b.ru',
      metadata: {
        subscription_id: 'site_month_577',
        subscription_title: 'Премиум на месяц',
        email: 'a@b.ru',
      },
    });
    const clients = clientsWith(fetch);
    await addSubscription('p1', clients);
    await unsubscribe(7, clients);
    expect(calls[1]).toMatchObject({
      url: 'http://api.test/digitalcity/afisha/5/purchase/subscription/add',
      body: { platform: 'web', receipt_info: 'p1' },
    });
    expect(calls[2]!.body).toEqual({ id_subscription: 7, is_without_renewal: 0 });
  });
});
