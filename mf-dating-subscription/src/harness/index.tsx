import {
  DEFAULT_CITY,
  subscriptionCancelRequested,
  subscriptionOfferRequested,
} from '@kaver/shared-contracts';
import { startHarness } from '../../../scripts/harness/harness';
import communityPage from '../app/parcels/community-page';
import datingBlock from '../app/parcels/dating-block';
import premiumBanner from '../app/parcels/premium-banner';
import subscriptionCancelModal from '../app/parcels/subscription-cancel-modal';
import subscriptionOfferModal from '../app/parcels/subscription-offer-modal';
import subscriptionPage from '../app/parcels/subscription-page';
import subscriptionStatus from '../app/parcels/subscription-status';

startHarness({
  remote: 'mf_dating_subscription',
  parcels: [
    {
      id: 'subscription-page',
      title: 'Страница /subscription',
      kind: 'page',
      config: subscriptionPage,
      props: {
        route: { name: 'subscription', path: '/subscription', params: {}, query: {} },
        city: DEFAULT_CITY,
        routeCity: null,
      },
    },
    {
      id: 'subscription-offer-modal',
      title: 'Окно подписки (варианты 1–5)',
      kind: 'modal',
      config: subscriptionOfferModal,
      props: { request: { variant: 1, source: 'harness' } },
    },
    {
      id: 'subscription-cancel-modal',
      title: 'Отмена подписки',
      kind: 'modal',
      config: subscriptionCancelModal,
      props: { request: { source: 'profile' } },
    },
    {
      id: 'community-page',
      title: 'Страница /community',
      kind: 'page',
      config: communityPage,
      props: {
        route: { name: 'community', path: '/community', params: {}, query: {} },
        city: DEFAULT_CITY,
        routeCity: null,
      },
    },
    {
      id: 'dating-block',
      title: 'Знакомства на событии',
      kind: 'block',
      config: datingBlock,
      props: { eventId: 1, city: DEFAULT_CITY },
    },
    {
      id: 'premium-banner',
      title: 'Премиум-баннер',
      kind: 'block',
      config: premiumBanner,
      props: { type: 'event', inModal: false },
    },
    {
      id: 'subscription-status',
      title: 'Статус подписки (профиль)',
      kind: 'block',
      config: subscriptionStatus,
      props: {},
    },
  ],
  // The offer and the cancel dialog open through the bus from the remote's own pages and blocks.
  modals: [
    { id: 'subscription-offer', requested: subscriptionOfferRequested, config: subscriptionOfferModal },
    { id: 'subscription-cancel', requested: subscriptionCancelRequested, config: subscriptionCancelModal },
  ],
});
