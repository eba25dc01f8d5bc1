import {
  loginAbandoned,
  loginRequested,
  modalClosed,
  modalOpened,
  onboardingRequested,
} from '@kaver/shared-contracts';
import { act, fireEvent, render } from '@testing-library/react';
import { allSettled, createWatch, fork } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { ModalOutlet } from './modal-outlet';
import { $activeModal, pageLeft } from './model';

// A remote that has not arrived yet: the outlet shows its loading frame (the skeleton) for as long as the test runs;
// or, with mockFailed, one that could not load: its fallback in the outlet's frame.
let mockFailed = false;
jest.mock('../../shared/federation/remote-parcel', () => ({
  RemoteParcel: ({
    skeleton,
    fallbackWrapper,
  }: {
    skeleton: ReactNode;
    fallbackWrapper: (fallback: ReactNode) => ReactNode;
  }) => (mockFailed ? fallbackWrapper(<p>Раздел «Вход и профиль» сейчас недоступен</p>) : skeleton),
}));

async function outletWhileLoading(request: (scope: ReturnType<typeof fork>) => Promise<unknown>) {
  const scope = fork();
  await request(scope);
  const view = render(
    <Provider value={scope}>
      <ModalOutlet />
    </Provider>,
  );
  return { scope, view };
}

describe('the modal outlet while a modal loads', () => {
  it('names its frame for what it shows: a modal loading, or its section unavailable', async () => {
    const loading = await outletWhileLoading((scope) =>
      allSettled(loginRequested, { scope, params: { source: 'header' } }),
    );
    expect(loading.view.getByRole('dialog', { name: 'Загрузка' })).toBeInTheDocument();
    loading.view.unmount();
    mockFailed = true;
    try {
      const failed = await outletWhileLoading((scope) =>
        allSettled(loginRequested, { scope, params: { source: 'header' } }),
      );
      expect(failed.view.getByRole('dialog', { name: 'Раздел недоступен' })).toBeInTheDocument();
      failed.view.unmount();
    } finally {
      mockFailed = false;
    }
  });

  it('closes a closable modal on Escape', async () => {
    const { scope, view } = await outletWhileLoading((scope) =>
      allSettled(loginRequested, { scope, params: { source: 'header' } }),
    );
    expect(view.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(scope.getState($activeModal)).toBeNull();
  });

  it('keeps the onboarding open on Escape and shows it no close button (SPEC.md 2.8)', async () => {
    const { scope, view } = await outletWhileLoading((scope) =>
      allSettled(onboardingRequested, { scope, params: {} }),
    );
    expect(view.queryByRole('button', { name: 'Закрыть' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(scope.getState($activeModal)?.id).toBe('onboarding');
  });

  it('takes focus and gives it back when it goes, as any modal dialog', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { scope, view } = await outletWhileLoading((scope) =>
      allSettled(loginRequested, { scope, params: { source: 'header' } }),
    );
    const dialog = view.getByRole('dialog');
    expect(dialog).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(scope.getState($activeModal)).toBeNull();
    view.unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('says a login closed or left before mf-auth mounted it is given up, and one mf-auth showed is not', async () => {
    const { scope } = await outletWhileLoading((scope) =>
      allSettled(loginRequested, { scope, params: { source: 'subscription', redirect: 'subscription' } }),
    );
    const abandoned = jest.fn();
    createWatch({ unit: loginAbandoned, scope, fn: abandoned });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(abandoned.mock.calls).toEqual([['closed']]);

    // Left with the page while still loading.
    await act(() => allSettled(loginRequested, { scope, params: { source: 'header' } }));
    await act(() => allSettled(pageLeft, { scope }));
    expect(abandoned).toHaveBeenCalledTimes(2);

    // Mounted by mf-auth (its modalOpened), then closed by it: mf-auth decides, the outlet says nothing.
    await act(() => allSettled(loginRequested, { scope, params: { source: 'header' } }));
    await act(() => allSettled(modalOpened, { scope, params: { id: 'login' } }));
    await act(() => allSettled(modalClosed, { scope, params: { id: 'login' } }));
    expect(scope.getState($activeModal)).toBeNull();
    expect(abandoned).toHaveBeenCalledTimes(2);
  });
});
