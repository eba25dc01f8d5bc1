import type { SubscriptionPurchase } from '@kaver/shared-contracts';
import { apiDateText } from './paid-until';

/** A paid period as '28 ноября 2026 — 28 декабря 2026' (SPEC.md 9); a date the API wrote otherwise stays as is. */
export function periodText({ startsAt, endsAt }: Pick<SubscriptionPurchase, 'startsAt' | 'endsAt'>): string {
  return `${apiDateText(startsAt) ?? startsAt} — ${apiDateText(endsAt) ?? endsAt}`;
}
