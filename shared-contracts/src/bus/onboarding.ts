import { createEvent } from 'effector';

/** Owner: mf-onboarding (its modal, mounted by the host's outlet). Emitted by mf-auth for new users. */
export const onboardingRequested = createEvent<{ source?: string }>();
/** Owner: mf-onboarding. Emitted after the profile was saved on the finish step. */
export const onboardingCompleted = createEvent<void>();
