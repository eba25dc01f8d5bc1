import { createRemotePage } from '@kaver/shared-contracts';
import { $subscriptionPageLoading, SubscriptionPage, subscriptionStarted } from '../../pages/subscription';

/** /subscription: the page the host renders (on the server too) and its parcel for the harness. */
export const { page, default: parcel } = createRemotePage({
  title: 'Знакомства и подписка',
  Component: SubscriptionPage,
  started: subscriptionStarted,
  buildId: __BUILD_ID__,
  $loading: $subscriptionPageLoading,
});
export default parcel;
