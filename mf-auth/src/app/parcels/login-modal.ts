import type { LoginRequest, ModalParcelProps } from '@kaver/shared-contracts';
import { createParcel } from '@kaver/shared-contracts/parcels';
import { LoginModal } from '../../widgets/login-modal';

export default createParcel<ModalParcelProps<LoginRequest>>('Вход', LoginModal);
