import { CITIES, type PageParcelProps } from '@kaver/shared-contracts';
import { act, fireEvent, within } from '@testing-library/react';
import { allSettled, fork, serialize } from 'effector';
import { Provider } from 'effector-react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { EventCardData } from '../../entities/event';
import { InfoPage } from './info-page';
import { infoStarted } from './model';
import { $pick, anotherRequested, answered, candidates } from './playground-model';

const moscow = CITIES[0]!;
const card = (id: number): EventCardData => ({
  id,
  slug: `stendap-moscow-${id}`,
  city: 'moscow',
  title: `Стендап ${id}`,
  image: '/e.svg',
  type: 'Стендап',
  age: '18+',
  when: '29 ноября 2026, 19:00',
  dateTime: '2026-11-29T19:00:00+03:00',
  where: 'Бар «Ласточка»',
  price: 'от 500 ₽',
});
const props = (query: Record<string, string>): PageParcelProps => ({
  city: moscow,
  routeCity: null,
  route: { name: 'playground', path: '/playground', params: {}, query },
});

/** The page the server renders for this address, hydrated in the browser from its HTML and state. */
async function serverThenBrowser(query: Record<string, string>) {
  const server = fork({ handlers: [[candidates.fx, async () => [card(1), card(2)]]] });
  await allSettled(infoStarted, { scope: server, params: props(query) });
  const html = renderToString(
    <Provider value={server}>
      <InfoPage {...props(query)} />
    </Provider>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const browser = fork({
    values: serialize(server),
    handlers: [[candidates.fx, async () => [card(3), card(4)]]],
  });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <Provider value={browser}>
        <InfoPage {...props(query)} />
      </Provider>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return { html, page: within(container), browser, pick: server.getState($pick) };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('playground page', () => {
  test('without JavaScript the form sends its answers to the page itself', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Provider value={fork()}>
        <InfoPage {...props({})} />
      </Provider>,
    );
    const form = within(container).getByTestId('playground') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/playground');
    expect([...new FormData(form).entries()]).toEqual([
      ['when', 'weekend'],
      ['mood', 'any'],
      ['budget', 'any'],
    ]);
    expect(within(container).queryByTestId('playground-result')).toBeNull();
  });

  test('the answers in the URL: the server renders them checked with its pick, and the browser hydrates the same', async () => {
    const { html, page, pick } = await serverThenBrowser({ when: 'today', mood: 'laugh', budget: 'free' });
    expect(pick).not.toBeNull();
    expect(html).toContain(pick!.title);
    expect(page.getByRole('radio', { name: 'Сегодня' })).toBeChecked();
    expect(page.getByRole('radio', { name: '😂 Посмеяться' })).toBeChecked();
    expect(page.getByRole('radio', { name: 'Бесплатно' })).toBeChecked();
    expect(page.getByRole('radio', { name: 'Выходные' })).not.toBeChecked();
    expect(page.getByTestId('playground-result')).toHaveTextContent(pick!.title);
    // «Другой вариант» sends the form again with what was shown: the server's next pick, without JavaScript.
    const another = page.getByRole('button', { name: 'Другой вариант' });
    expect(another).toHaveAttribute('type', 'submit');
    expect(another).toHaveAttribute('form', 'playground-form');
    expect(another).toHaveAttribute('name', 'shown');
    expect(another).toHaveAttribute('value', String(pick!.id));
  });

  test('a value the form does not offer is its default: checked so, on both sides', async () => {
    const { page } = await serverThenBrowser({ when: 'yesterday', mood: 'dance', budget: 'any' });
    expect(page.getByRole('radio', { name: 'Выходные' })).toBeChecked();
    expect(page.getByRole('radio', { name: '💃 Потанцевать' })).toBeChecked();
  });

  test('with JavaScript the answers and «Другой вариант» stay in the page', async () => {
    const { page } = await serverThenBrowser({ when: 'today', mood: 'laugh', budget: 'any' });
    const sent: unknown[] = [];
    const unwatchAnswers = answered.watch((answers) => sent.push(answers));
    const unwatchAnother = anotherRequested.watch(() => sent.push('another'));
    let click = true;
    let submit = true;
    await act(async () => {
      click = fireEvent.click(page.getByRole('button', { name: 'Другой вариант' }));
      fireEvent.click(page.getByRole('radio', { name: 'Завтра' }));
      submit = fireEvent.submit(page.getByTestId('playground'));
    });
    unwatchAnswers();
    unwatchAnother();
    // Both handled in place: the browser does not send the form (a page load).
    expect([click, submit]).toEqual([false, false]);
    expect(sent).toEqual(['another', { city: moscow, when: 'tomorrow', mood: 'laugh', budget: 'any' }]);
    expect(page.getByTestId('playground-result')).toHaveTextContent(/Стендап [34]/);
  });
});
