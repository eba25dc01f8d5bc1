import { act, render, screen } from '@testing-library/react';
import { registerParcelLoader } from './parcel-loader';
import { RemoteSlot } from './remote-slot';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

let seen: Callback | null = null;
beforeEach(() => {
  seen = null;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: Callback) {
      seen = callback;
    }
    observe() {}
    disconnect() {}
  };
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

/** The event page's premium banner slot: loaded once it comes onto the screen. */
function renderBannerSlot() {
  render(
    <RemoteSlot
      remote="mf_dating_subscription"
      expose="./premium-banner"
      props={{ type: 'event' }}
      skeleton={<p>Загружаем баннер</p>}
      whenVisible
    />,
  );
}

/** The slot scrolls into view, and its remote's loading settles. */
async function comeOntoScreen() {
  await act(async () => seen?.([{ isIntersecting: true }]));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

it('loads the remote only when the slot comes onto the screen, then mounts its parcel', async () => {
  const mounted: unknown[] = [];
  const loader = jest.fn(async () => ({
    bootstrap: async () => {},
    mount: async (props: unknown) => {
      mounted.push(props);
    },
    unmount: async () => {},
  }));
  registerParcelLoader(loader);
  renderBannerSlot();
  expect(screen.getByText('Загружаем баннер')).toBeInTheDocument();
  expect(loader).not.toHaveBeenCalled();

  await comeOntoScreen();
  expect(loader).toHaveBeenCalledWith('mf_dating_subscription', './premium-banner');
  expect(mounted).toEqual([expect.objectContaining({ type: 'event' })]);
});

it('keeps the skeleton in place until the parcel has rendered, so the slot is never empty in between', async () => {
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
  renderBannerSlot();
  await comeOntoScreen();
  // The parcel is mounting: the skeleton still holds the place, the parcel's element waits unseen.
  expect(screen.getByText('Загружаем баннер')).toBeInTheDocument();
  await act(async () => finishMount());
  expect(screen.queryByText('Загружаем баннер')).toBeNull();
  expect(screen.getByText('Премиум-подписка')).toBeVisible();
});
