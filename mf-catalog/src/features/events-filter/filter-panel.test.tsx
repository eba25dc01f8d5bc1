import { navigationRequested } from '@kaver/shared-contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterPanel } from './filter-panel';
import { parseEventFilters } from './filters';

const collections = [
  { id: 1, slug: 'na-svidanie', title: 'На свидание', description: '', image: '', eventsCount: 4 },
  { id: 2, slug: 'besplatno', title: 'Бесплатно', description: '', image: '', eventsCount: 2 },
];
const types = [{ id: 3, slug: 'concerts', title: 'Концерты', eventsCount: 5 }];

function renderPanel(query: Record<string, string>) {
  const visits: string[] = [];
  const unwatch = navigationRequested.watch(({ to }) => visits.push(to));
  render(
    <FilterPanel
      path="/kazan/events"
      filters={parseEventFilters(query)}
      types={types}
      collections={collections}
    />,
  );
  return { visits, unwatch };
}

describe('events filter panel', () => {
  test('collections are links of the URL: choosing one keeps the other filters, the active one clears', () => {
    const { unwatch } = renderPanel({ price: 'free', collection: '2', page: '3' });
    const panel = screen.getByTestId('events-filters-panel');
    const lists = within(within(panel).getByRole('navigation', { name: 'Подборки' }));
    expect(lists.getByRole('link', { name: 'На свидание' })).toHaveAttribute(
      'href',
      '/kazan/events?price=free&collection=1',
    );
    const active = lists.getByRole('link', { name: 'Бесплатно' });
    expect(active).toHaveAttribute('aria-current', 'true');
    expect(active).toHaveAttribute('href', '/kazan/events?price=free');
    unwatch();
  });

  test('the phone sheet counts active filters, keeps a draft, and «Показать» applies it from page 1', async () => {
    const { visits, unwatch } = renderPanel({ price: 'free', categories: '3', page: '2' });
    await userEvent.click(screen.getByRole('button', { name: 'Фильтры · 2' }));
    const sheet = within(screen.getByRole('dialog', { name: 'Фильтры' }));
    await userEvent.click(sheet.getByRole('button', { name: 'На свидание' }));
    expect(sheet.getByRole('button', { name: 'На свидание' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(sheet.getByRole('button', { name: 'Концерты' }));
    expect(visits).toEqual([]);
    await userEvent.click(sheet.getByRole('button', { name: 'Показать' }));
    expect(visits).toEqual(['/kazan/events?price=free&collection=1']);
    expect(screen.queryByRole('dialog')).toBeNull();
    unwatch();
  });

  test('Escape closes the sheet without applying anything', async () => {
    const { visits, unwatch } = renderPanel({});
    await userEvent.click(screen.getByRole('button', { name: 'Фильтры' }));
    const sheet = within(screen.getByRole('dialog', { name: 'Фильтры' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Выходные' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(visits).toEqual([]);
    unwatch();
  });

  test('a date typed as DD.MM.YYYY goes to the URL as YYYY-MM-DD once it is whole', async () => {
    const { visits, unwatch } = renderPanel({});
    const from = within(screen.getByTestId('events-filters-panel')).getByLabelText('С даты');
    await userEvent.type(from, '0903');
    expect(visits).toEqual([]);
    await userEvent.type(from, '2026');
    expect(from).toHaveValue('09.03.2026');
    expect(visits).toEqual(['/kazan/events?from=2026-03-09']);
    unwatch();
  });
});
