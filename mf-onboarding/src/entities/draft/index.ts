export {
  ageOf,
  type BirthDateParts,
  birthDateInput,
  birthDateParts,
  birthDatePartsOfInput,
  birthDateText,
  isCalendarDayUnavailable,
  MIN_AGE,
} from './birth-date';
export {
  clearAnswer,
  EMPTY_DRAFT,
  type OnboardingDraft,
  toggleAnswer,
  toggleInList,
  toggleSingle,
} from './draft';
export { draftFromProfile } from './prefill';
export { profileUpdateOf } from './profile-update';
export {
  FILL_STEP_COUNT,
  isQuestionStep,
  nextStep,
  previousStep,
  type QuestionStepId,
  questionNumber,
  STEPS,
  type StepId,
  SURVEY_QUESTION_COUNT,
  stepPosition,
} from './steps';
export {
  MIN_CATEGORIES,
  MIN_NAME_LENGTH,
  SILENT_ERRORS,
  type StepError,
  shownAge,
  validateAge,
  validateStep,
} from './validation';
