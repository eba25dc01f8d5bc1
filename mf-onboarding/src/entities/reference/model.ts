// Reference data the steps show, from the API so that texts live in one place: the purposes (SPEC.md 3) and
// the six survey questions. Loaded once when the modal opens; a failed load can be retried.
import type { Purpose, SurveyQuestion } from '@kaver/shared-contracts';
import {
  createEffect,
  createEvent,
  createStore,
  type Effect,
  type Event,
  type Store,
  sample,
} from 'effector';
import { fetchPurposes, fetchSurveyQuestions } from '../../shared/api';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Loads whatever is not loaded yet (on opening the modal, and from a retry button). */
export const referenceRequested = createEvent<void>();

interface Loader<T> {
  fetchFx: Effect<void, T[]>;
  $items: Store<T[]>;
  $status: Store<LoadStatus>;
}

function createLoader<T>(fetchList: () => Promise<T[]>, clock: Event<void>): Loader<T> {
  const fetchFx = createEffect<void, T[]>(fetchList);
  const $items = createStore<T[]>([]).on(fetchFx.doneData, (_, items) => items);
  const $status = createStore<LoadStatus>('idle')
    .on(fetchFx, () => 'loading')
    .on(fetchFx.done, () => 'ready')
    .on(fetchFx.fail, () => 'failed');
  sample({
    clock,
    source: $status,
    filter: (status) => status === 'idle' || status === 'failed',
    fn: () => undefined,
    target: fetchFx,
  });
  return { fetchFx, $items, $status };
}

const purposes = createLoader<Purpose>(fetchPurposes, referenceRequested);
const survey = createLoader<SurveyQuestion>(fetchSurveyQuestions, referenceRequested);

export const fetchPurposesFx = purposes.fetchFx;
export const $purposes = purposes.$items;
export const $purposesStatus = purposes.$status;

export const fetchSurveyFx = survey.fetchFx;
/** In the API's order: question-1 is the first. */
export const $questions = survey.$items;
export const $questionsStatus = survey.$status;
