import {
  $runtimeConfig,
  DEFAULT_CITY,
  type PageMeta,
  type PageParcelProps,
  type Plan,
  pageMetaChanged,
  type RuntimeConfig,
} from '@kaver/shared-contracts';
import { breadcrumbsJsonLd, HOME_CRUMB } from '@kaver/shared-contracts/json-ld';
import { allSettled, fork, scopeBind, serialize } from 'effector';
import { page } from '../../app/parcels/subscription-page';
import { $plans, $plansLoading, loadPlansFx } from '../../entities/plan';
import { $selectedPlanId, destroyWidgetFx, planSelected } from '../../features/purchase/model';
import { $subscriptionPageLoading, subscriptionLeft, subscriptionStarted } from './model';

const plan = (subscriptionId: string, price: number): Plan => ({
  subscriptionId,
  title: subscriptionId,
  billingPeriod: 'month',
  price,
  currency: 'RUB',
  priceLabel: '₽ / месяц',
});
const PLANS = [plan('site_week_199', 199), plan('site_month_577', 577), plan('site_year_3229', 3229)];

const route: PageParcelProps = {
  route: { name: 'subscription', path: '/subscription', params: {}, query: {} },
  city: DEFAULT_CITY,
  routeCity: null,
};
const config = { brand: 'Афиша', siteUrl: 'https://kaver.ru' } as RuntimeConfig;

function setup(values?: Record<string, unknown>) {
  const loads = jest.fn(async () => PLANS);
  const destroyed = jest.fn();
  const scope = fork({
    values: values ?? [[$runtimeConfig, config]],
    handlers: [
      [loadPlansFx, loads],
      [destroyWidgetFx, destroyed],
    ],
  });
  return { scope, loads, destroyed };
}

describe('/subscription: subscriptionStarted', () => {
  it('says its data is on its way until the plans came, which is what a navigation here waits for', async () => {
    let answer = (_: Plan[]) => {};
    const scope = fork({
      values: [[$runtimeConfig, config]],
      handlers: [
        [loadPlansFx, () => new Promise<Plan[]>((resolve) => (answer = resolve))],
        [destroyWidgetFx, () => undefined],
      ],
    });
    expect(page.$loading).toBe($subscriptionPageLoading);
    scopeBind(subscriptionStarted, { scope })(route);
    expect(scope.getState($subscriptionPageLoading)).toBe(true);
    answer(PLANS);
    await allSettled(scope);
    expect(scope.getState($subscriptionPageLoading)).toBe(false);
  });

  it('loads the plans, preselects the month and describes the head with its trail from the home page', async () => {
    const metas: PageMeta[] = [];
    const unwatch = pageMetaChanged.watch((meta) => metas.push(meta));
    const { scope, loads } = setup();
    await allSettled(subscriptionStarted, { scope, params: route });
    unwatch();
    expect(loads).toHaveBeenCalledTimes(1);
    expect(scope.getState($plans)).toEqual(PLANS);
    expect(scope.getState($plansLoading)).toBe(false);
    expect(scope.getState($selectedPlanId)).toBe('site_month_577');
    expect(metas).toEqual([
      {
        title: 'Премиум-подписка Афиша',
        description: expect.stringContaining('150 000+ активных анкет'),
        canonicalPath: '/subscription',
        jsonLd: breadcrumbsJsonLd(
          [HOME_CRUMB, { title: 'Премиум-подписка', path: '/subscription' }],
          'https://kaver.ru',
        ),
      },
    ]);
  });

  it('the browser starts from the server’s state: nothing is loaded again, the choice stays', async () => {
    const server = setup();
    await allSettled(subscriptionStarted, { scope: server.scope, params: route });
    const browser = setup(serialize(server.scope));
    expect(browser.scope.getState($plans)).toEqual(PLANS);
    expect(browser.scope.getState($selectedPlanId)).toBe('site_month_577');
    await allSettled(planSelected, { scope: browser.scope, params: 'site_year_3229' });
    await allSettled(subscriptionStarted, { scope: browser.scope, params: route });
    expect(browser.loads).not.toHaveBeenCalled();
    expect(browser.scope.getState($selectedPlanId)).toBe('site_year_3229');
  });

  it('plans the server could not get are asked for by the browser', async () => {
    const server = setup();
    server.loads.mockRejectedValueOnce(new Error('timeout'));
    await allSettled(subscriptionStarted, { scope: server.scope, params: route });
    expect(server.scope.getState($plans)).toEqual([]);
    const browser = setup(serialize(server.scope));
    await allSettled(subscriptionStarted, { scope: browser.scope, params: route });
    expect(browser.loads).toHaveBeenCalledTimes(1);
    expect(browser.scope.getState($plans)).toEqual(PLANS);
  });

  it('leaving ends the purchase flow; entering again opens the offer anew', async () => {
    const { scope, loads, destroyed } = setup();
    await allSettled(subscriptionStarted, { scope, params: route });
    await allSettled(subscriptionLeft, { scope });
    expect(destroyed).toHaveBeenCalledTimes(1);
    await allSettled(subscriptionStarted, { scope, params: route });
    expect(loads).toHaveBeenCalledTimes(2);
  });
});
