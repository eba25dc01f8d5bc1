import type { Plan, Session } from '@kaver/shared-contracts';
import type { OfferPlan } from '../../../entities/plan';
import { isValidEmail } from '../../../shared/lib';

export type PurchaseDecision =
  | { kind: 'ignore' }
  | { kind: 'login'; plan: Plan }
  | { kind: 'email'; plan: Plan }
  | { kind: 'pay'; plan: Plan; email: string };

export interface PurchaseInput {
  session: Session;
  plans: readonly OfferPlan[];
  /** The plan the button belongs to (variants 3 and 4), else the selected one. */
  planId: string | null;
  /** An address typed into the email form during this offer. */
  enteredEmail: string | null;
  busy: boolean;
}

/**
 * What a click on a purchase button does (SPEC.md 4 'Purchase flow'): nothing while busy, for a paid
 * subscriber or without a buyable plan; login when nobody is signed in; the email form when the user has no
 * valid email; otherwise a payment.
 */
export function decidePurchase({
  session,
  plans,
  planId,
  enteredEmail,
  busy,
}: PurchaseInput): PurchaseDecision {
  if (busy || session.subscription?.isSubscriptionPaid) return { kind: 'ignore' };
  const plan = plans.find((item) => item.id === planId)?.plan;
  if (!plan) return { kind: 'ignore' };
  if (!session.user) return session.status === 'loading' ? { kind: 'ignore' } : { kind: 'login', plan };
  const email = enteredEmail ?? session.user.email ?? '';
  if (!isValidEmail(email)) return { kind: 'email', plan };
  return { kind: 'pay', plan, email: email.trim() };
}
