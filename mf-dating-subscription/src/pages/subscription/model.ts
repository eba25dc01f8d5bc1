import { type PageMeta, type PageParcelProps, pageMetaChanged } from '@kaver/shared-contracts';
import { breadcrumbsJsonLd, HOME_CRUMB } from '@kaver/shared-contracts/json-ld';
import { createEvent, createStore, sample, split } from 'effector';
import { $plans, loadPlansFx, plansRequested } from '../../entities/plan';
import { offerClosed, offerOpened, PAGE_OFFER_SOURCE } from '../../features/purchase';
import { $brand, $siteUrl } from '../../shared/config';
import { SUBSCRIPTION_PATH } from '../../shared/lib';

/** The page's name: its title (with the brand) and its step in the trail, as the footer links it. */
export const SUBSCRIPTION_TITLE = 'Премиум-подписка';

/**
 * /subscription is entered (on the server, then once more in the browser after hydration, and again whenever its
 * address changes): the offer opens with the plans, or, when it is open already, keeps what is under way.
 */
export const subscriptionStarted = createEvent<PageParcelProps>();
/** The page's data on its way (RemotePage.$loading): what a navigation here waits for, not the whole tab. */
export const $subscriptionPageLoading = loadPlansFx.pending;
/** The page went off screen: the purchase flow goes with it (a widget still open is removed). */
export const subscriptionLeft = createEvent<void>();

export function subscriptionMeta({ brand, siteUrl }: { brand: string; siteUrl: string }): PageMeta {
  return {
    title: `${SUBSCRIPTION_TITLE} ${brand}`,
    description:
      'Знакомься с теми, кто идёт на те же события: 150 000+ активных анкет, безлимитные лайки и чаты, подборка событий 18+ и никакой рекламы.',
    canonicalPath: SUBSCRIPTION_PATH,
    jsonLd: breadcrumbsJsonLd([HOME_CRUMB, { title: SUBSCRIPTION_TITLE, path: SUBSCRIPTION_PATH }], siteUrl),
  };
}

/**
 * The page's offer is open. Serialised with the server's HTML, so the browser's start after hydration neither
 * loads the plans again nor starts the flow over; nor does ?redirect=subscription, which an anonymous buyer's
 * purchase puts into the address while the login modal opens.
 */
const $offerShown = createStore(false);

const { open, reload } = split(
  sample({
    clock: subscriptionStarted,
    source: { shown: $offerShown, plans: $plans },
    fn: ({ shown, plans }) => (!shown ? 'open' : plans.length === 0 ? 'reload' : 'keep'),
  }),
  { open: (next) => next === 'open', reload: (next) => next === 'reload' },
);
$offerShown.on(open, () => true).reset(subscriptionLeft);
sample({ clock: open, fn: () => ({ variant: 1 as const, source: PAGE_OFFER_SOURCE }), target: offerOpened });
// Plans the server could not get (an API error, or its time limit) are asked for by the browser.
sample({ clock: reload, fn: () => undefined, target: plansRequested });
sample({ clock: subscriptionLeft, target: offerClosed });

sample({
  clock: subscriptionStarted,
  source: { brand: $brand, siteUrl: $siteUrl },
  fn: subscriptionMeta,
  target: pageMetaChanged,
});
