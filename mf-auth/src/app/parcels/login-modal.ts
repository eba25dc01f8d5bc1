import { createParcel, type LoginRequest, type ModalParcelProps } from '@kaver/shared-contracts';
import { LoginModal } from '../../widgets/login-modal';

export default createParcel<ModalParcelProps<LoginRequest>>('Вход', LoginModal);
