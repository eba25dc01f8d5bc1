import {
  cityChanged,
  goalReached,
  loginCompleted,
  loginRequested,
  logoutRequested,
  modalClosed,
  modalOpened,
  navigationRequested,
  onboardingCompleted,
  onboardingRequested,
  pageErrorRaised,
  pageMetaChanged,
  sessionExpired,
  sessionRefreshRequested,
  subscriptionCancelled,
  subscriptionCancelRequested,
  subscriptionOfferRequested,
  subscriptionPurchased,
  tokensReceived,
} from '@kaver/shared-contracts';
import { createStore, type EventCallable } from 'effector';

export interface BusLogEntry {
  id: number;
  unit: string;
  payload: string;
}

/** What the remote asked of its host, shown to QA: the harness plays host but answers nothing itself. */
const watched: Record<string, EventCallable<never>> = {
  navigationRequested,
  pageMetaChanged,
  pageErrorRaised,
  goalReached,
  loginRequested,
  tokensReceived,
  loginCompleted,
  logoutRequested,
  sessionExpired,
  sessionRefreshRequested,
  cityChanged,
  subscriptionOfferRequested,
  subscriptionPurchased,
  subscriptionCancelRequested,
  subscriptionCancelled,
  onboardingRequested,
  onboardingCompleted,
  modalOpened,
  modalClosed,
} as unknown as Record<string, EventCallable<never>>;

let next = 0;
export const $busLog = createStore<BusLogEntry[]>([]);

for (const [unit, event] of Object.entries(watched)) {
  $busLog.on(event, (log, payload: unknown) => [
    {
      id: ++next,
      unit,
      payload: JSON.stringify(payload ?? null, (key, value) =>
        key === 'accessToken' || key === 'refreshToken' ? '***' : value,
      ),
    },
    ...log.slice(0, 49),
  ]);
}
