import { act, fireEvent, render, screen } from '@testing-library/react';
import { registerParcelLoader } from './parcel-loader';
import { TestSlot } from './test-slot';

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
  /** The slot comes within this observer's margin, and what that starts settles. */
  async intersect() {
    await act(async () =>
      this.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
    await settle();
  }
}

/** The observers still watching, by their margins. */
const watching = () =>
  FakeObserver.made.filter((observer) => !observer.disconnected).map((observer) => observer.rootMargin);

/** Lets the remote's loading (a promise, then the parcel's mount) settle. */
async function settle() {
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** A loader of the premium banner that mounts at once, with what it was asked for and what it mounted. */
function bannerLoader() {
  const mounted: unknown[] = [];
  const loader = jest.fn(async () => ({
    bootstrap: async () => {},
    mount: async (props: unknown) => {
      (props as { domElement: HTMLElement }).domElement.textContent = 'Премиум-подписка';
      mounted.push(props);
    },
    unmount: async () => {},
  }));
  registerParcelLoader(loader);
  return { loader, mounted };
}

/**
 * An event page as the catalog lays it out: the header's link before the event, and in the event's `<article>`
 * a button, then the premium banner's slot.
 */
function renderEventPage({ whenVisible = true } = {}) {
  render(
    <>
      <a href="/moscow">Москва</a>
      <article>
        <button type="button">В календарь</button>
        <TestSlot whenVisible={whenVisible} />
      </article>
    </>,
  );
}

beforeEach(() => {
  FakeObserver.made = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  Object.assign(window, { scrollY: 0 });
});

describe('RemoteSlot whenVisible: loaded as the reader comes near', () => {
  it('on a first screen that neither scrolls nor moves the focus, loads the remote only once the slot is on the screen', async () => {
    const { loader, mounted } = bannerLoader();
    renderEventPage();
    await settle();
    expect(screen.getByText('Загружаем баннер')).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
    expect(watching()).toEqual(['0px']);

    await FakeObserver.made[0]?.intersect();
    expect(loader).toHaveBeenCalledWith('mf_dating_subscription', './premium-banner');
    expect(mounted).toEqual([expect.objectContaining({ type: 'event' })]);
    expect(screen.getByText('Премиум-подписка')).toBeVisible();
    expect(screen.queryByText('Загружаем баннер')).not.toBeInTheDocument();
    expect(watching()).toEqual([]);
  });

  it('once the page scrolls, loads it a screen ahead of the one the reader sees', async () => {
    const { loader } = bannerLoader();
    renderEventPage();
    await settle();
    fireEvent.scroll(window);
    expect(watching()).toEqual(['0px', '100% 0px 100% 0px']);
    // One scroll is enough: the next ones add no observer.
    fireEvent.scroll(window);
    expect(watching()).toHaveLength(2);
    expect(loader).not.toHaveBeenCalled();

    await FakeObserver.made[1]?.intersect();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Премиум-подписка')).toBeVisible();
  });

  it('on a page already scrolled when the slot comes, watches a screen ahead at once', async () => {
    const { loader } = bannerLoader();
    Object.assign(window, { scrollY: 600 });
    renderEventPage();
    await settle();
    expect(watching()).toEqual(['0px', '100% 0px 100% 0px']);

    await FakeObserver.made[1]?.intersect();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('loads it as soon as the focus enters the content around it (its article), not before', async () => {
    const { loader } = bannerLoader();
    renderEventPage();
    await settle();
    act(() => screen.getByRole('link', { name: 'Москва' }).focus());
    await settle();
    expect(loader).not.toHaveBeenCalled();

    act(() => screen.getByRole('button', { name: 'В календарь' }).focus());
    await settle();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Премиум-подписка')).toBeVisible();
  });

  it('without whenVisible, loads at once and watches nothing', async () => {
    const { loader } = bannerLoader();
    renderEventPage({ whenVisible: false });
    await settle();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(FakeObserver.made).toEqual([]);
    expect(screen.getByText('Премиум-подписка')).toBeVisible();
  });
});

it('keeps the skeleton in its box until the parcel has rendered, which mounts unseen in the same box', async () => {
  let finishMount: () => void = () => {};
  registerParcelLoader(async () => ({
    bootstrap: async () => {},
    mount: (props: unknown) =>
      new Promise<void>((resolve) => {
        finishMount = () => {
          (props as { domElement: HTMLElement }).domElement.textContent = 'Премиум-подписка';
          resolve();
        };
      }),
    unmount: async () => {},
  }));
  renderEventPage({ whenVisible: false });
  await settle();
  // The parcel is mounting: the skeleton still holds the place, the parcel's element waits unseen beside it, in
  // the slot's box (which, positioned, lays it out at the slot's width).
  const box = screen.getByText('Загружаем баннер').parentElement as HTMLElement;
  expect(box).toHaveAttribute('data-remote-slot', 'mf_dating_subscription/./premium-banner');
  expect(box).toHaveClass('slot');
  const parcel = box.lastElementChild as HTMLElement;
  expect(parcel).not.toBe(screen.getByText('Загружаем баннер'));
  expect(parcel).toHaveStyle({ position: 'absolute', visibility: 'hidden' });

  await act(async () => finishMount());
  expect(screen.queryByText('Загружаем баннер')).toBeNull();
  expect(screen.getByText('Премиум-подписка')).toBeVisible();
  expect(box).toContainElement(screen.getByText('Премиум-подписка'));
  expect(parcel).not.toHaveStyle({ visibility: 'hidden' });
});

it('shows its fallback, and no skeleton, when the other remote is unavailable', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  registerParcelLoader(async () => {
    throw new Error('remoteEntry.js: 502');
  });
  render(<TestSlot whenVisible={false} fallback={<p>Премиум-подписка сейчас недоступна</p>} />);
  await settle();
  expect(screen.getByText('Премиум-подписка сейчас недоступна')).toBeInTheDocument();
  expect(screen.queryByText('Загружаем баннер')).toBeNull();
  warn.mockRestore();
});
