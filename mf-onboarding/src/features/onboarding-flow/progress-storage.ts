// Where a person left the onboarding: the step and the draft, kept in this browser per account, so that a
// closed onboarding resumes at the next sign-in at the same step with what was entered. Dropped once saved.
import { type OnboardingDraft, STEPS, type StepId } from '../../entities/draft';

export interface OnboardingProgress {
  step: StepId;
  draft: OnboardingDraft;
}

const KEY_PREFIX = 'kaver:onboarding:';
const keyOf = (userId: number) => `${KEY_PREFIX}${userId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the onboarding simply starts over next time
  }
}

export function saveProgress(userId: number, progress: OnboardingProgress): void {
  try {
    storage()?.setItem(keyOf(userId), JSON.stringify(progress));
  } catch {
    // quota or privacy mode: nothing to resume later, nothing lost now
  }
}

const isDraft = (value: unknown): value is OnboardingDraft => {
  const draft = value as Partial<OnboardingDraft> | null;
  return (
    typeof draft?.name === 'string' &&
    typeof draft.age === 'object' &&
    draft.age !== null &&
    ['day', 'month', 'year'].every(
      (part) => typeof (draft.age as Record<string, unknown>)[part] === 'string',
    ) &&
    (draft.city === null || typeof draft.city === 'number') &&
    (draft.purpose === null || typeof draft.purpose === 'number') &&
    typeof draft.surveyAnswers === 'object' &&
    Array.isArray(draft.selectedCategories)
  );
};

/** The stored progress of an account, or null when there is none or it is not readable. */
export function loadProgress(userId: number): OnboardingProgress | null {
  const raw = storage()?.getItem(keyOf(userId));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<OnboardingProgress>;
    return STEPS.includes(value.step as StepId) && isDraft(value.draft)
      ? { step: value.step as StepId, draft: value.draft }
      : null;
  } catch {
    return null;
  }
}

export function clearProgress(userId: number): void {
  storage()?.removeItem(keyOf(userId));
}
