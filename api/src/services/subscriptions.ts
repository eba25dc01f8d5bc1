// Subscription periods: a succeeded payment that the API has fetched and checked itself adds one billing
// period, once (the payment id is unique among periods); the status is derived from the periods only.
import type { Plan, UserSubscription } from '@kaver/shared-contracts/domain';
import { formatDate, inTimeZone } from '@kaver/shared-contracts/time';
import type { Selectable } from 'kysely';
import type { AppContext } from '../context';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { ApiError, forbidden, notFound } from '../http/errors';
import { formatDateTime } from '../lib/dates';
import type { ProviderPayment } from './yookassa';

type PlanRow = Selectable<Database['plans']>;

const PRICE_LABELS = { week: '₽ / неделя', month: '₽ / месяц', year: '₽ / год' } as const;

export function toPlan(row: PlanRow): Plan {
  return {
    subscriptionId: row.id,
    title: row.title,
    billingPeriod: row.billingPeriod,
    price: row.price,
    currency: 'RUB',
    priceLabel: PRICE_LABELS[row.billingPeriod],
  };
}

export const amountOf = (plan: { price: number }) => plan.price.toFixed(2);

export function periodEnd(start: Date, period: PlanRow['billingPeriod']): Date {
  const end = new Date(start);
  if (period === 'week') end.setUTCDate(end.getUTCDate() + 7);
  if (period === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  if (period === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

export async function findPlan(db: Db, id: string): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function subscriptionStatus(ctx: AppContext, userId: number): Promise<UserSubscription> {
  const row = await ctx.db
    .selectFrom('userSubscriptions')
    .innerJoin('plans', 'plans.id', 'userSubscriptions.planId')
    .select([
      'userSubscriptions.id',
      'userSubscriptions.planId',
      'userSubscriptions.autoRenew',
      'userSubscriptions.currentPeriodEnd',
      'plans.title',
    ])
    .where('userSubscriptions.userId', '=', userId)
    .executeTakeFirst();
  if (!row) {
    return {
      idSubscription: null,
      isSubscriptionPaid: false,
      subscriptionStatusText: '',
      subscriptionId: null,
      paidUntil: null,
      autoRenew: false,
    };
  }
  const paid = row.currentPeriodEnd > ctx.clock.now();
  const until = formatDateTime('Europe/Moscow', row.currentPeriodEnd);
  // A date a person reads, as SPEC.md 9 shows dates: '28 декабря 2026' (paid_until keeps the API's DD.MM.YYYY HH:mm).
  const untilShown = formatDate(inTimeZone(row.currentPeriodEnd, 'Europe/Moscow'));
  const text = paid
    ? `${row.title} до ${untilShown}${row.autoRenew ? ', продлится автоматически' : ', без продления'}`
    : `${row.title}: срок истёк ${untilShown}`;
  return {
    idSubscription: row.id,
    isSubscriptionPaid: paid,
    subscriptionStatusText: text,
    subscriptionId: row.planId,
    paidUntil: until,
    autoRenew: paid && row.autoRenew,
  };
}

/** Why a provider payment does not pay for the plan, or null when it does. */
function mismatch(
  remote: ProviderPayment,
  plan: PlanRow,
  userId: number | null,
): { field: string; reason: string } | null {
  if (remote.amount.value !== amountOf(plan) || remote.amount.currency !== 'RUB') {
    return {
      field: 'amount',
      reason: `amount ${remote.amount.value} ${remote.amount.currency} is not the plan's price`,
    };
  }
  if (remote.metadata?.subscription_id !== plan.id)
    return { field: 'metadata', reason: 'the payment is for another plan' };
  if (userId === null || remote.metadata?.user_id !== String(userId)) {
    return { field: 'metadata', reason: 'the payment is for another user' };
  }
  return null;
}

/** How long after its creation a payment is asked about again before a new one (YooKassa keeps it open for hours). */
const OPEN_PAYMENT_MS = 24 * 60 * 60 * 1000;

/**
 * The user's payments of the last day that the API has not applied, asked of YooKassa again: one that succeeded (its
 * notification late, the site's check after the widget lost) is applied now. Run before a new payment is created,
 * so that money already taken shows as the paid period that refuses a second charge. A payment still waiting or
 * canceled is left as it is; YooKassa failing fails the new payment too (it could not be created either).
 */
export async function applyTakenPayments(ctx: AppContext, userId: number): Promise<void> {
  const since = new Date(ctx.clock.now().getTime() - OPEN_PAYMENT_MS);
  const open = await ctx.db
    .selectFrom('payments')
    .select('id')
    .where('userId', '=', userId)
    .where('kind', '=', 'initial')
    .where('appliedAt', 'is', null)
    .where('status', '!=', 'canceled')
    .where('createdAt', '>', since)
    .orderBy('createdAt', 'desc')
    .limit(5)
    .execute();
  for (const { id } of open) {
    try {
      await applyPayment(ctx, id, userId);
    } catch (error) {
      // Not paid (yet), not at YooKassa any more, or not matching its plan: nothing to apply.
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
    }
  }
}

/**
 * Fetches the payment from the provider, records its status and, when it succeeded for the plan's amount,
 * currency and metadata, adds the paid period. Safe to call any number of times, from any path (the add
 * call, the provider's notification, the renewal job).
 */
export async function applyPayment(ctx: AppContext, paymentId: string, callerId: number | null) {
  const { db } = ctx;
  const local = await db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  if (!local) throw notFound('Payment Not Found', 'payment_not_found', 'receipt_info');
  if (callerId !== null && local.userId !== callerId)
    throw forbidden('The payment belongs to another user', 'payment_not_yours');
  if (local.appliedAt) return { applied: false };

  const remote = await ctx.payments.getPayment(paymentId);
  if (!remote) throw notFound('Payment Not Found at the provider', 'payment_not_found', 'receipt_info');
  const now = ctx.clock.now();
  await db
    .updateTable('payments')
    .set({ status: remote.status, updatedAt: now })
    .where('id', '=', paymentId)
    .execute();
  if (remote.status !== 'succeeded' || !remote.paid) {
    throw new ApiError(409, 'payment_not_succeeded', `The payment is ${remote.status}`, 'receipt_info');
  }
  const plan = await findPlan(db, local.planId);
  const wrong = plan ? mismatch(remote, plan, local.userId) : { field: 'metadata', reason: 'unknown plan' };
  if (!plan || wrong)
    throw new ApiError(409, 'payment_mismatch', `The payment does not match: ${wrong?.reason}`, wrong?.field);

  return db.transaction().execute(async (trx) => {
    // Locks the payment row: of two concurrent applies, the second sees appliedAt and stops.
    const fresh = await trx
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (fresh.appliedAt || fresh.userId === null) return { applied: false };
    const userId = fresh.userId;
    const current = await trx
      .selectFrom('userSubscriptions')
      .selectAll()
      .where('userId', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    const start = current && current.currentPeriodEnd > now ? current.currentPeriodEnd : now;
    const end = periodEnd(start, plan.billingPeriod);
    const methodId = remote.payment_method?.saved
      ? remote.payment_method.id
      : (current?.paymentMethodId ?? null);
    const subscription = current
      ? await trx
          .updateTable('userSubscriptions')
          .set({
            planId: plan.id,
            currentPeriodEnd: end,
            autoRenew: true,
            paymentMethodId: methodId,
            canceledAt: null,
          })
          .where('id', '=', current.id)
          .returning('id')
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('userSubscriptions')
          .values({
            userId,
            planId: plan.id,
            autoRenew: true,
            paymentMethodId: methodId,
            currentPeriodEnd: end,
            createdAt: now,
            canceledAt: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
    await trx
      .insertInto('subscriptionPeriods')
      .values({
        subscriptionId: subscription.id,
        planId: plan.id,
        paymentId,
        startsAt: start,
        endsAt: end,
        price: plan.price,
        isRenewal: fresh.kind === 'renewal',
      })
      .execute();
    await trx
      .updateTable('payments')
      .set({
        appliedAt: now,
        subscriptionId: subscription.id,
        paymentMethodId: methodId,
        status: remote.status,
        updatedAt: now,
      })
      .where('id', '=', paymentId)
      .execute();
    return { applied: true };
  });
}
