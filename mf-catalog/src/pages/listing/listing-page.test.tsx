import { ApiError, findCityByAlias, type PageParcelProps } from '@kaver/shared-contracts';
import { render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { ListingPage } from './listing-page';
import { listing, listingStarted } from './model';

const moscow = findCityByAlias('moscow')!;
const emptyPage = { items: [], page: 1, perPage: 6, total: 0, totalPages: 0 };
const failing = async () => {
  throw new ApiError({ status: 500, code: 'internal', message: 'x', method: 'GET', url: '' });
};

/** The page of a Moscow listing or list route, its load answered by `load`. */
async function renderPage(
  name: PageParcelProps['route']['name'],
  path: string,
  params: Record<string, string>,
  load: Parameters<typeof listing.fx.use>[0],
) {
  const props: PageParcelProps = {
    city: moscow,
    routeCity: moscow,
    route: { name, path, params: { city: 'moscow', ...params }, query: {} },
  };
  const scope = fork({ handlers: [[listing.fx, load]] });
  await allSettled(listingStarted, { scope, params: props });
  return render(
    <Provider value={scope}>
      <ListingPage {...props} />
    </Provider>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('listing page', () => {
  test('the API failing, a listing keeps its heading, trail and chips from its templates, with the error', async () => {
    await renderPage(
      'city-list-time',
      '/moscow/events/lists/concerts/today',
      { slug: 'concerts', time: 'today' },
      failing,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Концерты в Москве сегодня');
    const trail = within(screen.getByRole('navigation', { name: 'Навигационная цепочка' }));
    expect(trail.getByRole('link', { name: 'Афиша' })).toHaveAttribute('href', '/moscow/events');
    expect(trail.getByText('Концерты в Москве сегодня')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: 'Когда' })).toBeInTheDocument();
    expect(screen.getByTestId('error-state')).toHaveTextContent('Попробовать ещё раз');
  });

  test('a listing with a category, its data loaded: one heading, above the list', async () => {
    await renderPage(
      'city-listing-category',
      '/moscow/events/listings/nightlife/parties',
      { slug: 'nightlife', category: 'parties' },
      async () => ({ events: emptyPage, collection: null }),
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('listing-title')).toHaveTextContent('Ночная жизнь в Москве: вечеринки');
    expect(screen.getByText('Здесь пока пусто')).toBeInTheDocument();
  });

  test("a collection's heading is the API's title, with its data", async () => {
    const collection = {
      id: 7,
      slug: 'na-svidanie',
      title: 'На свидание',
      description: 'Куда пойти вдвоём.',
      image: '',
      eventsCount: 0,
    };
    await renderPage('city-list', '/moscow/events/lists/na-svidanie', { slug: 'na-svidanie' }, async () => ({
      events: emptyPage,
      collection,
    }));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('listing-title')).toHaveTextContent('На свидание');
    expect(screen.getByText('Куда пойти вдвоём.')).toBeInTheDocument();
  });
});
