import { join } from 'node:path';
import { findCityByAlias, navigationRequested, type PageParcelProps } from '@kaver/shared-contracts';
import { act, fireEvent, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { cssDeclarations } from '../../shared/ui/css-declarations';
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
});
