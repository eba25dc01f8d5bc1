export { DEFAULT_OFFER_VARIANT, resolveOfferVariant } from './offer';
