import { act, render } from '@testing-library/react';
import { registerParcelLoader } from './parcel-loader';
import { TestSlot } from './test-slot';

// The watcher's chunk fails to load, as on a network blip: its import rejects.
jest.mock('./watch-approach', () => {
  throw new Error('Loading chunk watch-approach failed.');
});

it('loads the slot at once when its watcher cannot load, and leaves no rejection unhandled', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  const loader = jest.fn(async () => ({
    bootstrap: async () => {},
    mount: async (props: unknown) => {
      (props as { domElement: HTMLElement }).domElement.textContent = 'Премиум-подписка';
    },
    unmount: async () => {},
  }));
  registerParcelLoader(loader);
  const view = render(<TestSlot />);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  process.off('unhandledRejection', unhandled);
  expect(loader).toHaveBeenCalledWith('mf_dating_subscription', './premium-banner');
  expect(await view.findByText('Премиум-подписка')).toBeInTheDocument();
  expect(unhandled).not.toHaveBeenCalled();
});
