import { startHarness } from '../../../scripts/harness/harness';
import onboardingModal from '../app/parcels/onboarding-modal';

startHarness({
  remote: 'mf_onboarding',
  parcels: [
    {
      id: 'onboarding-modal',
      title: 'Анкета знакомств',
      kind: 'modal',
      config: onboardingModal,
      props: { request: { source: 'login' } },
    },
  ],
});
