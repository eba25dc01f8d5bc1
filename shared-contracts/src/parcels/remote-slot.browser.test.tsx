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
  render(
    <RemoteSlot
      remote="mf_dating_subscription"
      expose="./premium-banner"
      props={{ type: 'event' }}
      skeleton={<p>Загружаем баннер</p>}
      whenVisible
    />,
  );
  expect(screen.getByText('Загружаем баннер')).toBeInTheDocument();
  expect(loader).not.toHaveBeenCalled();

  await act(async () => seen?.([{ isIntersecting: true }]));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(loader).toHaveBeenCalledWith('mf_dating_subscription', './premium-banner');
  expect(mounted).toEqual([expect.objectContaining({ type: 'event' })]);
});
