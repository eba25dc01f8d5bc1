// SPEC.md 7.4 on the mobile base: plans, the user's subscription status and history, adding a paid
// subscription from a checked payment, and stopping renewal.
import type { SubscriptionPurchase } from '@kaver/shared-contracts/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { planSchema, purchaseSchema, subscriptionStatusSchema } from '../http/account-schemas';
import { errorAnswers, SIGNED_IN, SITE_WRITE } from '../http/error-answers';
import { ApiError, notFound } from '../http/errors';
import { ok } from '../http/response-schemas';
import { arrayOf } from '../http/schema-parts';
import { accessTokenHeader, requireCaller } from '../http/session';
import { formatDateTime } from '../lib/dates';
import { toSnakeCase } from '../lib/snake-case';
import { applyPayment, subscriptionStatus, toPlan } from '../services/subscriptions';

/** The status and every subscription write answer the user's subscription as it is now. */
const statusAnswer = ok(subscriptionStatusSchema);

export async function subscriptionRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const tags = ['subscriptions'];

  app.get(
    '/subscriptions',
    {
      schema: {
        tags,
        summary: 'Subscription plans (shortest period first)',
        response: ok(arrayOf(planSchema)),
      },
      config: { publicSeconds: ctx.config.cache.ttlSeconds },
    },
    async () => {
      const rows = await db.selectFrom('plans').selectAll().orderBy('position').execute();
      return toSnakeCase(rows.map(toPlan));
    },
  );

  app.get(
    '/purchase/subscription/status',
    {
      schema: {
        tags,
        summary: "The user's subscription (premium = isSubscriptionPaid)",
        headers: accessTokenHeader,
        response: { ...statusAnswer, ...errorAnswers(SIGNED_IN) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request);
      return toSnakeCase(await subscriptionStatus(ctx, caller.userId));
    },
  );

  for (const [url, onlyActual] of [
    ['/purchase/subscription/history', false],
    ['/purchase/subscription/history/actual', true],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: onlyActual ? 'Paid periods that have not ended' : 'Every paid period, latest first',
          headers: accessTokenHeader,
          response: { ...ok(arrayOf(purchaseSchema)), ...errorAnswers(SIGNED_IN) },
        },
      },
      async (request) => {
        const caller = await requireCaller(ctx, request);
        let query = db
          .selectFrom('subscriptionPeriods')
          .innerJoin('userSubscriptions', 'userSubscriptions.id', 'subscriptionPeriods.subscriptionId')
          .innerJoin('plans', 'plans.id', 'subscriptionPeriods.planId')
          .select([
            'subscriptionPeriods.id',
            'subscriptionPeriods.planId',
            'subscriptionPeriods.paymentId',
            'subscriptionPeriods.startsAt',
            'subscriptionPeriods.endsAt',
            'subscriptionPeriods.price',
            'subscriptionPeriods.isRenewal',
            'plans.title',
          ])
          .where('userSubscriptions.userId', '=', caller.userId);
        if (onlyActual) query = query.where('subscriptionPeriods.endsAt', '>', ctx.clock.now());
        const rows = await query.orderBy('subscriptionPeriods.startsAt', 'desc').execute();
        const items: SubscriptionPurchase[] = rows.map((row) => ({
          id: row.id,
          subscriptionId: row.planId,
          title: row.title,
          price: row.price,
          platform: 'web',
          paymentId: row.paymentId,
          startsAt: formatDateTime('Europe/Moscow', row.startsAt),
          endsAt: formatDateTime('Europe/Moscow', row.endsAt),
          isRenewal: row.isRenewal,
        }));
        return toSnakeCase(items);
      },
    );
  }

  app.post<{ Body: { platform: 'web'; receipt_info: string } }>(
    '/purchase/subscription/add',
    {
      schema: {
        tags,
        summary:
          'Add the subscription paid by a payment (checked with YooKassa; the same payment counts once)',
        headers: accessTokenHeader,
        body: {
          type: 'object',
          properties: {
            platform: { type: 'string', enum: ['web'] },
            receipt_info: { type: 'string', minLength: 1, maxLength: 100, description: 'The payment id' },
          },
          required: ['platform', 'receipt_info'],
        },
        response: {
          ...statusAnswer,
          ...errorAnswers(SIGNED_IN, SITE_WRITE, {
            403: "payment_not_yours: another user's payment",
            404: 'payment_not_found: no payment of this API has the id, or YooKassa does not know it',
            409:
              'payment_not_succeeded: the payment is not paid (yet); payment_mismatch: its amount, plan or user ' +
              'is not what was ordered',
            502: 'provider_error: YooKassa did not answer, or answered an error',
          }),
        },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request);
      await applyPayment(ctx, request.body.receipt_info, caller.userId);
      return toSnakeCase(await subscriptionStatus(ctx, caller.userId));
    },
  );

  app.post<{ Body: { id_subscription: number; is_without_renewal: 0 | 1 } }>(
    '/purchase/subscription/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Stop renewal; the paid period runs to its end',
        headers: accessTokenHeader,
        body: {
          type: 'object',
          properties: {
            id_subscription: { type: 'integer', minimum: 1 },
            is_without_renewal: { type: 'integer', enum: [0, 1] },
          },
          required: ['id_subscription', 'is_without_renewal'],
        },
        response: {
          ...statusAnswer,
          ...errorAnswers(SIGNED_IN, SITE_WRITE, {
            404: "subscription_not_found: not a subscription of the caller's",
            409: 'subscription_not_paid: its paid period has ended',
          }),
        },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request);
      const now = ctx.clock.now();
      const row = await db
        .selectFrom('userSubscriptions')
        .selectAll()
        .where('id', '=', request.body.id_subscription)
        .where('userId', '=', caller.userId)
        .executeTakeFirst();
      if (!row) throw notFound('Subscription Not Found', 'subscription_not_found', 'id_subscription');
      if (row.currentPeriodEnd <= now) {
        throw new ApiError(409, 'subscription_not_paid', 'The subscription is not paid', 'id_subscription');
      }
      await db
        .updateTable('userSubscriptions')
        .set({ autoRenew: false, canceledAt: now })
        .where('id', '=', row.id)
        .execute();
      return toSnakeCase(await subscriptionStatus(ctx, caller.userId));
    },
  );
}
