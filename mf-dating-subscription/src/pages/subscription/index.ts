export { $subscriptionPageLoading, subscriptionLeft, subscriptionStarted } from './model';
export { SubscriptionPage } from './subscription-page';
