import {
  loginRequested,
  type ModalId,
  modalClosed,
  onboardingRequested,
  type RemoteModuleId,
  subscriptionCancelRequested,
  subscriptionOfferRequested,
} from '@kaver/shared-contracts';
import { createEvent, createStore } from 'effector';

/** Modals that cannot be dismissed (SPEC.md 2.8: onboarding's close button is disabled). */
export const UNCLOSABLE = new Set<ModalId>(['onboarding']);

/** The visitor went to another page: a link, Back or Forward (not a page replacing its own address). */
export const pageLeft = createEvent();

export type ActiveModal = RemoteModuleId & { id: ModalId; request: object; key: number };

let opened = 0;
const open = (id: ModalId, target: RemoteModuleId, request: object): ActiveModal =>
  ({ id, ...target, request, key: ++opened }) as ActiveModal;

/**
 * The modal the host's outlet shows: a remote's modal parcel, loaded only when its contract event first fires.
 * A new request replaces the current modal (login -> subscription offer after a successful login).
 */
export const $activeModal = createStore<ActiveModal | null>(null, { serialize: 'ignore' })
  .on(loginRequested, (_, request) => open('login', { remote: 'mf_auth', expose: './login-modal' }, request))
  .on(subscriptionOfferRequested, (_, request) =>
    open(
      'subscription-offer',
      { remote: 'mf_dating_subscription', expose: './subscription-offer-modal' },
      request,
    ),
  )
  .on(subscriptionCancelRequested, (_, request) =>
    open(
      'subscription-cancel',
      { remote: 'mf_dating_subscription', expose: './subscription-cancel-modal' },
      request,
    ),
  )
  .on(onboardingRequested, (_, request) =>
    open('onboarding', { remote: 'mf_onboarding', expose: './onboarding-modal' }, request),
  )
  .on(modalClosed, (active, { id }) => (active?.id === id ? null : active))
  // A modal the visitor may dismiss goes with the page it was over (Android's Back closes it); onboarding stays.
  // A remote's modal, unmounted, says modalClosed itself, as when another modal replaces it; a login still in the
  // host's loading frame is given up by the outlet (use-login-gone-unmounted).
  .on(pageLeft, (active) => (active && UNCLOSABLE.has(active.id) ? active : null));
