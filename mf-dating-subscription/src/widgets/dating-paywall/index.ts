export { DatingPaywall } from './dating-paywall';
export { APP_TITLE, ONLY_BY_SUBSCRIPTION, ONLY_IN_APP, SUBSCRIBE_TITLE } from './paywall-texts';
