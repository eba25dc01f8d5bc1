// The onboarding step machine (SPEC.md 2.8, 5): the draft, moving between steps with their validation, the save
// on entering finish (with a retry when it fails), and the finish step's close that opens the subscription offer
// 400 ms later (SPEC.md 9). Nothing else closes the modal; the progress is kept on every step moved to, so that a
// person who leaves the page resumes there at the next sign-in.
import {
  $city,
  $user,
  type Gender,
  goalReached,
  modalClosed,
  onboardingCompleted,
  type Profile,
  type SurveyQuestion,
  sessionRefreshRequested,
  subscriptionOfferRequested,
} from '@kaver/shared-contracts';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  birthDateInput,
  birthDatePartsOfInput,
  clearAnswer,
  draftFromProfile,
  EMPTY_DRAFT,
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
import { clearProgress, loadProgress, type OnboardingProgress, saveProgress } from './progress-storage';
import { saveOnboarding } from './save-onboarding';

export const MODAL_ID = 'onboarding';
export const SAVE_FAILED_TEXT = 'Не удалось сохранить анкету. Проверь интернет и попробуй ещё раз.';
/** The modal's transition before the subscription offer opens (SPEC.md 9). */
export const OFFER_DELAY_MS = 400;

/** The modal was mounted by the host's outlet with this request. */
export const onboardingStarted = createEvent<{ source?: string }>();

export const nameChanged = createEvent<string>();
export const cityClicked = createEvent<number>();
/** The birth date field's text, 'DD.MM.YYYY' or the beginning of it. */
export const birthDateTyped = createEvent<string>();
export const genderClicked = createEvent<Gender>();
export const purposeClicked = createEvent<number>();
export const answerClicked = createEvent<{ questionId: number; answerId: number }>();
export const categoryClicked = createEvent<number>();

export const nextClicked = createEvent<void>();
export const backClicked = createEvent<void>();
export const skipClicked = createEvent<void>();
/** The finish step's button: closes the modal, then opens the subscription offer. */
export const finishClicked = createEvent<void>();
/** 'Повторить' after a failed save. */
export const saveRetried = createEvent<void>();

