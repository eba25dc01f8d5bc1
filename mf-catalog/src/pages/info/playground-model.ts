// The playground: answer three questions and get a real event of the city to go to, with another pick on demand.
import { type City, eventTypeId, isTimePreset, type TimePresetName } from '@kaver/shared-contracts';
import { timePresetRange } from '@kaver/shared-contracts/time';
import { createEvent, createStore, sample } from 'effector';
import { type EventCardData, toEventCards } from '../../entities/event';
import { fetchEvents } from '../../shared/api/events';
import { createResource } from '../../shared/lib/create-resource';
import { infoStarted } from './model';

export const MOODS = {
  laugh: { title: 'Посмеяться', emoji: '😂', types: [eventTypeId('standup'), eventTypeId('shows')] },
  dance: {
    title: 'Потанцевать',
    emoji: '💃',
    types: [eventTypeId('parties'), eventTypeId('dj-sets'), eventTypeId('dance')],
  },
  culture: {
    title: 'Культурно',
    emoji: '🎭',
    types: [
      eventTypeId('exhibitions'),
      eventTypeId('spectacles'),
      eventTypeId('classical-music'),
      eventTypeId('modern-art'),
    ],
  },
  unusual: {
    title: 'Необычно',
    emoji: '🛸',
    types: [eventTypeId('immersive'), eventTypeId('unusual'), eventTypeId('quests')],
  },
  taste: {
    title: 'Вкусно',
    emoji: '🍷',
    types: [eventTypeId('eat-and-drink'), eventTypeId('tastings'), eventTypeId('markets')],
  },
  any: { title: 'Удиви меня', emoji: '🎲', types: [] as number[] },
} as const;
export type Mood = keyof typeof MOODS;

export const BUDGETS = {
  any: { title: 'Неважно', costEnd: null },
  free: { title: 'Бесплатно', costEnd: 0 },
  cheap: { title: 'До 1 500 ₽', costEnd: 1500 },
} as const;
export type Budget = keyof typeof BUDGETS;

export interface PlaygroundAnswers {
  city: City;
  when: TimePresetName;
  mood: Mood;
  budget: Budget;
}

/** What the form asks, as its fields name it (?when=today&mood=laugh&budget=any). */
export type PlaygroundChoice = Pick<PlaygroundAnswers, 'when' | 'mood' | 'budget'>;

/** The form's answers before any choice. */
export const DEFAULT_CHOICE: PlaygroundChoice = { when: 'weekend', mood: 'any', budget: 'any' };

const isMood = (value: string): value is Mood => Object.hasOwn(MOODS, value);
const isBudget = (value: string): value is Budget => Object.hasOwn(BUDGETS, value);

/** The most ids «Другой вариант» carries without JavaScript: every candidate (a page of 30). */
const MAX_SHOWN = 30;

/**
 * The form as the URL carries it: sent without JavaScript, its fields are the query (?when=today&mood=laugh
 * &budget=any), and «Другой вариант» adds the events shown so far (&shown=12,40). Each is read strictly: a value
 * the form does not offer is the default's. `answered` when at least one answer is a value the form offers (the
 * form was sent); the server and the browser read the same URL alike, so both start the page from the same answers.
 */
export function readPlaygroundQuery(query: Readonly<Record<string, string | undefined>>): {
  choice: PlaygroundChoice;
  answered: boolean;
  shown: number[];
} {
  const when = query.when && isTimePreset(query.when) ? query.when : null;
  const mood = query.mood && isMood(query.mood) ? query.mood : null;
  const budget = query.budget && isBudget(query.budget) ? query.budget : null;
  const shown = /^\d{1,9}(,\d{1,9})*$/.test(query.shown ?? '')
    ? query.shown!.split(',').slice(-MAX_SHOWN).map(Number)
    : [];
  return {
    choice: {
      when: when ?? DEFAULT_CHOICE.when,
      mood: mood ?? DEFAULT_CHOICE.mood,
      budget: budget ?? DEFAULT_CHOICE.budget,
    },
    answered: when !== null || mood !== null || budget !== null,
    shown,
  };
}

/** A random item other than the ones already shown; when all were shown, any other than the last. */
export function pickNext<T extends { id: number }>(
  items: readonly T[],
  shown: readonly number[],
  random = Math.random,
): T | null {
  if (items.length === 0) return null;
  const fresh = items.filter((item) => !shown.includes(item.id));
  const last = shown[shown.length - 1];
  const pool = fresh.length > 0 ? fresh : items.length > 1 ? items.filter((item) => item.id !== last) : items;
  return pool[Math.floor(random() * pool.length)] ?? null;
}

/** The form is sent; `shown`: the events already shown for these answers (the URL's, without JavaScript). */
export const answered = createEvent<PlaygroundAnswers & { shown?: number[] }>();
export const anotherRequested = createEvent<void>();

export const candidates = createResource(
  async ({ city, when, mood, budget }: PlaygroundAnswers): Promise<EventCardData[]> => {
    const range = timePresetRange(when, { timeZone: city.timezone });
    const types = MOODS[mood].types;
    const costEnd = BUDGETS[budget].costEnd;
    const page = await toEventCards(
      fetchEvents({
        city: city.alias,
        perPage: 30,
        dateStart: range.start,
        dateEnd: range.end,
        categories: types.length > 0 ? types : null,
        ...(costEnd !== null && { costStart: 0, costEnd }),
        showPast: 1,
      }),
    );
    return page.items;
  },
);

/** Ids shown so far, the current pick last. */
export const $shown = createStore<number[]>([])
  .on(answered, (_, { shown }) => shown ?? [])
  .reset(candidates.reset);
export const $pick = createStore<EventCardData | null>(null).reset([answered, candidates.reset]);

// `/playground` starts from its URL: the answers the form sent (on the server as in the browser, which then
// hydrates the server's pick), or none: a page with no pick.
const opened = sample({
  clock: infoStarted,
  filter: ({ route }) => route.name === 'playground',
  fn: ({ city, route }) => ({ city, ...readPlaygroundQuery(route.query) }),
});
sample({
  clock: opened,
  filter: ({ answered }) => answered,
  fn: ({ city, choice, shown }) => ({ city, ...choice, shown }),
  target: answered,
});
sample({ clock: opened, filter: ({ answered }) => !answered, target: candidates.reset });

sample({
  clock: answered,
  fn: ({ city, when, mood, budget }): PlaygroundAnswers => ({ city, when, mood, budget }),
  target: candidates.load,
});

// The candidates may be here already (the same answers sent again within a minute): a pick all the same.
const picked = sample({
  clock: [candidates.ready, anotherRequested],
  source: { items: candidates.$data, shown: $shown },
  fn: ({ items, shown }) => pickNext(items ?? [], shown),
});
$pick.on(picked, (_, event) => event);
$shown.on(picked, (shown, event) => (event ? [...shown, event.id] : shown));
