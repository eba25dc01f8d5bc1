import { createEvent } from 'effector';
import type { UserSubscription } from '../domain';

export type OfferVariant = 1 | 2 | 3 | 4 | 5;

export interface SubscriptionOfferRequest {
  /** Layout of the offer modal (SPEC.md 2.6); the owner picks one when absent. */
  variant?: OfferVariant;
  /** Where the request came from, for analytics and utm_content. */
  source?: string;
}

/** Owner: mf-dating-subscription (offer modal, mounted by the host's outlet). */
export const subscriptionOfferRequested = createEvent<SubscriptionOfferRequest>();
/** Owner: mf-dating-subscription. Emitted after the API has granted premium for a verified payment. */
export const subscriptionPurchased = createEvent<UserSubscription>();
/** Owner: mf-dating-subscription (cancel modal, mounted by the host's outlet). */
export const subscriptionCancelRequested = createEvent<{ source?: string }>();
/** Owner: mf-dating-subscription. Emitted after the API cancelled the renewal. */
export const subscriptionCancelled = createEvent<UserSubscription | null>();
