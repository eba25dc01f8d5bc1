import { act, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { createResource } from '../lib/create-resource';
import { Pagination } from './pagination';
import { ResourceView } from './resource-view';

interface Answer {
  page: number;
  totalPages: number;
}

type Resource = ReturnType<typeof createResource<number, Answer>>;

/** A list page: its count as the heading of its cards, the cards, the paging. */
function List({ resource, away = false }: { resource: Resource; away?: boolean }) {
  return (
    <main>
      <input aria-label="Поиск" />
      {away ? (
        <div role="status">Загружаем</div>
      ) : (
        <ResourceView resource={resource} skeleton={<div role="status">Загружаем</div>}>
          {(answer) => (
            <>
              <h2>{`Страница ${answer.page}`}</h2>
              <ul aria-label="События">
                <li>
                  <a href="/moscow/events/jazz">Джаз</a>
                </li>
              </ul>
              <Pagination
                page={answer.page}
                totalPages={answer.totalPages}
                hrefFor={(n) => `/moscow/events?page=${n}`}
              />
            </>
          )}
        </ResourceView>
      )}
    </main>
  );
}

/**
 * The list rendered in a scope of its own, on a resource whose answers the test gives one by one: `start` a load
 * (as the page's model does when the host opens ?page=N), then `answer` or `fail` it.
 */
function listPage() {
  const answers: { resolve: (answer: Answer) => void; reject: (error: unknown) => void }[] = [];
  const resource = createResource(
    (_page: number) =>
      new Promise<Answer>((resolve, reject) => {
        answers.push({ resolve, reject });
      }),
  );
  const scope = fork();
  const view = (away = false) => (
    <Provider value={scope}>
      <List resource={resource} away={away} />
    </Provider>
  );
  const { rerender } = render(view());
  let loading: Promise<unknown> = Promise.resolve();
  const start = (page: number) =>
    act(() => {
      loading = allSettled(resource.load, { scope, params: page });
    });
  /** Settles the last request with React's updates and effects. */
  const settle = (give: (last: (typeof answers)[number]) => void) =>
    act(async () => {
      const last = answers.at(-1);
      if (last) give(last);
      await allSettled(scope);
      await loading;
    });
  return {
    answers,
    start,
    answer: (page: number) => settle((last) => last.resolve({ page, totalPages: 3 })),
    fail: () => settle((last) => last.reject(new Error('offline'))),
    show: async (page: number) => {
      start(page);
      await settle((last) => last.resolve({ page, totalPages: 3 }));
    },
    /** The page shows something else in the list's place, or the list again. */
    away: (away: boolean) => rerender(view(away)),
  };
}

/** Focuses a control and activates it, as Enter does. */
function press(control: HTMLElement) {
  control.focus();
  fireEvent.click(control);
}

/** A list whose load failed, and its «Попробовать ещё раз» pressed. */
async function retried() {
  const page = listPage();
  page.start(1);
  await page.fail();
  const button = screen.getByRole('button', { name: 'Попробовать ещё раз' });
  press(button);
  return { page, button };
}

// The host opens links in place; jsdom would try to navigate.
const stayInPlace = (event: Event) => event.preventDefault();
beforeAll(() => document.addEventListener('click', stayInPlace));
afterAll(() => document.removeEventListener('click', stayInPlace));

describe('ResourceView keeps the keyboard focus off <body>', () => {
  test('a retry keeps its button, busy, while it loads, then the focus goes to the heading of the cards', async () => {
    const { page, button } = await retried();

    expect(button).toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveTextContent('Загружаем…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(page.answers).toHaveLength(2);

    await page.answer(1);
    const heading = screen.getByRole('heading', { name: 'Страница 1' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    // Its tabindex goes with the focus: the heading is not a stop of Tab or a click target afterwards.
    act(() => screen.getByRole('link', { name: 'Джаз' }).focus());
    expect(heading).not.toHaveAttribute('tabindex');
  });

  test('a retry that fails again leaves the focus on its button', async () => {
    const { page, button } = await retried();
    await page.fail();
    expect(screen.getByRole('button', { name: 'Попробовать ещё раз' })).toBe(button);
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('after «Дальше →», the focus goes to the heading of the next page’s cards', async () => {
    const page = listPage();
    await page.show(1);
    press(screen.getByRole('link', { name: 'Дальше →' }));
    // The host's navigation starts the page with ?page=2: the list gives way to its skeleton.
    page.start(2);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
    await page.answer(2);
    expect(screen.getByRole('heading', { name: 'Страница 2' })).toHaveFocus();
  });

  test('so it does when the page puts another view in its place while the next page loads', async () => {
    const page = listPage();
    await page.show(1);
    press(screen.getByRole('link', { name: 'Дальше →' }));
    // The events page does, until it has read the new address's filters.
    page.away(true);
    expect(document.activeElement).toBe(document.body);
    await page.show(2);
    await act(async () => page.away(false));
    expect(screen.getByRole('heading', { name: 'Страница 2' })).toHaveFocus();
  });

  test('the focus the person has moved meanwhile stays where it is', async () => {
    const page = listPage();
    await page.show(1);
    fireEvent.click(screen.getByRole('link', { name: 'Страница 3' }));
    page.start(3);
    const field = screen.getByRole('textbox', { name: 'Поиск' });
    field.focus();
    await page.answer(3);
    expect(field).toHaveFocus();
  });

  test('a load nobody asked for from the view does not move the focus', async () => {
    const page = listPage();
    await page.show(1);
    await page.show(2);
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('heading', { name: 'Страница 2' })).not.toHaveAttribute('tabindex');
  });
});
