// The onboarding step machine (SPEC.md 2.8, 5): the draft, moving between steps with their validation, the save
// on entering finish, and the close that opens the subscription offer 400 ms later (SPEC.md 9).
import {
  $city,
  $user,
  type Gender,
  goalReached,
  modalClosed,
  onboardingCompleted,
  type SurveyQuestion,
  sessionRefreshRequested,
  subscriptionOfferRequested,
} from '@kaver/shared-contracts';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  clearAnswer,
  draftFromProfile,
  EMPTY_DRAFT,
  isDayUnavailable,
  isQuestionStep,
  nextStep,
  type OnboardingDraft,
  previousStep,
  questionNumber,
  SILENT_ERRORS,
  type StepError,
  type StepId,
  toggleAnswer,
  toggleInList,
  toggleSingle,
  validateStep,
} from '../../entities/draft';
import { $questions, referenceRequested } from '../../entities/reference';
import { saveOnboarding } from './save-onboarding';

export const MODAL_ID = 'onboarding';
/** The modal's transition before the subscription offer opens (SPEC.md 9). */
export const OFFER_DELAY_MS = 400;

/** The modal was mounted by the host's outlet with this request. */
export const onboardingStarted = createEvent<{ source?: string }>();

export const nameChanged = createEvent<string>();
export const cityClicked = createEvent<number>();
export const dayChanged = createEvent<string>();
export const monthChanged = createEvent<string>();
export const yearChanged = createEvent<string>();
export const genderClicked = createEvent<Gender>();
export const purposeClicked = createEvent<number>();
export const answerClicked = createEvent<{ questionId: number; answerId: number }>();
export const categoryClicked = createEvent<number>();

export const nextClicked = createEvent<void>();
export const backClicked = createEvent<void>();
export const skipClicked = createEvent<void>();
/** The finish step's button: closes the modal, then opens the subscription offer. */
export const finishClicked = createEvent<void>();

