export { datingProfile } from './dating-profile';
export { RENEWING_SUBSCRIPTION, STOPPED_SUBSCRIPTION, signedIn } from './session';
