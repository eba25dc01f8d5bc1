// The calls of the onboarding (SPEC.md 7.3, api/src/routes/profile.ts and reference.ts), on the web client.
import {
  apiClients,
  type Profile,
  type ProfileUpdate,
  type Purpose,
  type SurveyQuestion,
} from '@kaver/shared-contracts';

/** GET /purposes: the five purposes, in the order to show them. */
export async function fetchPurposes(): Promise<Purpose[]> {
  const { data } = await apiClients().web.get<Purpose[]>('/purposes');
  return data;
}

/** GET /survey/questions: the six questions with their answers. */
export async function fetchSurveyQuestions(): Promise<SurveyQuestion[]> {
  const { data } = await apiClients().web.get<SurveyQuestion[]>('/survey/questions');
  return data;
}

/** PUT /user with first_name, birth_dt, gender, id_city. */
export async function putProfile(update: ProfileUpdate): Promise<Profile> {
  const { data } = await apiClients().web.put<Profile>('/user', update);
  return data;
}

/** POST /user/categories with the categories as header ('3,1,12') and body. */
export async function postCategories(ids: readonly number[]): Promise<Profile> {
  const { data } = await apiClients().web.post<Profile>(
    '/user/categories',
    { categories: ids },
    { headers: { categories: ids.join(',') } },
  );
  return data;
}

/** POST /user/purposes with the purpose id as header and body. */
export async function postPurpose(id: number): Promise<Profile> {
  const { data } = await apiClients().web.post<Profile>(
    '/user/purposes',
    { purposes: id },
    { headers: { purposes: String(id) } },
  );
  return data;
}

/** POST /user/survey: replaces the answers, { answers: { "<question id>": [answer ids] } }. */
export async function postSurveyAnswers(answers: Readonly<Record<string, number[]>>): Promise<Profile> {
  const { data } = await apiClients().web.post<Profile>('/user/survey', { answers });
  return data;
}

export interface OnboardingApi {
  putProfile: typeof putProfile;
  postCategories: typeof postCategories;
  postPurpose: typeof postPurpose;
  postSurveyAnswers: typeof postSurveyAnswers;
}

export const onboardingApi: OnboardingApi = { putProfile, postCategories, postPurpose, postSurveyAnswers };
