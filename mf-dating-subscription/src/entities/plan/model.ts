import { $session, type Plan } from '@kaver/shared-contracts';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { fetchPlans } from '../../shared/api';
import { offerPlans } from './lib/offer-plans';

/** Asks for the plans (GET /subscriptions); ignored while a load is running. */
export const plansRequested = createEvent<void>();

export const loadPlansFx = createEffect<void, Plan[]>(() => fetchPlans());

export const $plans = createStore<Plan[]>([]).on(loadPlansFx.doneData, (_, plans) => plans);
const $plansLoaded = createStore(false).on(loadPlansFx.finally, () => true);
/** Until plans are known the list shows three skeleton cards. */
export const $plansLoading = combine(
  $plansLoaded,
  loadPlansFx.pending,
  $plans,
  (loaded, pending, plans) => !loaded || (pending && plans.length === 0),
);
export const $plansFailed = createStore(false)
  .on(loadPlansFx, () => false)
  .on(loadPlansFx.fail, () => true);

sample({
  clock: plansRequested,
  source: loadPlansFx.pending,
  filter: (pending) => !pending,
  fn: () => undefined,
  target: loadPlansFx,
});

/** The cards of the offer: the plans reversed, or the 'active' pseudo-plan of a paid subscriber. */
export const $offerPlans = combine($plans, $session, (plans, session) =>
  offerPlans(plans, session.subscription),
);
