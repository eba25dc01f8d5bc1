import type { ModalParcelProps } from '@kaver/shared-contracts';
import { createParcel } from '@kaver/shared-contracts/parcels';
import { CancelModal } from '../../widgets/cancel-modal';

export default createParcel<ModalParcelProps<{ source?: string }>>('Знакомства и подписка', CancelModal);
