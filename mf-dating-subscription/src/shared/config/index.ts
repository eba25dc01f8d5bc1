export { DEFAULT_OFFER_VARIANT, resolveOfferVariant } from './offer';
export { CARD_PURCHASE_LABEL, PURCHASE_LABEL } from './purchase-labels';
