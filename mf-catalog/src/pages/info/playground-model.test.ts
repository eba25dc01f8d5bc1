import { CITIES, type PageParcelProps } from '@kaver/shared-contracts';
import { allSettled, fork, serialize } from 'effector';
import type { EventCardData } from '../../entities/event';
import { infoStarted } from './model';
import {
  $pick,
  $shown,
  anotherRequested,
  answered,
  candidates,
  type PlaygroundAnswers,
  pickNext,
  readPlaygroundQuery,
} from './playground-model';

const moscow = CITIES[0]!;
const items = [{ id: 1 }, { id: 2 }, { id: 3 }];
const cards = items.map((item) => ({ ...item, title: `Событие ${item.id}` }) as EventCardData);

/** `/playground` (or another info page) entered with this query. */
const opened = (
  query: Record<string, string>,
  name: 'playground' | 'about' = 'playground',
): PageParcelProps => ({
  city: moscow,
  routeCity: null,
  route: { name, path: `/${name}`, params: {}, query },
});

/** A scope whose candidates are `cards`, recording what they were asked for. */
function scopeWith(asked: PlaygroundAnswers[] = [], values?: ReturnType<typeof serialize>) {
  return fork({
    values,
    handlers: [
      [
        candidates.fx,
        async (answers: PlaygroundAnswers) => {
          asked.push(answers);
          return cards;
        },
      ],
    ],
  });
}

describe('playground', () => {
  test('pickNext avoids what was shown, then anything but the last', () => {
    expect(pickNext(items, [1, 2], () => 0)).toEqual({ id: 3 });
    expect(pickNext(items, [1, 2, 3], () => 0.99)).toEqual({ id: 2 });
    expect(pickNext([], [])).toBeNull();
    expect(pickNext([{ id: 7 }], [7])).toEqual({ id: 7 });
  });

  test('answers give a pick; another pick is a different event', async () => {
    const scope = scopeWith();
    await allSettled(answered, {
      scope,
      params: { city: moscow, when: 'weekend', mood: 'laugh', budget: 'any' },
    });
    const first = scope.getState($pick);
    expect(first).not.toBeNull();
    await allSettled(anotherRequested, { scope });
    expect(scope.getState($pick)?.id).not.toBe(first?.id);
    expect(scope.getState($shown)).toHaveLength(2);
  });

  test('the same answers sent again within a minute (the candidates still here) give a pick again', async () => {
    const asked: PlaygroundAnswers[] = [];
    const scope = scopeWith(asked);
    const answers = { city: moscow, when: 'today', mood: 'laugh', budget: 'any' } as const;
    await allSettled(answered, { scope, params: answers });
    await allSettled(answered, { scope, params: answers });
    expect(asked).toHaveLength(1);
    expect(scope.getState($pick)).not.toBeNull();
    expect(scope.getState($shown)).toHaveLength(1);
  });

  test('the URL is read strictly: a value the form does not offer is the default, and alone answers nothing', () => {
    expect(readPlaygroundQuery({ when: 'today', mood: 'laugh', budget: 'any' })).toEqual({
      choice: { when: 'today', mood: 'laugh', budget: 'any' },
      answered: true,
      shown: [],
    });
    expect(readPlaygroundQuery({ mood: 'dance', when: 'someday', budget: 'toString' })).toEqual({
      choice: { when: 'weekend', mood: 'dance', budget: 'any' },
      answered: true,
      shown: [],
    });
    expect(readPlaygroundQuery({})).toEqual({
      choice: { when: 'weekend', mood: 'any', budget: 'any' },
      answered: false,
      shown: [],
    });
    expect(readPlaygroundQuery({ when: 'yesterday', mood: '__proto__', utm_source: 'x' }).answered).toBe(
      false,
    );
    expect(readPlaygroundQuery({ when: 'today', shown: '12,40' }).shown).toEqual([12, 40]);
    for (const shown of ['12,,40', '-1', '1e3', 'abc', '1234567890'])
      expect(readPlaygroundQuery({ when: 'today', shown }).shown).toEqual([]);
  });

  test("sent without JavaScript (/playground?when=today&mood=laugh&budget=any), the server picks, and the browser starts with the server's pick", async () => {
    const asked: PlaygroundAnswers[] = [];
    const server = scopeWith(asked);
    await allSettled(infoStarted, {
      scope: server,
      params: opened({ when: 'today', mood: 'laugh', budget: 'any' }),
    });
    expect(asked).toEqual([{ city: moscow, when: 'today', mood: 'laugh', budget: 'any' }]);
    const pick = server.getState($pick);
    expect(pick).not.toBeNull();
    const browser = fork({ values: serialize(server) });
    expect(browser.getState($pick)).toEqual(pick);
    expect(browser.getState(candidates.$status)).toBe('ready');
  });

  test('«Другой вариант» without JavaScript: the events shown so far come with the answers, and the pick is another', async () => {
    const server = scopeWith();
    await allSettled(infoStarted, {
      scope: server,
      params: opened({ when: 'today', mood: 'laugh', budget: 'any', shown: '1,3' }),
    });
    expect(server.getState($pick)?.id).toBe(2);
    expect(server.getState($shown)).toEqual([1, 3, 2]);
  });

  test('opened without answers, or as another info page, it picks nothing, and leaves no earlier pick', async () => {
    const asked: PlaygroundAnswers[] = [];
    const scope = scopeWith(asked);
    await allSettled(infoStarted, { scope, params: opened({ when: 'today' }, 'about') });
    expect(asked).toEqual([]);
    await allSettled(infoStarted, { scope, params: opened({ when: 'today' }) });
    expect(scope.getState($pick)).not.toBeNull();
    await allSettled(infoStarted, { scope, params: opened({ when: 'someday' }) });
    expect(asked).toHaveLength(1);
    expect(scope.getState($pick)).toBeNull();
    expect(scope.getState($shown)).toEqual([]);
    expect(scope.getState(candidates.$status)).toBe('idle');
  });
});
