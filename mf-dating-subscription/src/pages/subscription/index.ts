export { PAGE_SOURCE, subscriptionLeft, subscriptionStarted } from './model';
export { SubscriptionPage } from './subscription-page';
