export { OnboardingModal, type OnboardingRequest } from './onboarding-modal';
