export { $brand } from './brand';
export {
  assignOfferVariant,
  DEFAULT_OFFER_VARIANT,
  OFFER_VARIANT_QUERY,
  resolveOfferVariant,
} from './offer';
export { CARD_PURCHASE_LABEL, PURCHASE_LABEL } from './purchase-labels';
export { $siteUrl } from './site-url';
