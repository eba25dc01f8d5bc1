// Renewal: when a paid period has ended and the user did not unsubscribe, charge the saved payment method
// (YooKassa recurring payment) and add the next period. The Idempotence-Key is derived from the period, so
// however often the loop runs, one period is charged once. Declined charges stop auto-renewal.
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { amountOf, applyPayment } from '../services/subscriptions';
import { every } from './every';

export async function runRenewals(ctx: AppContext): Promise<{ charged: number; failed: number }> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const due = await db
    .selectFrom('userSubscriptions')
    .innerJoin('plans', 'plans.id', 'userSubscriptions.planId')
    .selectAll('userSubscriptions')
    .select(['plans.title', 'plans.price'])
    .where('autoRenew', '=', true)
    .where('paymentMethodId', 'is not', null)
    .where('currentPeriodEnd', '<=', now)
    .execute();
  let charged = 0;
  let failed = 0;
  for (const subscription of due) {
    const plan = { id: subscription.planId, price: subscription.price };
    const remote = await ctx.payments.createPayment(
      {
        amount: { value: amountOf(plan), currency: 'RUB' },
        capture: true,
        payment_method_id: subscription.paymentMethodId!,
        description: `renewal;${plan.id};${subscription.id}`,
        metadata: {
          subscription_id: plan.id,
          subscription_title: subscription.title,
          user_id: String(subscription.userId),
          renewal_of: subscription.currentPeriodEnd.toISOString(),
        },
      },
      `renewal-${subscription.id}-${subscription.currentPeriodEnd.getTime()}`,
    );
    await db
      .insertInto('payments')
      .values({
        id: remote.id,
        userId: subscription.userId,
        planId: plan.id,
        kind: 'renewal',
        amount: remote.amount.value,
        status: remote.status,
        email: null,
        subscriptionId: subscription.id,
        paymentMethodId: subscription.paymentMethodId,
        appliedAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    if (remote.status === 'canceled') {
      failed += 1;
      await db
        .updateTable('userSubscriptions')
        .set({ autoRenew: false })
        .where('id', '=', subscription.id)
        .execute();
      await db.updateTable('payments').set({ status: 'canceled' }).where('id', '=', remote.id).execute();
    } else if (remote.status === 'succeeded') {
      try {
        await applyPayment(ctx, remote.id, null);
        charged += 1;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        failed += 1;
      }
    }
    // 'pending': the next run (same key, same payment) or the provider's notification finishes it.
  }
  return { charged, failed };
}

/** Runs renewals every `intervalMs` until stopped; errors are logged and the loop goes on. */
export function startRenewalLoop(ctx: AppContext, log: (error: unknown) => void): () => void {
  return every(ctx.config.renewal.intervalMs, () => runRenewals(ctx), log);
}
