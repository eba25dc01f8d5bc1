import { createParcel, type ModalParcelProps, type SubscriptionOfferRequest } from '@kaver/shared-contracts';
import { OfferModal } from '../../widgets/offer-modal';

export default createParcel<ModalParcelProps<SubscriptionOfferRequest>>('Знакомства и подписка', OfferModal);
