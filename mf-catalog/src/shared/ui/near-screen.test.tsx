import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AHEAD_MARGIN, NearScreen } from './near-screen';

/** A stand-in IntersectionObserver: each one made is kept, with its margin, to be told what intersects. */
class FakeObserver {
  static made: FakeObserver[] = [];
  readonly rootMargin: string;
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    FakeObserver.made.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  intersect() {
    act(() =>
      this.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

const observers = () => FakeObserver.made.filter((observer) => !observer.disconnected);

function page() {
  return (
    <>
      <a href="/moscow">Москва</a>
      <article>
        <button type="button">В календарь</button>
        <NearScreen placeholder={<p>Место блока</p>}>
          <p>Блок знакомств</p>
        </NearScreen>
      </article>
    </>
  );
}

beforeEach(() => {
  FakeObserver.made = [];
  Object.assign(window, { IntersectionObserver: FakeObserver });
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('NearScreen', () => {
  test('the server sends the placeholder', () => {
    expect(renderToString(page())).toContain('Место блока');
    expect(renderToString(page())).not.toContain('Блок знакомств');
  });

  test('on a first screen that neither scrolls nor moves the focus, it comes only when it is on the screen', () => {
    render(page());
    expect(screen.getByText('Место блока')).toBeInTheDocument();
    expect(observers().map((observer) => observer.rootMargin)).toEqual(['0px']);
    observers()[0]?.intersect();
    expect(screen.getByText('Блок знакомств')).toBeInTheDocument();
    expect(screen.queryByText('Место блока')).not.toBeInTheDocument();
    expect(observers()).toEqual([]);
  });

  test('once the page scrolls, it comes a screen ahead', () => {
    render(page());
    fireEvent.scroll(window);
    expect(observers().map((observer) => observer.rootMargin)).toEqual(['0px', AHEAD_MARGIN]);
    observers()[1]?.intersect();
    expect(screen.getByText('Блок знакомств')).toBeInTheDocument();
  });

  test('it comes as soon as the focus enters the content around it, not before', () => {
    render(page());
    act(() => screen.getByRole('link', { name: 'Москва' }).focus());
    expect(screen.queryByText('Блок знакомств')).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'В календарь' }).focus());
    expect(screen.getByText('Блок знакомств')).toBeInTheDocument();
  });
});
