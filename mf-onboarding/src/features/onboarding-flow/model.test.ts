import {
  $city,
  $session,
  findCityByAlias,
  goalReached,
  modalClosed,
  onboardingCompleted,
  type Profile,
  type SurveyQuestion,
  sessionRefreshRequested,
  subscriptionOfferRequested,
} from '@kaver/shared-contracts';
import { dayjs } from '@kaver/shared-contracts/time';
import { allSettled, createWatch, fork, type Scope, type Unit, type UnitTargetable } from 'effector';
import { STEPS } from '../../entities/draft';
import { fetchPurposesFx, fetchSurveyFx } from '../../entities/reference';
import { newProfile } from '../../shared/testing';
import {
  $birthDateInput,
  $closing,
  $draft,
  $question,
  $saveFailed,
  $saving,
  $step,
  $stepError,
  answerClicked,
  backClicked,
  birthDateTyped,
  categoryClicked,
  cityClicked,
  clearProgressFx,
  finishClicked,
  genderClicked,
  loadProgressFx,
  logSaveFailureFx,
  nameChanged,
  nextClicked,
  OFFER_DELAY_MS,
  onboardingStarted,
  purposeClicked,
  readClockFx,
  SAVE_FAILED_TEXT,
  saveOnboardingFx,
  saveProgressFx,
  saveRetried,
  skipClicked,
  waitFx,
} from './model';
import type { OnboardingProgress } from './progress-storage';

// 21 November 2026, noon.
const NOW = dayjs.tz('2026-11-21 12:00').valueOf(); // Moscow
const kazan = findCityByAlias('kazan')!;

const QUESTIONS: SurveyQuestion[] = [1, 2, 3, 4, 5, 6].map((id) => ({
  id,
  title: `Вопрос ${id}`,
  multiple: id === 2,
  answers: [1, 2, 3, 4, 5, 6, 7].map((answer) => ({ id: answer, text: `Ответ ${answer}` })),
}));

const PROFILE = newProfile();

function setup({
  profile = PROFILE as Profile | null,
  save = jest.fn(async () => undefined),
  stored = new Map<number, OnboardingProgress>(),
}: {
  profile?: Profile | null;
  save?: jest.Mock;
  /** The browser's kept progress per account. */
  stored?: Map<number, OnboardingProgress>;
} = {}) {
  const scope = fork({
    values: [
      [$city, kazan],
      [
        $session,
        profile
          ? { status: 'authenticated', user: profile, subscription: null }
          : { status: 'anonymous', user: null, subscription: null },
      ],
    ],
    handlers: [
      [readClockFx, () => NOW],
      [fetchPurposesFx, async () => []],
      [fetchSurveyFx, async () => QUESTIONS],
      [saveOnboardingFx, save],
      [logSaveFailureFx, () => undefined],
      [loadProgressFx, (userId: number) => stored.get(userId) ?? null],
      [
        saveProgressFx,
        ({ userId, progress }: { userId: number; progress: OnboardingProgress }) => {
          stored.set(userId, progress);
        },
      ],
      [clearProgressFx, (userId: number) => void stored.delete(userId)],
    ],
  });
  return { scope, save, stored };
}

/** Every call of a unit in the scope. */
function calls<T>(scope: Scope, unit: Unit<T>): T[] {
  const seen: T[] = [];
  createWatch({ unit, scope, fn: (value) => seen.push(value) });
  return seen;
}

const run = <T>(scope: Scope, unit: UnitTargetable<T>, params?: T) =>
  allSettled(unit as UnitTargetable<unknown>, { scope, params });

/** Fills steps name to purpose with valid answers. */
async function walkToQuestions(scope: Scope) {
  await run(scope, nameChanged, 'Алина');
  await run(scope, nextClicked);
  await run(scope, nextClicked); // Kazan is preselected
  await run(scope, birthDateTyped, '07.08.1994');
  await run(scope, nextClicked);
  await run(scope, genderClicked, 'female');
  await run(scope, nextClicked);
  await run(scope, purposeClicked, 5);
  await run(scope, nextClicked);
  expect(scope.getState($step)).toBe('question-1');
}

