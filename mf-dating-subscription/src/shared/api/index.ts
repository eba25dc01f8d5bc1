export { createPayment, fetchPayment } from './payments';
export { DATING_PAGE_SIZE, fetchCityProfiles, fetchEventProfiles } from './profiles';
export { addSubscription, fetchPlans, fetchSubscriptionHistory, unsubscribe } from './subscriptions';
