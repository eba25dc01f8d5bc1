import { goalReached, type LoginRequest, modalClosed, modalOpened } from '@kaver/shared-contracts';
import { createEvent, createStore, sample } from 'effector';
import { loginModalOpened, loginModalReset } from '../../../shared/model';

/** The modal appeared (the host's outlet mounted it for a loginRequested). */
export const loginModalMounted = createEvent<LoginRequest>();
/** The person closed it: ×, Esc or the overlay. */
export const closeClicked = createEvent<void>();
/** The host unmounted it: after a close, or because another modal replaced it. */
export const loginModalUnmounted = createEvent<void>();

/** Between our modalOpened and modalClosed, so that the host is told about a close exactly once. */
const $isOpen = createStore(false)
  .on(loginModalMounted, () => true)
  .on(modalClosed, (isOpen, { id }) => (id === 'login' ? false : isOpen));

sample({ clock: loginModalMounted, target: loginModalOpened });
sample({ clock: loginModalMounted, fn: () => ({ id: 'login' as const }), target: modalOpened });
sample({
  clock: loginModalMounted,
  fn: ({ source }) => ({ name: 'open-popup-voiti', ...(source && { params: { source } }) }),
  target: goalReached,
});

// Closing resets every piece of login state (SPEC.md 4) and asks the host to unmount the modal.
sample({
  clock: [closeClicked, loginModalUnmounted],
  source: $isOpen,
  filter: (isOpen) => isOpen,
  fn: () => ({ id: 'login' as const }),
  target: modalClosed,
});
sample({ clock: [closeClicked, loginModalUnmounted], target: loginModalReset });