async function walkToCategories(scope: Scope) {
  await walkToQuestions(scope);
  for (let question = 1; question <= 6; question++) await run(scope, skipClicked);
  expect(scope.getState($step)).toBe('categories');
}

async function walkToFinish(scope: Scope) {
  await walkToCategories(scope);
  for (const id of [1, 3, 12]) await run(scope, categoryClicked, id);
  await run(scope, nextClicked);
  expect(scope.getState($step)).toBe('finish');
}

describe('onboarding flow', () => {
  afterEach(() => jest.useRealTimers());

  it('starts on the name step with a draft in the current city and records the goal', async () => {
    const { scope } = setup();
    const goals = calls(scope, goalReached);
    await run(scope, onboardingStarted, { source: 'login' });
    expect(scope.getState($step)).toBe('name');
    expect(scope.getState($draft)).toMatchObject({ name: '', city: kazan.id, gender: null, purpose: null });
    expect(goals).toEqual([{ name: 'onboarding-step', params: { step: 'name', source: 'login' } }]);
  });

  it('prefills what the profile already has', async () => {
    const { scope } = setup({
      profile: { ...PROFILE, firstName: 'Лёва', idCity: 2, birthDt: '05.03.1995', gender: 'male' },
    });
    await run(scope, onboardingStarted, {});
    expect(scope.getState($draft)).toMatchObject({
      name: 'Лёва',
      city: 2,
      age: { day: '05', month: '03', year: '1995' },
      gender: 'male',
    });
  });

  it('takes a profile that loads after opening, unless the person has started typing', async () => {
    const { scope } = setup({ profile: null });
    await run(scope, onboardingStarted, {});
    await run(scope, $session, {
      status: 'authenticated',
      user: { ...PROFILE, firstName: 'Вера' },
      subscription: null,
    });
    expect(scope.getState($draft).name).toBe('Вера');

    await run(scope, nameChanged, 'Вероника');
    await run(scope, $session, {
      status: 'authenticated',
      user: { ...PROFILE, firstName: 'Вера', gender: 'female' },
      subscription: null,
    });
    expect(scope.getState($draft)).toMatchObject({ name: 'Вероника', gender: null });
  });

  it('stays on the name step without a message until the trimmed name has 2 characters', async () => {
    const { scope } = setup();
    await run(scope, onboardingStarted, {});
    await run(scope, nameChanged, '  Я   ');
    await run(scope, nextClicked);
    expect(scope.getState($step)).toBe('name');
    expect(scope.getState($stepError)).toBeNull();
    await run(scope, nameChanged, ' Ян ');
    await run(scope, nextClicked);
    expect(scope.getState($step)).toBe('city');
  });

  it('unselects the city when it is clicked again and wants one to go on', async () => {
    const { scope } = setup();
    await run(scope, onboardingStarted, {});
    await run(scope, nameChanged, 'Ян');
    await run(scope, nextClicked);
    await run(scope, cityClicked, kazan.id);
    expect(scope.getState($draft).city).toBeNull();
    await run(scope, nextClicked);
    expect(scope.getState($step)).toBe('city');
    expect(scope.getState($stepError)).toBe('city-required');
    await run(scope, cityClicked, 1);
    expect(scope.getState($stepError)).toBeNull();
    await run(scope, cityClicked, 2);
    expect(scope.getState($draft).city).toBe(2);
    await run(scope, nextClicked);
    expect(scope.getState($step)).toBe('age');
  });

  it('checks the birth date: complete, a 4-digit year from 1900, a real date, 18 or older', async () => {
    const { scope } = setup();
    await run(scope, onboardingStarted, {});
    await run(scope, nameChanged, 'Ян');
    await run(scope, nextClicked);
    await run(scope, nextClicked);
    expect(scope.getState($step)).toBe('age');

    const expectStays = async (error: string) => {
      await run(scope, nextClicked);
      expect(scope.getState($step)).toBe('age');
      expect(scope.getState($stepError)).toBe(error);
    };
    await expectStays('age-incomplete');
    await run(scope, birthDateTyped, '22.11');
    await expectStays('age-incomplete');
    await run(scope, birthDateTyped, '22.11.200');
    await expectStays('age-year');
    await run(scope, birthDateTyped, '22.11.1899');
    await expectStays('age-year');
    await run(scope, birthDateTyped, '22.11.2008');
    await expectStays('age-under-18');
    await run(scope, birthDateTyped, '31.11.2007');
    await expectStays('age-not-a-date');
    await run(scope, birthDateTyped, '21.11.2008');
    await run(scope, nextClicked);
    expect(scope.getState($step)).toBe('gender');
  });

  it('takes a typed date on the 19th (only the calendar marks day 19 unavailable) and keeps the text as typed', async () => {
    const { scope } = setup();
    await run(scope, onboardingStarted, {});
    await run(scope, birthDateTyped, '19.');
    expect(scope.getState($birthDateInput)).toBe('19.');
    await run(scope, birthDateTyped, '19.03.1994');
    expect(scope.getState($draft).age).toEqual({ day: '19', month: '03', year: '1994' });
    await run(scope, nameChanged, 'Ян');
    await run(scope, nextClicked);
    await run(scope, nextClicked);
    await run(scope, nextClicked);
    expect(scope.getState($step)).toBe('gender');
  });

  it('unselects gender and purpose when clicked again and wants both', async () => {
    const { scope } = setup({ profile: { ...PROFILE, firstName: 'Ян', birthDt: '01.01.1990' } });
    await run(scope, onboardingStarted, {});
    await run(scope, nextClicked);
    await run(scope, nextClicked);
    await run(scope, nextClicked);
    expect(scope.getState($step)).toBe('gender');

    await run(scope, genderClicked, 'male');
    await run(scope, genderClicked, 'male');
    expect(scope.getState($draft).gender).toBeNull();
    await run(scope, nextClicked);
    expect(scope.getState($stepError)).toBe('gender-required');
    await run(scope, genderClicked, 'other');
    await run(scope, nextClicked);
    expect(scope.getState($step)).toBe('purpose');

    await run(scope, purposeClicked, 4);
    await run(scope, purposeClicked, 4);
    expect(scope.getState($draft).purpose).toBeNull();
    await run(scope, nextClicked);
    expect(scope.getState($step)).toBe('purpose');
    expect(scope.getState($stepError)).toBe('purpose-required');
    await run(scope, purposeClicked, 4);
    await run(scope, nextClicked);
    expect(scope.getState($step)).toBe('question-1');
  });

  it('goes back one step at a time, question 1 to purpose, and not before name', async () => {
    const { scope } = setup();
    await run(scope, onboardingStarted, {});
    await run(scope, backClicked);
    expect(scope.getState($step)).toBe('name');
    await walkToQuestions(scope);
    await run(scope, backClicked);
    expect(scope.getState($step)).toBe('purpose');
    await run(scope, backClicked);
    expect(scope.getState($step)).toBe('gender');
    expect(scope.getState($draft)).toMatchObject({ gender: 'female', purpose: 5 });
  });

  it('shows question N on step question-N and keeps one answer, several on question 2', async () => {
    const { scope } = setup();
    await run(scope, onboardingStarted, {});
    await walkToQuestions(scope);
    expect(scope.getState($question)?.id).toBe(1);

    await run(scope, answerClicked, { questionId: 1, answerId: 2 });
    await run(scope, answerClicked, { questionId: 1, answerId: 3 });
    expect(scope.getState($draft).surveyAnswers).toEqual({ '1': [3] });
    await run(scope, nextClicked);

    expect(scope.getState($step)).toBe('question-2');
    expect(scope.getState($question)).toMatchObject({ id: 2, multiple: true });
    await run(scope, answerClicked, { questionId: 2, answerId: 1 });
    await run(scope, answerClicked, { questionId: 2, answerId: 7 });
    expect(scope.getState($draft).surveyAnswers).toEqual({ '1': [3], '2': [1, 7] });
  });

  it('skips a question unanswered, only on questions, and question 6 leads to categories', async () => {
    const { scope } = setup();
    await run(scope, onboardingStarted, {});
    await run(scope, skipClicked);
    expect(scope.getState($step)).toBe('name');

    await walkToQuestions(scope);
    await run(scope, answerClicked, { questionId: 1, answerId: 2 });
    await run(scope, skipClicked);
    expect(scope.getState($step)).toBe('question-2');
    expect(scope.getState($draft).surveyAnswers).toEqual({});

    for (const step of ['question-3', 'question-4', 'question-5', 'question-6']) {
      await run(scope, nextClicked);
      expect(scope.getState($step)).toBe(step);
    }
    await run(scope, nextClicked);
    expect(scope.getState($step)).toBe('categories');
    await run(scope, skipClicked);
    expect(scope.getState($step)).toBe('categories');

    await run(scope, backClicked);
    await run(scope, skipClicked);
    expect(scope.getState($step)).toBe('categories');
  });

  it("wants at least 3 categories ('Минимум 3')", async () => {
    const { scope, save } = setup();
    await run(scope, onboardingStarted, {});
    await walkToCategories(scope);
    await run(scope, categoryClicked, 1);
    await run(scope, categoryClicked, 3);
    await run(scope, nextClicked);
    expect(scope.getState($step)).toBe('categories');
    expect(scope.getState($stepError)).toBe('categories-min');
    await run(scope, categoryClicked, 3);
    await run(scope, categoryClicked, 12);
    await run(scope, nextClicked);
    expect(scope.getState($step)).toBe('categories');
    expect(scope.getState($stepError)).toBe('categories-min');
    expect(save).not.toHaveBeenCalled();
    await run(scope, categoryClicked, 20);
    await run(scope, categoryClicked, 3);
    await run(scope, nextClicked);
    expect(scope.getState($step)).toBe('finish');
    expect(scope.getState($draft).selectedCategories).toEqual([1, 12, 20, 3]);
  });

  it('saves on entering finish, then refreshes the session and completes the onboarding', async () => {
    const { scope, save } = setup();
    const refreshes = calls(scope, sessionRefreshRequested);
    const completions = calls(scope, onboardingCompleted);
    const goals = calls(scope, goalReached);
    await run(scope, onboardingStarted, { source: 'login' });
    await walkToFinish(scope);

    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0]).toEqual({
      name: 'Алина',
      city: kazan.id,
      age: { day: '07', month: '08', year: '1994' },
      gender: 'female',
      purpose: 5,
      surveyAnswers: {},
      selectedCategories: [1, 3, 12],
    });
    expect(refreshes).toHaveLength(1);
    expect(completions).toHaveLength(1);
    expect(goals.map((goal) => goal.params?.step ?? goal.name)).toEqual([...STEPS, 'onboarding-finished']);
    expect(goals.at(-1)).toEqual({ name: 'onboarding-finished', params: { source: 'login' } });

    await run(scope, backClicked);
    expect(scope.getState($step)).toBe('finish');
  });

  it('shows the save as pending while it runs', async () => {
    let finish: () => void = () => undefined;
    const { scope } = setup({
      save: jest.fn(() => new Promise<void>((resolve) => (finish = resolve))),
    });
    await run(scope, onboardingStarted, {});
    await walkToCategories(scope);
    for (const id of [1, 3, 12]) await run(scope, categoryClicked, id);
    const settled = run(scope, nextClicked);
    await Promise.resolve();
    expect(scope.getState($saving)).toBe(true);
    finish();
    await settled;
    expect(scope.getState($saving)).toBe(false);
  });

  it('tells a failed save, keeps the modal open and saves again on retry', async () => {
    const failure = new Error('offline');
    const save = jest.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(undefined);
    const { scope } = setup({ save });
    const logged = calls(scope, logSaveFailureFx);
    const completions = calls(scope, onboardingCompleted);
    const closes = calls(scope, modalClosed);
    await run(scope, onboardingStarted, {});
    await walkToFinish(scope);
    expect(logged).toEqual([failure]);
    expect(completions).toHaveLength(0);
    expect(scope.getState($saveFailed)).toBe(true);
    expect(SAVE_FAILED_TEXT).toMatch(/^Не удалось сохранить анкету/);

    await run(scope, finishClicked);
    expect(closes).toEqual([]);
    await run(scope, saveRetried);
    expect(save).toHaveBeenCalledTimes(2);
    expect(scope.getState($saveFailed)).toBe(false);
    expect(completions).toHaveLength(1);
    await run(scope, saveRetried);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('keeps the progress on every step moved to and resumes there at the next start', async () => {
    const stored = new Map<number, OnboardingProgress>();
    const first = setup({ stored });
    await run(first.scope, onboardingStarted, {});
    await walkToQuestions(first.scope);
    expect(stored.get(PROFILE.id)?.step).toBe('question-1');
    await run(first.scope, answerClicked, { questionId: 1, answerId: 3 });
    await run(first.scope, nextClicked);
    expect(stored.get(PROFILE.id)).toMatchObject({
      step: 'question-2',
      draft: { surveyAnswers: { 1: [3] } },
    });

    // The person left the page (the modal cannot be closed before the finish); the next start continues there.
    const next = setup({ stored });
    await run(next.scope, onboardingStarted, { source: 'login' });
    expect(next.scope.getState($step)).toBe('question-2');
    expect(next.scope.getState($draft)).toMatchObject({
      name: 'Алина',
      gender: 'female',
      purpose: 5,
      surveyAnswers: { 1: [3] },
    });
    expect(next.scope.getState($birthDateInput)).toBe('07.08.1994');
    await run(next.scope, backClicked);
    expect(next.scope.getState($step)).toBe('question-1');
  });

  it('forgets the kept progress once the profile is saved', async () => {
    const stored = new Map<number, OnboardingProgress>();
    const { scope } = setup({ stored });
    await run(scope, onboardingStarted, {});
    await walkToFinish(scope);
    expect(stored.has(PROFILE.id)).toBe(false);
  });

  it('closes at once and opens the subscription offer 400 ms later, once', async () => {
    const { scope } = setup();
    const closes = calls(scope, modalClosed);
    const offers = calls(scope, subscriptionOfferRequested);
    const waits = calls(scope, waitFx);
    await run(scope, onboardingStarted, {});
    await walkToFinish(scope);

    jest.useFakeTimers();
    const settled = run(scope, finishClicked);
    expect(closes).toEqual([{ id: 'onboarding' }]);
    expect(scope.getState($closing)).toBe(true);
    await jest.advanceTimersByTimeAsync(OFFER_DELAY_MS - 1);
    expect(offers).toEqual([]);
    const again = run(scope, finishClicked);
    await jest.advanceTimersByTimeAsync(1);
    await Promise.all([settled, again]);
    expect(offers).toEqual([{ source: 'onboarding' }]);
    expect(closes).toHaveLength(1);
    expect(waits).toEqual([OFFER_DELAY_MS]);
  });

  it('ignores the finish button before the finish step', async () => {
    const { scope } = setup();
    const closes = calls(scope, modalClosed);
    await run(scope, onboardingStarted, {});
    await run(scope, finishClicked);
    expect(closes).toEqual([]);
  });

  it('starts from the name for an account with nothing kept', async () => {
    const { scope } = setup({ profile: { ...PROFILE, id: 77 } });
    await run(scope, onboardingStarted, {});
    expect(scope.getState($step)).toBe('name');
    expect(scope.getState($draft)).toMatchObject({ name: '', gender: null, purpose: null });
  });
});
