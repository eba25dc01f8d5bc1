// What each step needs before "next" moves on (SPEC.md 5). Survey questions are optional.

import { visibleName } from '@kaver/shared-contracts/text';
import { birthDateProblem, type Instant } from '@kaver/shared-contracts/time';
import { ageOf, birthDateText } from './birth-date';
import type { OnboardingDraft } from './draft';
import type { StepId } from './steps';

export const MIN_NAME_LENGTH = 2;
export const MIN_CATEGORIES = 3;

export type StepError =
  | 'name-too-short'
  | 'city-required'
  | 'age-incomplete'
  | 'age-year'
  | 'age-not-a-date'
  | 'age-under-18'
  | 'gender-required'
  | 'purpose-required'
  | 'categories-min';

/** Errors that keep the step without telling the person anything (SPEC.md 5: the name shows no message). */
export const SILENT_ERRORS: readonly StepError[] = ['name-too-short'];

const AGE_ERRORS = {
  'not-a-date': 'age-not-a-date',
  'too-early': 'age-year',
  'under-age': 'age-under-18',
} as const;

export function validateAge(age: OnboardingDraft['age'], now: Instant): StepError | null {
  if (!age.day.trim() || !age.month.trim() || !age.year.trim()) return 'age-incomplete';
  if (!/^\d{4}$/.test(age.year.trim())) return 'age-year';
  const problem = birthDateProblem(birthDateText(age), now);
  return problem ? AGE_ERRORS[problem] : null;
}

/** The age the age step shows: only of a date the step takes (no «Тебе 127 лет» beside «не раньше 1900»). */
export function shownAge(age: OnboardingDraft['age'], now: Instant): number | null {
  return validateAge(age, now) === null ? ageOf(age, now) : null;
}

/** Why `step` cannot be left forward yet, or null when it can. `now` decides the age. */
export function validateStep(step: StepId, draft: OnboardingDraft, now: Instant): StepError | null {
  switch (step) {
    case 'name':
      return visibleName(draft.name).length >= MIN_NAME_LENGTH ? null : 'name-too-short';
    case 'city':
      return draft.city === null ? 'city-required' : null;
    case 'age':
      return validateAge(draft.age, now);
    case 'gender':
      return draft.gender === null ? 'gender-required' : null;
    case 'purpose':
      return draft.purpose === null ? 'purpose-required' : null;
    case 'categories':
      return draft.selectedCategories.length >= MIN_CATEGORIES ? null : 'categories-min';
    default:
      return null;
  }
}
