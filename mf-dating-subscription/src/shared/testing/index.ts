export { datingProfile } from './dating-profile';
export { GRANTED, MONTH_PLAN, NOT_SUBSCRIBED, paymentOf, paymentRefused } from './purchase';
export { RENEWING_SUBSCRIPTION, STOPPED_SUBSCRIPTION, signedIn } from './session';
