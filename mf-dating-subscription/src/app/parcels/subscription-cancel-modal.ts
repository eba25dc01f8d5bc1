import { createParcel, type ModalParcelProps } from '@kaver/shared-contracts';
import { CancelModal } from '../../widgets/cancel-modal';

export default createParcel<ModalParcelProps<{ source?: string }>>('Знакомства и подписка', CancelModal);
