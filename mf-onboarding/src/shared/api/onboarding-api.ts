// The calls of the onboarding (SPEC.md 7.3, api/src/routes/profile.ts and reference.ts), on the web client.
import {
  apiClients,
  type Profile,
  type ProfileUpdate,
  type Purpose,
  type SurveyQuestion,
} from '@kaver/shared-contracts';

/** GET /purposes: the five purposes, in the order to show them. */
export function fetchPurposes(): Promise<Purpose[]> {
  return apiClients().web.get<Purpose[]>('/purposes');
}

/** GET /survey/questions: the six questions with their answers. */
export function fetchSurveyQuestions(): Promise<SurveyQuestion[]> {
  return apiClients().web.get<SurveyQuestion[]>('/survey/questions');
}

/** PUT /user with first_name, birth_dt, gender, id_city. */
export function putProfile(update: ProfileUpdate): Promise<Profile> {
  return apiClients().web.put<Profile>('/user', { body: update });
}

/** POST /user/categories with the categories as header and body. */
export function postCategories(ids: readonly number[]): Promise<Profile> {
  return apiClients().web.post<Profile>('/user/categories', {
    headers: { categories: ids },
    body: { categories: ids },
  });
}

/** POST /user/purposes with the purpose id as header and body. */
export function postPurpose(id: number): Promise<Profile> {
  return apiClients().web.post<Profile>('/user/purposes', {
    headers: { purposes: id },
    body: { purposes: id },
  });
}

/** POST /user/survey: replaces the answers, { answers: { "<question id>": [answer ids] } }. */
export function postSurveyAnswers(answers: Readonly<Record<string, number[]>>): Promise<Profile> {
  return apiClients().web.post<Profile>('/user/survey', { body: { answers } });
}

export interface OnboardingApi {
  putProfile: typeof putProfile;
  postCategories: typeof postCategories;
  postPurpose: typeof postPurpose;
  postSurveyAnswers: typeof postSurveyAnswers;
}

export const onboardingApi: OnboardingApi = { putProfile, postCategories, postPurpose, postSurveyAnswers };
