export { PAGE_SOURCE, SubscriptionPage } from './subscription-page';
