export { OFFER_MODAL_ID, OfferModal } from './offer-modal';
