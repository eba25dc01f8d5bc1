import { createParcel, type ModalParcelProps } from '@kaver/shared-contracts';
import { OnboardingModal, type OnboardingRequest } from '../../widgets/onboarding-modal';

export default createParcel<ModalParcelProps<OnboardingRequest>>('Анкета знакомств', OnboardingModal);
