import { navigationRequested } from '@kaver/shared-contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as dates from './filter-dates';
import { FilterPanel } from './filter-panel';
import { parseEventFilters } from './filters';

const collections = [
  { id: 1, slug: 'na-svidanie', title: 'На свидание', description: '', image: '', eventsCount: 4 },
  { id: 2, slug: 'besplatno', title: 'Бесплатно', description: '', image: '', eventsCount: 2 },
];
const types = [{ id: 3, slug: 'concerts', title: 'Концерты', eventsCount: 5 }];

function panel(query: Record<string, string>) {
  return (
    <FilterPanel
      path="/kazan/events"
      filters={parseEventFilters(query, dates)}
      types={types}
      collections={collections}
    />
  );
}

function watchVisits() {
  const visits: string[] = [];
  const unwatch = navigationRequested.watch(({ to }) => visits.push(to));
  return { visits, unwatch };
}

const panelOf = () => within(screen.getByTestId('events-filters-panel'));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('events filter panel', () => {
  test('is a GET form of the list address, with a submit button, that works before JavaScript', () => {
    render(panel({ date: 'weekend', categories: '3' }));
    const form = screen.getByTestId('events-filters-panel') as HTMLFormElement;
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/kazan/events');
    expect(Object.fromEntries(new FormData(form))).toMatchObject({ date: 'weekend', categories: '3' });
    expect(panelOf().getByRole('button', { name: 'Показать' })).toHaveAttribute('type', 'submit');
  });

  test('collections are links of the URL: choosing one keeps the other filters, the active one clears', () => {
    render(panel({ price: 'free', collection: '2', page: '3' }));
    const lists = within(panelOf().getByRole('navigation', { name: 'Подборки' }));
    expect(lists.getByRole('link', { name: 'На свидание' })).toHaveAttribute(
      'href',
      '/kazan/events?price=free&collection=1',
    );
    const active = lists.getByRole('link', { name: 'Бесплатно' });
    expect(active).toHaveAttribute('aria-current', 'true');
    expect(active).toHaveAttribute('href', '/kazan/events?price=free');
  });

  test('a change of any field opens the form as a URL from page 1; a chip keeps what the fields hold', async () => {
    const { visits, unwatch } = watchVisits();
    render(panel({ date: 'today', page: '2' }));
    await userEvent.selectOptions(panelOf().getByLabelText('Цена'), 'free');
    await waitFor(() => expect(visits).toEqual(['/kazan/events?date=today&price=free']));
    await userEvent.click(panelOf().getByRole('link', { name: 'Бесплатно' }));
    await waitFor(() => expect(visits[1]).toBe('/kazan/events?date=today&price=free&collection=2'));
    await userEvent.click(panelOf().getByRole('link', { name: 'Выходные' }));
    await waitFor(() => expect(visits[2]).toBe('/kazan/events?date=weekend&price=free'));
    unwatch();
  });

  test('once the URL follows a change, the selects show it, and the next change keeps it; back shows the last', async () => {
    const { visits, unwatch } = watchVisits();
    const { rerender } = render(panel({}));
    const price = panelOf().getByLabelText('Цена');
    const age = panelOf().getByLabelText('Возраст');
    await userEvent.selectOptions(price, 'free');
    await waitFor(() => expect(visits).toEqual(['/kazan/events?price=free']));
    // The page opens that URL in place: the panel gets its filters.
    rerender(panel({ price: 'free' }));
    expect(price).toHaveValue('free');
    expect(panelOf().getByRole('link', { name: 'Сбросить фильтры (1)' })).toBeInTheDocument();
    await userEvent.selectOptions(age, '5');
    await waitFor(() => expect(visits[1]).toBe('/kazan/events?price=free&age=5'));
    rerender(panel({ price: 'free', age: '5' }));
    expect(price).toHaveValue('free');
    expect(age).toHaveValue('5');
    await userEvent.click(panelOf().getByRole('checkbox', { name: 'Показывать уже идущие' }));
    await waitFor(() => expect(visits[2]).toBe('/kazan/events?price=free&age=5&past=1'));
    rerender(panel({ price: 'free', age: '5', past: '1' }));
    // Back, then back again: each URL's values.
    rerender(panel({ price: 'free', age: '5' }));
    expect(price).toHaveValue('free');
    expect(age).toHaveValue('5');
    expect(panelOf().getByRole('checkbox', { name: 'Показывать уже идущие' })).not.toBeChecked();
    rerender(panel({ price: 'free' }));
    expect(price).toHaveValue('free');
    expect(age).toHaveValue('');
    // A chip: the select keeps the URL's price.
    rerender(panel({ price: 'free', date: 'weekend' }));
    expect(price).toHaveValue('free');
    unwatch();
  });

  test('a date typed as DD.MM.YYYY goes to the URL as YYYY-MM-DD once it is whole, and wins over a date chip', async () => {
    const { visits, unwatch } = watchVisits();
    render(panel({ date: 'weekend' }));
    const from = panelOf().getByLabelText('С даты');
    await userEvent.type(from, '0903');
    expect(visits).toEqual([]);
    await userEvent.type(from, '2026');
    expect(from).toHaveValue('09.03.2026');
    await waitFor(() => expect(visits).toEqual(['/kazan/events?from=2026-03-09']));
    unwatch();
  });

  test('a date that is no date is marked on «Показать» (or Enter) with why, and nothing is opened', async () => {
    const { visits, unwatch } = watchVisits();
    render(panel({ price: 'free' }));
    const from = panelOf().getByLabelText('С даты');
    await userEvent.type(from, '31022026');
    // While typing, nothing is said.
    expect(from).not.toHaveAttribute('aria-invalid');
    await userEvent.click(panelOf().getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(from).toHaveAttribute('aria-invalid', 'true'));
    expect(from).toHaveAccessibleDescription('Такой даты нет в календаре');
    expect(from).toHaveFocus();
    expect(from).toHaveValue('31.02.2026');
    // Another field's change is not opened either, so that the typed date is not lost.
    await userEvent.selectOptions(panelOf().getByLabelText('Время'), 'evening');
    const to = panelOf().getByLabelText('По дату');
    await userEvent.type(to, '12202{Enter}');
    await waitFor(() => expect(to).toHaveAccessibleDescription('Дата в формате ДД.ММ.ГГГГ'));
    expect(visits).toEqual([]);
    // Fixed, the error goes as it is typed, and the form opens.
    await userEvent.clear(to);
    expect(to).not.toHaveAttribute('aria-invalid');
    await userEvent.tripleClick(from);
    await userEvent.keyboard('2802');
    await waitFor(() => expect(from).toHaveAccessibleDescription('Дата в формате ДД.ММ.ГГГГ'));
    await userEvent.keyboard('2026');
    await waitFor(() => expect(visits).toEqual(['/kazan/events?from=2026-02-28&time=evening&price=free']));
    expect(from).not.toHaveAttribute('aria-invalid');
    expect(to).not.toHaveAttribute('aria-invalid');
    unwatch();
  });

  test('sent without JavaScript, a date that is no date comes back in its field, marked; the rest applies', () => {
    const html = renderToString(panel({ from: '31.02.2026', price: 'free' }));
    document.body.innerHTML = html;
    const from = panelOf().getByLabelText('С даты');
    expect(from).toHaveValue('31.02.2026');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('Такой даты нет в календаре');
    expect(panelOf().getByLabelText('Цена')).toHaveValue('free');
    // Folded on phones, the form comes back open to show it.
    expect(screen.getByTestId('events-filters-panel')).toHaveClass('withErrors');
  });

  test('what was changed before the app started is sent with the next change or «Показать»', async () => {
    const server = renderToString(panel({}));
    const container = document.createElement('div');
    container.innerHTML = server;
    document.body.append(container);
    // The visitor, before hydration: a price, the checkbox and a date, straight into the server's HTML.
    (container.querySelector('select[name="price"]') as HTMLSelectElement).value = 'to500';
    (container.querySelector('input[name="past"]') as HTMLInputElement).checked = true;
    (container.querySelector('input[name="from"]') as HTMLInputElement).value = '10.03.2026';
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, panel({}));
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const { visits, unwatch } = watchVisits();
    fireEvent.click(within(container).getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(visits).toEqual(['/kazan/events?from=2026-03-10&price=to500&past=1']));
    unwatch();
  });

  test('the phone sheet counts active filters, keeps a draft, and «Показать» applies it from page 1', async () => {
    const { visits, unwatch } = watchVisits();
    render(panel({ price: 'free', categories: '3', page: '2' }));
    const toggle = screen.getByTestId('filters-toggle');
    expect(toggle).toHaveTextContent('Фильтры · 2');
    // Before the app runs, it is a link to the form.
    expect(toggle).toHaveAttribute('href', '#events-filters');
    await userEvent.click(toggle);
    const sheet = within(screen.getByRole('dialog', { name: 'Фильтры' }));
    await userEvent.click(sheet.getByRole('button', { name: 'На свидание' }));
    expect(sheet.getByRole('button', { name: 'На свидание' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(sheet.getByRole('button', { name: 'Концерты' }));
    await userEvent.selectOptions(sheet.getByLabelText('Возраст'), '3');
    expect(visits).toEqual([]);
    await userEvent.click(sheet.getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(visits).toEqual(['/kazan/events?price=free&age=3&collection=1']));
    expect(screen.queryByRole('dialog')).toBeNull();
    unwatch();
  });

  test('the phone sheet keeps itself open on a date that is no date, marked', async () => {
    const { visits, unwatch } = watchVisits();
    render(panel({}));
    await userEvent.click(screen.getByTestId('filters-toggle'));
    const sheet = within(screen.getByRole('dialog', { name: 'Фильтры' }));
    const from = sheet.getByLabelText('С даты');
    await userEvent.type(from, '3102');
    await userEvent.click(sheet.getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(from).toHaveAccessibleDescription('Дата в формате ДД.ММ.ГГГГ'));
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Фильтры' })).toBeInTheDocument();
    // A date chip replaces the typed date, and its error.
    await userEvent.click(sheet.getByRole('button', { name: 'Выходные' }));
    expect(from).toHaveValue('');
    expect(from).not.toHaveAttribute('aria-invalid');
    await userEvent.click(sheet.getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(visits).toEqual(['/kazan/events?date=weekend']));
    unwatch();
  });

  test('«Сбросить» in the sheet empties its fields; Escape closes it without applying anything', async () => {
    const { visits, unwatch } = watchVisits();
    render(panel({ price: 'free' }));
    await userEvent.click(screen.getByTestId('filters-toggle'));
    const sheet = within(screen.getByRole('dialog', { name: 'Фильтры' }));
    expect(sheet.getByLabelText('Цена')).toHaveValue('free');
    await userEvent.click(sheet.getByRole('button', { name: 'Сбросить' }));
    expect(sheet.getByLabelText('Цена')).toHaveValue('');
    await userEvent.click(sheet.getByRole('button', { name: 'Выходные' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(visits).toEqual([]);
    unwatch();
  });
});