/** The clock the age check reads (replaced in tests). */
export const readClockFx = createEffect<void, number>(() => Date.now());
export const saveOnboardingFx = createEffect<OnboardingDraft, void>((draft) => saveOnboarding(draft));
export const waitFx = createEffect<number, void>(
  (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
);
/** A failed save is logged for developers and told to the person, with a retry. */
export const logSaveFailureFx = createEffect<unknown, void>((error) => {
  console.error('[mf-onboarding] The profile could not be saved', error);
});
export const loadProgressFx = createEffect<number, OnboardingProgress | null>((userId) =>
  loadProgress(userId),
);
export const saveProgressFx = createEffect<{ userId: number; progress: OnboardingProgress }, void>(
  ({ userId, progress }) => saveProgress(userId, progress),
);
export const clearProgressFx = createEffect<number, void>((userId) => clearProgress(userId));

const stepEntered = createEvent<StepId>();
/** A step change the person made (next, skip, back): the progress is kept. */
const stepMoved = createEvent<StepId>();
const closeRequested = createEvent<void>();
/** The whole draft replaced: a new start, a profile loaded late, a resumed progress. */
const draftReplaced = createEvent<OnboardingDraft>();

export const $step = createStore<StepId>('name').on(stepEntered, (_, step) => step);
export const $draft = createStore<OnboardingDraft>(EMPTY_DRAFT);
/** Why the last "next" did not move on; null while there is nothing to say. */
export const $stepError = createStore<StepError | null>(null);
export const $saving = saveOnboardingFx.pending;
/** Set by the finish button, so that a second click does nothing. */
export const $closing = createStore(false);
/** The last save failed: the finish step says so and offers a retry. */
export const $saveFailed = createStore(false)
  .on(saveOnboardingFx, () => false)
  .on(saveOnboardingFx.fail, () => true);
/** The profile was saved: the finish button may close the modal. */
export const $saved = createStore(false)
  .on(saveOnboardingFx, () => false)
  .on(saveOnboardingFx.done, () => true);
/** The birth date field's text as typed (the draft keeps its parts). */
export const $birthDateInput = createStore('');
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
$saveFailed.reset(onboardingStarted);
$saved.reset(onboardingStarted);
sample({
  clock: onboardingStarted,
  source: { user: $user, city: $city },
  fn: ({ user, city }) => draftFromProfile(user, city),
  target: draftReplaced,
});
sample({ clock: onboardingStarted, fn: (): StepId => 'name', target: stepEntered });
sample({ clock: onboardingStarted, target: referenceRequested });

// The profile arrived after the modal opened (the session was still loading): use it while nothing was typed.
const lateProfile = sample({
  clock: $user.updates,
  source: { step: $step, touched: $touched },
  filter: ({ step, touched }, user) => step === 'name' && !touched && user !== null,
  fn: (_, user) => user as Profile,
});
sample({
  clock: lateProfile,
  source: $city,
  fn: (city, user) => draftFromProfile(user, city),
  target: draftReplaced,
});

// Resuming: an account that closed the onboarding earlier continues where it left, with what it entered.
sample({
  clock: [sample({ clock: onboardingStarted, source: $user, filter: Boolean }), lateProfile],
  fn: (user: Profile) => user.id,
  target: loadProgressFx,
});
const resumed = sample({
  clock: loadProgressFx.doneData,
  source: $touched,
  filter: (touched, progress): progress is OnboardingProgress => !touched && progress !== null,
  fn: (_, progress) => progress as OnboardingProgress,
});
sample({ clock: resumed, fn: ({ draft }) => draft, target: draftReplaced });
$touched.on(resumed, () => true);
sample({ clock: resumed, fn: ({ step }) => step, target: stepEntered });

// The date field shows the draft's date whenever the draft is replaced (opening, a late profile, resuming).
$draft.on(draftReplaced, (_, draft) => draft);
$birthDateInput
  .on(draftReplaced, (_, draft) => birthDateInput(draft.age))
  .on(birthDateTyped, (_, text) => text);

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
  // A typed date is taken whatever its day: SPEC.md 5's unavailable day 19 is marked in the calendar only
  // (AgeStep), so that nobody born on the 19th is locked out.
  .on(birthDateTyped, (draft, text) => ({ ...draft, age: birthDatePartsOfInput(text) }))
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
  birthDateTyped,
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
  target: stepMoved,
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
sample({ clock: questionSkipped, fn: (step) => nextStep(step) as StepId, target: stepMoved });

// Back: the previous step (question 1 -> purpose); nothing before name or after finish.
sample({
  clock: backClicked,
  source: $step,
  filter: (step) => previousStep(step) !== null,
  fn: (step) => previousStep(step) as StepId,
  target: stepMoved,
});
sample({ clock: stepMoved, target: stepEntered });

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

// Finish saves on entering. A failure is logged and told, and the person can retry. The session is reloaded
// either way, as part of the draft may have been saved.
sample({
  clock: stepEntered,
  source: $draft,
  filter: (_, step) => step === 'finish',
  target: saveOnboardingFx,
});
sample({
  clock: saveRetried,
  source: { step: $step, draft: $draft, saving: $saving, failed: $saveFailed },
  filter: ({ step, saving, failed }) => step === 'finish' && !saving && failed,
  fn: ({ draft }) => draft,
  target: saveOnboardingFx,
});
sample({ clock: saveOnboardingFx.failData, target: logSaveFailureFx });
sample({ clock: saveOnboardingFx.finally, fn: () => undefined, target: sessionRefreshRequested });
sample({ clock: saveOnboardingFx.done, fn: () => undefined, target: onboardingCompleted });

// The progress is kept on every step the person moves to, and dropped once the profile is saved.
sample({
  clock: stepMoved,
  source: { user: $user, step: $step, draft: $draft },
  filter: ({ user }) => user !== null,
  fn: ({ user, step, draft }) => ({ userId: (user as Profile).id, progress: { step, draft } }),
  target: saveProgressFx,
});
sample({
  clock: saveOnboardingFx.done,
  source: $user,
  filter: Boolean,
  fn: (user: Profile) => user.id,
  target: clearProgressFx,
});

// The finish button, once the profile is saved: close now, open the subscription offer 400 ms later.
sample({
  clock: finishClicked,
  source: { step: $step, closing: $closing, saved: $saved },
  filter: ({ step, closing, saved }) => step === 'finish' && !closing && saved,
  fn: () => undefined,
  target: closeRequested,
});
$closing.on(closeRequested, () => true);
sample({ clock: closeRequested, fn: () => ({ id: MODAL_ID }), target: modalClosed });
sample({ clock: closeRequested, fn: () => OFFER_DELAY_MS, target: waitFx });
sample({ clock: waitFx.done, fn: () => ({ source: 'onboarding' }), target: subscriptionOfferRequested });
