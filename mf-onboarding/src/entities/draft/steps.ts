// The onboarding steps in their order (SPEC.md 2.8) and how to move between them.

export const SURVEY_QUESTION_COUNT = 6;

export const STEPS = [
  'name',
  'city',
  'age',
  'gender',
  'purpose',
  'question-1',
  'question-2',
  'question-3',
  'question-4',
  'question-5',
  'question-6',
  'categories',
  'finish',
] as const;

export type StepId = (typeof STEPS)[number];

export type QuestionStepId = Extract<StepId, `question-${number}`>;

export function isQuestionStep(step: StepId): step is QuestionStepId {
  return step.startsWith('question-');
}

/** 1..6 for question-1..question-6. */
export function questionNumber(step: QuestionStepId): number {
  return Number(step.slice('question-'.length));
}

/** The step after `step`; finish has none. Question 6 leads to categories. */
export function nextStep(step: StepId): StepId | null {
  return STEPS[STEPS.indexOf(step) + 1] ?? null;
}

/**
 * The step before `step`; question 1 goes back to purpose. Name has none, and neither has finish: the profile
 * is saved on entering it, so there is nothing left to go back to.
 */
export function previousStep(step: StepId): StepId | null {
  if (step === 'finish') return null;
  return STEPS[STEPS.indexOf(step) - 1] ?? null;
}

/** Steps the person fills in (everything but finish): the progress indicator counts these. */
export const FILL_STEP_COUNT = STEPS.length - 1;

/** 1-based position of a step among the fill steps. */
export function stepPosition(step: StepId): number {
  return STEPS.indexOf(step) + 1;
}
