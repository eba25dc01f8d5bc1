export {
  fetchPurposes,
  fetchSurveyQuestions,
  type OnboardingApi,
  onboardingApi,
  postCategories,
  postPurpose,
  postSurveyAnswers,
  putProfile,
} from './onboarding-api';