/** The clock the age check reads (replaced in tests). */
export const readClockFx = createEffect<void, number>(() => Date.now());
export const saveOnboardingFx = createEffect<OnboardingDraft, void>((draft) => saveOnboarding(draft));
export const waitFx = createEffect<number, void>(
  (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
);
/** SPEC.md 8: an onboarding save failure is only logged. */
export const logSaveFailureFx = createEffect<unknown, void>((error) => {
  console.error('[mf-onboarding] The profile could not be saved', error);
});

const stepEntered = createEvent<StepId>();
const closeRequested = createEvent<void>();

export const $step = createStore<StepId>('name').on(stepEntered, (_, step) => step);
export const $draft = createStore<OnboardingDraft>(EMPTY_DRAFT);
/** Why the last "next" did not move on; null while there is nothing to say. */
export const $stepError = createStore<StepError | null>(null);
export const $saving = saveOnboardingFx.pending;
/** Set by the finish button, so that a second click does nothing. */
export const $closing = createStore(false);
const $source = createStore<string | null>(null);
/** Whether the person changed anything yet: until then a late-loaded profile may refill the draft. */
const $touched = createStore(false);

/** The question a question step shows: question-N is the N-th question of the survey. */
export function questionOfStep(step: StepId, questions: readonly SurveyQuestion[]): SurveyQuestion | null {
  return isQuestionStep(step) ? (questions[questionNumber(step) - 1] ?? null) : null;
}

export const $question = combine($step, $questions, questionOfStep);

// Opening: a fresh draft from the profile, the first step, and the reference data.
$source.on(onboardingStarted, (_, request) => request.source ?? null);
$touched.reset(onboardingStarted);
$closing.reset(onboardingStarted);
sample({
  clock: onboardingStarted,
  source: { user: $user, city: $city },
  fn: ({ user, city }) => draftFromProfile(user, city),
  target: $draft,
});
sample({ clock: onboardingStarted, fn: (): StepId => 'name', target: stepEntered });
sample({ clock: onboardingStarted, target: referenceRequested });

// The profile arrived after the modal opened (the session was still loading): use it while nothing was typed.
sample({
  clock: $user.updates,
  source: { step: $step, touched: $touched, city: $city },
  filter: ({ step, touched }, user) => step === 'name' && !touched && user !== null,
  fn: ({ city }, user) => draftFromProfile(user, city),
  target: $draft,
});

// Editing the draft.
const answerToggled = sample({
  clock: answerClicked,
  source: $questions,
  fn: (questions, { questionId, answerId }) => ({
    questionId,
    answerId,
    multiple: questions.find((question) => question.id === questionId)?.multiple ?? false,
  }),
});

$draft
  .on(nameChanged, (draft, name) => ({ ...draft, name }))
  .on(cityClicked, (draft, id) => ({ ...draft, city: toggleSingle(draft.city, id) }))
  // The day picker marks day 19 unavailable (SPEC.md 5, see UNAVAILABLE_DAYS): choosing it changes nothing.
  .on(dayChanged, (draft, day) =>
    isDayUnavailable(Number(day)) ? draft : { ...draft, age: { ...draft.age, day } },
  )
  .on(monthChanged, (draft, month) => ({ ...draft, age: { ...draft.age, month } }))
  .on(yearChanged, (draft, year) => ({ ...draft, age: { ...draft.age, year: year.replace(/\D/g, '') } }))
  .on(genderClicked, (draft, gender) => ({ ...draft, gender: toggleSingle(draft.gender, gender) }))
  .on(purposeClicked, (draft, id) => ({ ...draft, purpose: toggleSingle(draft.purpose, id) }))
  .on(answerToggled, (draft, { questionId, answerId, multiple }) => ({
    ...draft,
    surveyAnswers: toggleAnswer(draft.surveyAnswers, questionId, answerId, multiple),
  }))
  .on(categoryClicked, (draft, id) => ({
    ...draft,
    selectedCategories: toggleInList(draft.selectedCategories, id),
  }));

const edited = [
  nameChanged,
  cityClicked,
  dayChanged,
  monthChanged,
  yearChanged,
  genderClicked,
  purposeClicked,
  answerClicked,
  categoryClicked,
];
$touched.on(edited, () => true);
$stepError.reset([...edited, stepEntered]);

// Next: the step's rules decide (SPEC.md 5); a step that fails them stays.
sample({
  clock: nextClicked,
  source: $step,
  filter: (step) => step !== 'finish',
  fn: () => undefined,
  target: readClockFx,
});
const stepChecked = sample({
  clock: readClockFx.doneData,
  source: { step: $step, draft: $draft },
  fn: ({ step, draft }, now) => ({ step, error: validateStep(step, draft, now) }),
});
sample({
  clock: stepChecked,
  filter: ({ error }) => error === null,
  fn: ({ step }) => nextStep(step) as StepId,
  target: stepEntered,
});
sample({
  clock: stepChecked,
  filter: ({ error }) => error !== null,
  fn: ({ error }) => (error && SILENT_ERRORS.includes(error) ? null : error),
  target: $stepError,
});

// Skip: only on the questions; the question is left unanswered.
const questionSkipped = sample({ clock: skipClicked, source: $step, filter: isQuestionStep });
sample({
  clock: questionSkipped,
  source: { draft: $draft, questions: $questions },
  fn: ({ draft, questions }, step) => {
    const question = questionOfStep(step, questions);
    return question ? { ...draft, surveyAnswers: clearAnswer(draft.surveyAnswers, question.id) } : draft;
  },
  target: $draft,
});
sample({ clock: questionSkipped, fn: (step) => nextStep(step) as StepId, target: stepEntered });

// Back: the previous step (question 1 -> purpose); nothing before name or after finish.
sample({
  clock: backClicked,
  source: $step,
  filter: (step) => previousStep(step) !== null,
  fn: (step) => previousStep(step) as StepId,
  target: stepEntered,
});

// Goals: every step shown, and the finish.
sample({
  clock: stepEntered,
  source: $source,
  fn: (source, step) => ({ name: 'onboarding-step', params: { step, ...(source && { source }) } }),
  target: goalReached,
});
sample({
  clock: stepEntered,
  source: $source,
  filter: (_, step) => step === 'finish',
  fn: (source) => ({ name: 'onboarding-finished', ...(source && { params: { source } }) }),
  target: goalReached,
});

// Finish saves on entering. Success completes the onboarding; a failure is only logged, and the person can
// still close the modal. The session is reloaded either way, as part of the draft may have been saved.
sample({
  clock: stepEntered,
  source: $draft,
  filter: (_, step) => step === 'finish',
  target: saveOnboardingFx,
});
sample({ clock: saveOnboardingFx.failData, target: logSaveFailureFx });
sample({ clock: saveOnboardingFx.finally, fn: () => undefined, target: sessionRefreshRequested });
sample({ clock: saveOnboardingFx.done, fn: () => undefined, target: onboardingCompleted });

// The finish button: close now, open the subscription offer 400 ms later.
sample({
  clock: finishClicked,
  source: { step: $step, closing: $closing },
  filter: ({ step, closing }) => step === 'finish' && !closing,
  fn: () => undefined,
  target: closeRequested,
});
$closing.on(closeRequested, () => true);
sample({ clock: closeRequested, fn: () => ({ id: MODAL_ID }), target: modalClosed });
sample({ clock: closeRequested, fn: () => OFFER_DELAY_MS, target: waitFx });
sample({ clock: waitFx.done, fn: () => ({ source: 'onboarding' }), target: subscriptionOfferRequested });
