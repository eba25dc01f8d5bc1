// A new draft from what the profile already holds, and the current city for a profile without one.
import { type City, EVENT_TYPES, findCityById, type Profile } from '@kaver/shared-contracts';
import { birthDateParts } from './birth-date';
import { EMPTY_DRAFT, type OnboardingDraft } from './draft';

const KNOWN_EVENT_TYPES = new Set<number>(EVENT_TYPES.map((type) => type.id));

export function draftFromProfile(profile: Profile | null, currentCity: City): OnboardingDraft {
  if (!profile) return { ...EMPTY_DRAFT, city: currentCity.id };
  return {
    ...EMPTY_DRAFT,
    name: profile.firstName ?? '',
    city: findCityById(profile.idCity)?.id ?? currentCity.id,
    age: birthDateParts(profile.birthDt),
    gender: profile.gender,
    purpose: profile.purposes[0] ?? null,
    surveyAnswers: { ...profile.surveyAnswers },
    selectedCategories: profile.categories.filter((id) => KNOWN_EVENT_TYPES.has(id)),
  };
}
