import { loginRequested, onboardingRequested } from '@kaver/shared-contracts';
import { fireEvent, render } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { ModalOutlet } from './modal-outlet';
import { $activeModal } from './model';

// A remote that has not arrived yet: the outlet shows its loading frame (the skeleton) for as long as the test runs.
jest.mock('../../shared/federation/remote-parcel', () => ({
  RemoteParcel: ({ skeleton }: { skeleton: ReactNode }) => skeleton,
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
});
