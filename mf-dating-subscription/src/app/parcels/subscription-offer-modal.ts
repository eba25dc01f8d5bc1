import type { ModalParcelProps, SubscriptionOfferRequest } from '@kaver/shared-contracts';
import { createParcel } from '@kaver/shared-contracts/parcels';
import { OfferModal } from '../../widgets/offer-modal';

export default createParcel<ModalParcelProps<SubscriptionOfferRequest>>('Знакомства и подписка', OfferModal);
