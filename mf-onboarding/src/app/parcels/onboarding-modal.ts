import type { ModalParcelProps } from '@kaver/shared-contracts';
import { createParcel } from '@kaver/shared-contracts/parcels';
import { OnboardingModal, type OnboardingRequest } from '../../widgets/onboarding-modal';

export default createParcel<ModalParcelProps<OnboardingRequest>>('Анкета знакомств', OnboardingModal);
