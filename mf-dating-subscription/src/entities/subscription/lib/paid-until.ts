import type { UserSubscription } from '@kaver/shared-contracts';
import { formatDate, parseDateTime } from '@kaver/shared-contracts/time';

/** The end of the paid period as '21 декабря 2026' (SPEC.md 9), or null when unknown. */
export function paidUntilText(subscription: Pick<UserSubscription, 'paidUntil'> | null): string | null {
  const date = subscription?.paidUntil ? parseDateTime(subscription.paidUntil) : null;
  return date ? formatDate(date) : null;
}
