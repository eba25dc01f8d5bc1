import { CITIES, type PageParcelProps } from '@kaver/shared-contracts';
import { act, within } from '@testing-library/react';
import { allSettled, fork, serialize } from 'effector';
import { Provider } from 'effector-react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { emptyPage, loadedEvent } from './event-fixture';
import { EventPage } from './event-page';
import { articles, event, eventStarted, similar } from './model';

const moscow = CITIES[0]!;
// No place: its link and the map need nothing more.
const sample = { ...loadedEvent, place: null };
const end = Date.parse(sample.endsAt);
const props: PageParcelProps = {
  city: moscow,
  routeCity: moscow,
  route: {
    name: 'city-event',
    path: `/moscow/events/${sample.slug}`,
    params: { city: 'moscow', slug: sample.slug },
    query: {},
  },
};

const now = (at: number) => jest.spyOn(Date, 'now').mockReturnValue(at);

/** The server's render of the page at `at`: its HTML and its state, as the browser gets them. */
async function serverRender(at: number) {
  now(at);
  const scope = fork({
    handlers: [
      [event.fx, async () => sample],
      [similar.fx, async () => emptyPage],
      [articles.fx, async () => emptyPage],
    ],
  });
  await allSettled(eventStarted, { scope, params: props });
  const html = renderToString(
    <Provider value={scope}>
      <EventPage {...props} />
    </Provider>,
  );
  return { html, values: serialize(scope) };
}

/** The browser at `at` hydrates the server's page; React may say nothing (a mismatch is an error). */
async function hydrateAt(server: { html: string; values: Record<string, unknown> }, at: number) {
  const container = document.createElement('div');
  container.innerHTML = server.html;
  document.body.append(container);
  now(at);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <Provider value={fork({ values: server.values })}>
        <EventPage {...props} />
      </Provider>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return within(container);
}

beforeEach(() => {
  // The dating remote's slots have no host to load them from here, and say so.
  const { warn } = console;
  jest.spyOn(console, 'warn').mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (!String(message).startsWith('[slot]')) warn(message, ...rest);
  });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('event page: an event that has ended', () => {
  test('rendered after its end, it says so and offers no calendar, on the server and in the browser', async () => {
    const server = await serverRender(end + 60_000);
    const html = document.createElement('div');
    html.innerHTML = server.html;
    expect(within(html).getByTestId('event-ended')).toHaveTextContent('Событие уже прошло. Что идёт сейчас');
    expect(within(html).getByRole('link', { name: 'Что идёт сейчас' })).toHaveAttribute(
      'href',
      '/moscow/events',
    );
    expect(within(html).queryByTestId('add-to-calendar')).toBeNull();

    const page = await hydrateAt(server, end + 120_000);
    expect(page.getByTestId('event-ended')).toBeInTheDocument();
    expect(page.queryByTestId('add-to-calendar')).toBeNull();
  });

  test('an event ahead has its calendar button and no notice', async () => {
    const server = await serverRender(end - 3_600_000);
    const page = await hydrateAt(server, end - 3_500_000);
    expect(page.queryByTestId('event-ended')).toBeNull();
    expect(page.getByTestId('add-to-calendar')).toHaveTextContent('В календарь');
  });

  test('a page the server rendered before the end, opened after it (a kept copy): hydrated as rendered, then it says so', async () => {
    const server = await serverRender(end - 60_000);
    expect(server.html).toContain('data-testid="add-to-calendar"');
    const page = await hydrateAt(server, end + 60_000);
    expect(page.getByTestId('event-ended')).toBeInTheDocument();
    expect(page.queryByTestId('add-to-calendar')).toBeNull();
  });

  test('the end coming while the page is open: it says so then', async () => {
    const server = await serverRender(end - 60_000);
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const page = await hydrateAt(server, end - 30_000);
    expect(page.queryByTestId('event-ended')).toBeNull();
    // Half a minute later, and the second after the end the page waits: the timer set once hydrated fires.
    now(end + 1000);
    await act(async () => {
      jest.advanceTimersByTime(30_999);
    });
    expect(page.queryByTestId('event-ended')).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(page.getByTestId('event-ended')).toBeInTheDocument();
    expect(page.queryByTestId('add-to-calendar')).toBeNull();
  });

  /** The page rendered and hydrated a minute before the end, then the end coming while it is open. */
  async function openUntilTheEnd(focused: (page: ReturnType<typeof within>) => HTMLElement) {
    const server = await serverRender(end - 60_000);
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const page = await hydrateAt(server, end - 30_000);
    const control = focused(page);
    act(() => control.focus());
    now(end + 1000);
    await act(async () => {
      jest.advanceTimersByTime(31_000);
    });
    expect(page.getByTestId('event-ended')).toBeInTheDocument();
    return page;
  }

  test('«В календарь» going with the focus when the end comes: the focus goes to «Что идёт сейчас»', async () => {
    const page = await openUntilTheEnd((view) => view.getByTestId('add-to-calendar'));
    expect(page.queryByTestId('add-to-calendar')).toBeNull();
    expect(page.getByRole('link', { name: 'Что идёт сейчас' })).toHaveFocus();
  });

  test('the focus on another control stays where it is when the end comes', async () => {
    const page = await openUntilTheEnd((view) => view.getByRole('button', { name: /Поделиться/ }));
    expect(page.getByRole('button', { name: /Поделиться/ })).toHaveFocus();
  });
});
