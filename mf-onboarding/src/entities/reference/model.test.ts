import { allSettled, fork } from 'effector';
import {
  $purposes,
  $purposesStatus,
  $questions,
  $questionsStatus,
  fetchPurposesFx,
  fetchSurveyFx,
  referenceRequested,
} from './model';

const PURPOSES = [
  { id: 1, title: 'Встретить любовь', description: '' },
  { id: 5, title: 'Больше друзей', description: '' },
];
const QUESTIONS = [{ id: 1, title: 'Как ты проводишь выходные?', multiple: false, answers: [] }];

describe('reference data', () => {
  it('loads purposes and questions once', async () => {
    const purposesHandler = jest.fn(async () => PURPOSES);
    const surveyHandler = jest.fn(async () => QUESTIONS);
    const scope = fork({
      handlers: [
        [fetchPurposesFx, purposesHandler],
        [fetchSurveyFx, surveyHandler],
      ],
    });
    await allSettled(referenceRequested, { scope });
    await allSettled(referenceRequested, { scope });
    expect(scope.getState($purposes)).toEqual(PURPOSES);
    expect(scope.getState($questions)).toEqual(QUESTIONS);
    expect(scope.getState($purposesStatus)).toBe('ready');
    expect(scope.getState($questionsStatus)).toBe('ready');
    expect(purposesHandler).toHaveBeenCalledTimes(1);
    expect(surveyHandler).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load and loads again when asked', async () => {
    let fail = true;
    const scope = fork({
      handlers: [
        [
          fetchPurposesFx,
          async () => {
            if (fail) throw new Error('offline');
            return PURPOSES;
          },
        ],
        [fetchSurveyFx, async () => QUESTIONS],
      ],
    });
    await allSettled(referenceRequested, { scope });
    expect(scope.getState($purposesStatus)).toBe('failed');
    expect(scope.getState($purposes)).toEqual([]);

    fail = false;
    await allSettled(referenceRequested, { scope });
    expect(scope.getState($purposesStatus)).toBe('ready');
    expect(scope.getState($purposes)).toEqual(PURPOSES);
  });
});
