import { findCityByAlias } from '@kaver/shared-contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import type { EventCardData } from '../../entities/event';
import * as dates from '../events-filter/filter-dates';
import { NO_FILTERS, parseEventFilters } from '../events-filter/filters';
import { locateFx, type NearbyParams, type NearbyTarget, nearbyList } from './model';
import { eventsWhen, NearbyPanel, nearbyWhat } from './nearby-panel';

const moscow = findCityByAlias('moscow')!;
const here = { latitude: 55.7558, longitude: 37.6173 };
const card = (id: number): EventCardData => ({
  id,
  slug: `dzhazovyy-vecher-moscow-${id}`,
  city: 'moscow',
  title: `Джазовый вечер ${id}`,
  image: '/e.svg',
  type: 'Концерт',
  age: '18+',
  when: '29 ноября 2026, 19:00',
  dateTime: '2026-11-29T19:00:00+03:00',
  where: 'Клуб «Союз»',
  price: 'Бесплатно',
  distance: 350,
});
const events = (query: Record<string, string>): NearbyTarget => ({
  kind: 'events',
  city: moscow,
  filters: parseEventFilters(query, dates),
});

/** The panel on a list, pressed, with the nearby list the API gives for `items`. */
async function pressedOn(list: NearbyTarget, items: EventCardData[]) {
  const loads: NearbyParams[] = [];
  const scope = fork({
    handlers: [
      [locateFx, async () => here],
      [
        nearbyList.fx,
        async (params: NearbyParams) => {
          loads.push(params);
          return {
            kind: 'events',
            page: { items, page: 1, perPage: 24, total: items.length, totalPages: 1 },
          };
        },
      ],
    ],
  });
  render(
    <Provider value={scope}>
      <NearbyPanel list={list} />
    </Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Рядом со мной' }));
  await act(() => allSettled(scope));
  return loads;
}

describe('nearby panel', () => {
  test("pressed on a filtered list, it asks for that list's filters and says its dates", async () => {
    const list = events({ date: 'weekend', price: 'free', categories: '3' });
    const loads = await pressedOn(list, [card(1), card(2)]);
    expect(loads).toEqual([{ ...list, ...here, radius: 3000 }]);
    expect(screen.getByTestId('nearby-count')).toHaveTextContent('2 события на выходных в радиусе 3 км');
  });

  test('with no dates chosen it says today and tomorrow; nothing near says so of such events', async () => {
    await pressedOn(events({ price: 'free' }), []);
    expect(screen.getByTestId('empty-state')).toHaveTextContent(
      'В радиусе 3 км таких событий на сегодня и завтра нет',
    );
  });
});

describe('what the nearby list says it holds', () => {
  test('the dates the filters choose, or today and tomorrow', () => {
    expect(eventsWhen(NO_FILTERS)).toBe('на сегодня и завтра');
    expect(eventsWhen(parseEventFilters({ date: 'today' }, dates))).toBe('на сегодня');
    expect(eventsWhen(parseEventFilters({ date: 'tomorrow' }, dates))).toBe('на завтра');
    expect(eventsWhen(parseEventFilters({ from: '2026-12-01', to: '2026-12-05' }, dates))).toBe(
      'с 01.12.2026 по 05.12.2026',
    );
    expect(eventsWhen(parseEventFilters({ from: '2026-12-01' }, dates))).toBe('с 01.12.2026');
  });

  test('«таких» when a filter other than the dates narrows it', () => {
    expect(nearbyWhat(events({}))).toBe('событий на сегодня и завтра');
    expect(nearbyWhat(events({ date: 'today' }))).toBe('событий на сегодня');
    expect(nearbyWhat(events({ date: 'today', past: '1' }))).toBe('таких событий на сегодня');
    expect(nearbyWhat({ kind: 'places', city: moscow, category: null })).toBe('мест');
    expect(nearbyWhat({ kind: 'places', city: moscow, category: 'bar' })).toBe('таких мест');
  });
});
