// Test data: a signed-in person's profile as GET /profile/-1 gives it before onboarding.
import type { Profile } from '@kaver/shared-contracts';

export function newProfile(patch: Partial<Profile> = {}): Profile {
  return {
    id: 42,
    phone: '89990000000',
    email: null,
    firstName: null,
    birthDt: null,
    age: null,
    gender: null,
    idCity: 0,
    avatar: '',
    categories: [],
    purposes: [],
    surveyAnswers: {},
    hasPremium: false,
    isOnboarded: false,
    ...patch,
  };
}
