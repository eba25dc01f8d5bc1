import { createEvent, createStore } from 'effector';

/** Ids of modals, whoever renders them. Opening any modal locks page scrolling (SPEC.md 2.7). */
export type ModalId =
  | 'login'
  | 'subscription-offer'
  | 'subscription-cancel'
  | 'onboarding'
  | 'share'
  | 'gallery'
  | (string & {});

/** Owner: host (scroll lock). Every app that opens a modal emits it, and modalClosed when it closes. */
export const modalOpened = createEvent<{ id: ModalId }>();
/** Owner: host. Also how a modal parcel mounted by the host's outlet asks to be closed. */
export const modalClosed = createEvent<{ id: ModalId }>();

/** Owner: host. Ids of the modals open right now. */
export const $openModals = createStore<readonly ModalId[]>([])
  .on(modalOpened, (ids, { id }) => (ids.includes(id) ? ids : [...ids, id]))
  .on(modalClosed, (ids, { id }) => ids.filter((open) => open !== id));
