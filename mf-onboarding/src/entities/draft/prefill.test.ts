import { findCityByAlias } from '@kaver/shared-contracts';
import { newProfile } from '../../shared/testing';
import { draftFromProfile } from './prefill';
import { profileUpdateOf } from './profile-update';

const kazan = findCityByAlias('kazan')!;
const profile = newProfile;

describe('draft from the profile', () => {
  it('starts empty in the current city for a new person', () => {
    expect(draftFromProfile(profile({}), kazan)).toMatchObject({
      name: '',
      city: kazan.id,
      age: { day: '', month: '', year: '' },
      gender: null,
      purpose: null,
      selectedCategories: [],
    });
    expect(draftFromProfile(null, kazan).city).toBe(kazan.id);
  });

  it('takes the name, city, birth date, gender, purpose, answers and categories the profile has', () => {
    const draft = draftFromProfile(
      profile({
        firstName: 'Алина',
        idCity: 2,
        birthDt: '19.04.1996',
        gender: 'female',
        purposes: [5],
        surveyAnswers: { '2': [1, 3] },
        categories: [1, 3, 999],
      }),
      kazan,
    );
    expect(draft).toEqual({
      name: 'Алина',
      city: 2,
      age: { day: '19', month: '04', year: '1996' },
      gender: 'female',
      purpose: 5,
      surveyAnswers: { '2': [1, 3] },
      selectedCategories: [1, 3],
    });
  });

  it('falls back to the current city when the profile names an unknown one', () => {
    expect(draftFromProfile(profile({ idCity: 9999 }), kazan).city).toBe(kazan.id);
  });
});

describe('profile update of a draft', () => {
  it('sends the trimmed name, the date as DD.MM.YYYY, gender and city', () => {
    expect(
      profileUpdateOf({
        name: '  Лёва ',
        city: 4,
        age: { day: '5', month: '03', year: '1995' },
        gender: 'male',
        purpose: 1,
        surveyAnswers: {},
        selectedCategories: [1, 2, 3],
      }),
    ).toEqual({ firstName: 'Лёва', birthDt: '05.03.1995', gender: 'male', idCity: 4 });
  });

  it("sends gender 'other' and city 0 when they are unset", () => {
    expect(
      profileUpdateOf({
        name: 'Ян',
        city: null,
        age: { day: '01', month: '01', year: '1990' },
        gender: null,
        purpose: null,
        surveyAnswers: {},
        selectedCategories: [],
      }),
    ).toMatchObject({ gender: 'other', idCity: 0 });
  });
});
