export { CANCEL_LABEL, SubscriptionStatus } from './subscription-status';
