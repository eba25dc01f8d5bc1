export {
  $purposes,
  $purposesStatus,
  $questions,
  $questionsStatus,
  fetchPurposesFx,
  fetchSurveyFx,
  type LoadStatus,
  referenceRequested,
} from './model';
