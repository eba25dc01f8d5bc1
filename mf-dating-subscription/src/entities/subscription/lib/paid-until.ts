import type { UserSubscription } from '@kaver/shared-contracts';
import { formatDate, parseDateTime } from '@kaver/shared-contracts/time';

/** An API local time ('21.12.2026 12:00') as '21 декабря 2026' (SPEC.md 9), or null when it is not one. */
export function apiDateText(value: string | null | undefined): string | null {
  const date = value ? parseDateTime(value) : null;
  return date ? formatDate(date) : null;
}

/** The end of the paid period as '21 декабря 2026' (SPEC.md 9), or null when unknown. */
export function paidUntilText(subscription: Pick<UserSubscription, 'paidUntil'> | null): string | null {
  return apiDateText(subscription?.paidUntil);
}
