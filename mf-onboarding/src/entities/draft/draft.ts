// The onboarding draft (SPEC.md 3) and the pure edits the steps make to it.
import type { OnboardingDraft } from '@kaver/shared-contracts';

export type { OnboardingDraft };

export const EMPTY_DRAFT: OnboardingDraft = {
  name: '',
  city: null,
  age: { day: '', month: '', year: '' },
  gender: null,
  purpose: null,
  surveyAnswers: {},
  selectedCategories: [],
};

/** Clicking the selected option again unselects it (city, gender, purpose: SPEC.md 2.8). */
export function toggleSingle<T>(current: T | null, clicked: T): T | null {
  return current === clicked ? null : clicked;
}

export function toggleInList(list: readonly number[], id: number): number[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

/**
 * A survey answer clicked: a multiple-choice question collects answers, a single-choice one holds one (the
 * clicked answer, or none when it was already the chosen one). A question left with no answer is dropped.
 */
export function toggleAnswer(
  answers: Readonly<Record<string, number[]>>,
  questionId: number,
  answerId: number,
  multiple: boolean,
): Record<string, number[]> {
  const key = String(questionId);
  const current = answers[key] ?? [];
  const next = multiple
    ? toggleInList(current, answerId)
    : current.length === 1 && current[0] === answerId
      ? []
      : [answerId];
  return withAnswers(answers, key, next);
}

/** The answers without the given question's (a skipped question). */
export function clearAnswer(
  answers: Readonly<Record<string, number[]>>,
  questionId: number,
): Record<string, number[]> {
  return withAnswers(answers, String(questionId), []);
}

function withAnswers(answers: Readonly<Record<string, number[]>>, key: string, ids: number[]) {
  const { [key]: _dropped, ...rest } = answers;
  return ids.length > 0 ? { ...rest, [key]: ids } : rest;
}
