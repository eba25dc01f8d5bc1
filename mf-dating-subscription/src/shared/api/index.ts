export { createPayment, fetchPayment } from './payments';
export { PAYMENTS_BASE_PATH, paymentsClient } from './payments-client';
export { DATING_PAGE_SIZE, fetchCityProfiles, fetchEventProfiles } from './profiles';
export { addSubscription, fetchPlans, fetchSubscriptionHistory, unsubscribe } from './subscriptions';
