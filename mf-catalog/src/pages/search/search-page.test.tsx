import { join } from 'node:path';
import { findCityByAlias, navigationRequested, type PageParcelProps } from '@kaver/shared-contracts';
import { act, fireEvent, type RenderResult, render, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { cssDeclarations } from '../../shared/ui/css-declarations';
import { results, type SearchResults } from './model';
import { SearchPage } from './search-page';

const props: PageParcelProps = {
  city: findCityByAlias('moscow')!,
  routeCity: findCityByAlias('moscow')!,
  route: { name: 'city-search', path: '/moscow/search', params: { city: 'moscow' }, query: {} },
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('search page', () => {
  test('opened without a query, its field takes the focus from nowhere or from the link that led here; never from elsewhere, nor with a query', async () => {
    // jsdom does not know the <search> element yet; React says so when it creates one.
    const { error } = console;
    const unknownSearch = jest.spyOn(console, 'error').mockImplementation((message: unknown, ...rest) => {
      const text = [message, ...rest].join(' ');
      if (!(text.includes('is unrecognized in this browser') && text.includes('search')))
        error(message, ...rest);
    });
    const opened = async (pageProps: PageParcelProps) => {
      let view = {} as RenderResult;
      await act(async () => {
        view = render(
          <Provider value={fork()}>
            <SearchPage {...pageProps} />
          </Provider>,
        );
      });
      return view;
    };
    const empty = await opened(props);
    expect(empty.getByRole('searchbox')).toHaveFocus();
    empty.unmount();
    // Arrived by the link to this page (the header's search): the link had the focus.
    const link = document.createElement('a');
    link.href = '/moscow/search';
    document.body.append(link);
    link.focus();
    const byLink = await opened(props);
    expect(byLink.getByRole('searchbox')).toHaveFocus();
    byLink.unmount();
    // The person put the focus elsewhere before the app started: it stays there.
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    const kept = await opened(props);
    expect(elsewhere).toHaveFocus();
    kept.unmount();
    link.remove();
    elsewhere.remove();
    const found = await opened({ ...props, route: { ...props.route, query: { q: 'джаз' } } });
    expect(found.getByRole('searchbox')).not.toHaveFocus();
    unknownSearch.mockRestore();
  });

  test('the search box is a GET form of the page address, so a search works before JavaScript', () => {
    const html = renderToString(
      <Provider value={fork()}>
        <SearchPage {...props} />
      </Provider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/moscow/search');
    expect(form.querySelector('input[name="q"]')).not.toBeNull();
  });

  test('text typed before the app started is what «Найти» searches for once it has', async () => {
    const scope = fork();
    const page = (
      <Provider value={scope}>
        <SearchPage {...props} />
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    (container.querySelector('input[name="q"]') as HTMLInputElement).value = '  бар ';
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();

    const visits: string[] = [];
    const unwatch = navigationRequested.watch(({ to }) => visits.push(to));
    fireEvent.click(within(container).getByRole('button', { name: 'Найти' }));
    unwatch();
    expect(visits).toEqual([`/moscow/search?q=${encodeURIComponent('бар')}`]);
  });

  test('a query of control characters: the server and the browser show the empty search, with no retry', async () => {
    const page = (
      <Provider value={fork()}>
        <SearchPage {...props} route={{ ...props.route, query: { q: '\u0000\u0001' } }} />
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect((container.querySelector('input[name="q"]') as HTMLInputElement).value).toBe('');
    expect(within(container).getByText('Что ищем?')).toBeInTheDocument();
    expect(within(container).queryByTestId('error-state')).toBeNull();
  });

  test('a search sent with Enter leaves the focus in the field, which then shows the new query', async () => {
    const scope = fork();
    const at = (q: string) => (
      <Provider value={scope}>
        <SearchPage {...props} route={{ ...props.route, query: { q } }} />
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(at('джаз'));
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, at('джаз'));
    });
    const field = container.querySelector('input[name="q"]') as HTMLInputElement;
    field.focus();
    field.value = ' бар  ';
    // The host opens the new address in place: the page renders again with its `q`.
    await act(async () => root?.render(at('бар')));
    expect(container.querySelector('input[name="q"]')).toBe(field);
    expect(field).toHaveFocus();
    expect(field.value).toBe('бар');
    // Back to the earlier search (the browser's back button): the field follows the address.
    await act(async () => root?.render(at('джаз')));
    expect(field.value).toBe('джаз');
    await act(async () => root?.unmount());
  });
});

describe('search page: a page number past the results', () => {
  const none = { items: [], page: 2, perPage: 6, total: 0, totalPages: 0 };
  // «концерт» has one page of events and one of articles; ?page=2 gets no item of either.
  const found: SearchResults = {
    events: { ...none, total: 3, totalPages: 1 },
    places: none,
    articles: { ...none, total: 6, totalPages: 1 },
  };
  /** The page as the server renders it with these results (jsdom knows no <search> to render it into). */
  const at = (query: Record<string, string>, data: SearchResults) => {
    const scope = fork({
      values: [
        [results.$data, data],
        [results.$status, 'ready'],
      ],
    });
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Provider value={scope}>
        <SearchPage {...props} route={{ ...props.route, query }} />
      </Provider>,
    );
    document.body.append(container);
    return within(container);
  };

  test('says there is no such page, how many there are, and links to the first with the same query', () => {
    const page = at({ q: 'концерт', page: '2' }, found);
    expect(page.getByText('Страницы 2 нет')).toBeInTheDocument();
    expect(page.getByText('Всего страниц: 1.')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'К первой странице' })).toHaveAttribute(
      'href',
      `/moscow/search?q=${encodeURIComponent('концерт')}`,
    );
    expect(page.queryByRole('navigation', { name: 'Страницы' })).toBeNull();
  });

  test('a query with nothing found says so on any page number', () => {
    const page = at({ q: 'ыыыы', page: '3' }, { events: none, places: none, articles: none });
    expect(page.getByText('По запросу «ыыыы» ничего не нашлось')).toBeInTheDocument();
    expect(page.queryByText(/^Страницы \d+ нет$/)).toBeNull();
  });
});

describe('search form styles', () => {
  test('the field may shrink below its own width, so that the form fits a 320 px screen beside «Найти»', () => {
    const declarations = cssDeclarations(join(__dirname, 'search-page.module.css'));
    const value = (selector: string, property: string) =>
      declarations.find((rule) => rule.selector === selector && rule.property === property && !rule.media)
        ?.value;
    expect(value('.form', 'grid-template-columns')).toBe('minmax(0, 1fr) auto');
    expect(value('.input', 'min-width')).toBe('0');
  });

  test('«По запросу «…» ничего не нашлось» breaks a query longer than the screen (a pasted address) anywhere', () => {
    const box = cssDeclarations(join(__dirname, '../../shared/ui/state.module.css')).filter(
      (rule) => rule.selector === '.box' && !rule.media,
    );
    expect(box).toContainEqual(expect.objectContaining({ property: 'overflow-wrap', value: 'anywhere' }));
  });
});
