import { findCityByAlias } from '@kaver/shared-contracts';
import { render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { CityPage } from './city-page';
import { articles, cityStarted, collections, places, today, tomorrow, weekend } from './model';

const kazan = findCityByAlias('kazan')!;
const props = {
  city: kazan,
  routeCity: kazan,
  route: { name: 'city' as const, path: '/kazan', params: { city: 'kazan' }, query: {} },
};
const empty = { items: [], page: 1, perPage: 10, total: 0, totalPages: 0 };
const RESOURCES = [today, tomorrow, weekend, collections, places, articles];

/** The clock reads this instant; timers stay real. */
const clockAt = (iso: string) =>
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'queueMicrotask'],
  });
afterEach(() => jest.useRealTimers());

/** The page the server renders with every row's load answered by `answer`. */
async function serverPage(answer: () => Promise<unknown>) {
  const scope = fork({
    handlers: RESOURCES.map((resource) => [resource.fx, answer]) as never,
  });
  await allSettled(cityStarted, { scope, params: props });
  return scope;
}

describe('city page', () => {
  test('on a Sunday the weekend row, which would repeat today’s, is not rendered; on a weekday it is', async () => {
    clockAt('2026-11-29T12:00:00+03:00');
    const sunday = await serverPage(async () => empty);
    const html = (scope: typeof sunday) =>
      renderToString(
        <Provider value={scope}>
          <CityPage {...props} />
        </Provider>,
      );
    expect(html(sunday)).not.toContain('На выходных');
    expect(html(sunday)).toContain('Загляни на завтра.');

    clockAt('2026-11-27T12:00:00+03:00');
    // A Friday's weekend row is loaded and shown (a row of nothing is left out, so it has an event).
    const friday = fork({
      handlers: RESOURCES.map((resource) => [
        resource.fx,
        async () =>
          resource === weekend
            ? {
                ...empty,
                total: 1,
                items: [{ id: 1, slug: 'jazz-kazan-1', city: 'kazan', title: 'Джаз', image: '/e.svg' }],
              }
            : resource === collections
              ? []
              : empty,
      ]) as never,
    });
    await allSettled(cityStarted, { scope: friday, params: props });
    expect(html(friday)).toContain('На выходных');
    expect(html(friday)).toContain('Загляни на завтра или на выходные.');
  });

  test('with the API down, each row keeps its heading above its own error and retry', async () => {
    clockAt('2026-11-25T12:00:00+03:00');
    const scope = await serverPage(async () => {
      throw new Error('500');
    });
    render(
      <Provider value={scope}>
        <CityPage {...props} />
      </Provider>,
    );
    const titles = [
      'Сегодня',
      'Завтра',
      'На выходных',
      'Списки редакции',
      'Популярные места',
      'Свежее в журнале',
    ];
    for (const title of titles) {
      const heading = screen.getByRole('heading', { level: 2, name: title });
      const row = heading.closest('section')!;
      expect(within(row).getAllByTestId('error-state')).toHaveLength(1);
      expect(within(row).getByRole('button', { name: 'Попробовать ещё раз' })).toBeInTheDocument();
    }
    expect(screen.getAllByTestId('error-state')).toHaveLength(titles.length);
  });
});
