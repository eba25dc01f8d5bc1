import type { OnboardingDraft } from '../../entities/draft';
import type { OnboardingApi } from '../../shared/api';
import { saveOnboarding } from './save-onboarding';

const DRAFT: OnboardingDraft = {
  name: ' Алина ',
  city: 3,
  age: { day: '07', month: '08', year: '1994' },
  gender: 'female',
  purpose: 5,
  surveyAnswers: { '2': [1, 7] },
  selectedCategories: [1, 3, 12],
};

function fakeApi(failing: keyof OnboardingApi | null = null) {
  const call = (name: keyof OnboardingApi) =>
    jest.fn(async () => {
      if (name === failing) throw new Error(`${name} failed`);
      return {};
    });
  return {
    putProfile: call('putProfile'),
    postCategories: call('postCategories'),
    postPurpose: call('postPurpose'),
    postSurveyAnswers: call('postSurveyAnswers'),
  } as unknown as jest.Mocked<OnboardingApi>;
}

describe('saving the onboarding', () => {
  it('sends the profile, the categories, the purpose id and the answers', async () => {
    const api = fakeApi();
    await saveOnboarding(DRAFT, api);
    expect(api.putProfile).toHaveBeenCalledWith({
      firstName: 'Алина',
      birthDt: '07.08.1994',
      gender: 'female',
      idCity: 3,
    });
    expect(api.postCategories).toHaveBeenCalledWith([1, 3, 12]);
    expect(api.postPurpose).toHaveBeenCalledWith(5);
    expect(api.postSurveyAnswers).toHaveBeenCalledWith({ '2': [1, 7] });
  });

  it('makes the other calls when one fails, and fails', async () => {
    const api = fakeApi('putProfile');
    await expect(saveOnboarding(DRAFT, api)).rejects.toThrow('The onboarding profile was not saved');
    expect(api.postCategories).toHaveBeenCalled();
    expect(api.postPurpose).toHaveBeenCalled();
    expect(api.postSurveyAnswers).toHaveBeenCalled();
  });

  it('sends no purpose when none was chosen', async () => {
    const api = fakeApi();
    await saveOnboarding({ ...DRAFT, purpose: null }, api);
    expect(api.postPurpose).not.toHaveBeenCalled();
  });
});
