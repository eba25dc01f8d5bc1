import { findCityByAlias, type PageParcelProps } from '@kaver/shared-contracts';
import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { NO_FILTERS } from '../../features/events-filter';
import { EventsPage } from './events-page';
import { $filters, queryKeyOf } from './model';

const moscow = findCityByAlias('moscow')!;
const props = (query: Record<string, string>): PageParcelProps => ({
  city: moscow,
  routeCity: moscow,
  route: { name: 'city-events', path: '/moscow/events', params: { city: 'moscow' }, query },
});

function renderPage(
  read: { query: string; filters: typeof NO_FILTERS } | null,
  query: Record<string, string>,
) {
  const scope = fork({ values: [[$filters, read]] });
  return render(
    <Provider value={scope}>
      <EventsPage {...props(query)} />
    </Provider>,
  );
}

describe('events page', () => {
  test('keeps its filters panel while a change made in place is read, so the keyboard focus stays in it', () => {
    // The last URL's filters are known; the new URL's (?price=free) are still being read.
    renderPage({ query: queryKeyOf({}), filters: NO_FILTERS }, { price: 'free' });
    expect(screen.getByTestId('events-filters')).toBeInTheDocument();
  });

  test('shows no panel before any filters are read', () => {
    renderPage(null, {});
    expect(screen.queryByTestId('events-filters')).toBeNull();
  });
});
