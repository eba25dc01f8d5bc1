// The playground: answer three questions and get a real event of the city to go to, with another pick on demand.
import { type City, eventTypeId, type TimePresetName } from '@kaver/shared-contracts';
import { timePresetRange } from '@kaver/shared-contracts/time';
import { createEvent, createStore, sample } from 'effector';
import { type EventCardData, toEventCards } from '../../entities/event';
import { fetchEvents } from '../../shared/api/events';
import { createResource } from '../../shared/lib/create-resource';

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

export const answered = createEvent<PlaygroundAnswers>();
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
export const $shown = createStore<number[]>([]).reset(answered);
export const $pick = createStore<EventCardData | null>(null).reset(answered);

sample({ clock: answered, target: candidates.load });

const picked = sample({
  clock: [candidates.done, anotherRequested],
  source: { items: candidates.$data, shown: $shown },
  fn: ({ items, shown }) => pickNext(items ?? [], shown),
});
$pick.on(picked, (_, event) => event);
$shown.on(picked, (shown, event) => (event ? [...shown, event.id] : shown));
