// The save on entering the finish step (SPEC.md 2.8, 7.3): the profile, the categories, the purpose and the
// survey answers, sent together. Every call is made even if another fails; any failure fails the save.
import { type OnboardingDraft, profileUpdateOf } from '../../entities/draft';
import { type OnboardingApi, onboardingApi } from '../../shared/api';

export async function saveOnboarding(
  draft: OnboardingDraft,
  api: OnboardingApi = onboardingApi,
): Promise<void> {
  const calls: Promise<unknown>[] = [
    api.putProfile(profileUpdateOf(draft)),
    api.postSurveyAnswers(draft.surveyAnswers),
  ];
  if (draft.selectedCategories.length > 0) calls.push(api.postCategories(draft.selectedCategories));
  if (draft.purpose !== null) calls.push(api.postPurpose(draft.purpose));
  const failures = (await Promise.allSettled(calls)).flatMap((result) =>
    result.status === 'rejected' ? [result.reason as unknown] : [],
  );
  if (failures.length > 0) throw new AggregateError(failures, 'The onboarding profile was not saved');
}
