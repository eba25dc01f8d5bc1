// /api/payments (SPEC.md 7.4): create a YooKassa payment for a plan and check it; the provider's
// notifications land here too, and are trusted only after re-fetching the payment from YooKassa.
import { createHash, randomUUID } from 'node:crypto';
import type { Payment } from '@kaver/shared-contracts/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { paymentSchema } from '../http/account-schemas';
import { type ErrorCodes, errorAnswers, SIGNED_IN, SITE_WRITE } from '../http/error-answers';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/errors';
import { emailSchema } from '../http/profile-fields';
import { created, ok } from '../http/response-schemas';
import { boolean, object } from '../http/schema-parts';
import { accessTokenHeader, requireCaller } from '../http/session';
import { createAllowlist } from '../lib/ip-allowlist';
import { toSnakeCase } from '../lib/snake-case';
import {
  amountOf,
  applyPayment,
  applyTakenPayments,
  findPlan,
  subscriptionStatus,
} from '../services/subscriptions';
import type { ProviderPayment } from '../services/yookassa';

interface CreateBody {
  amount: string;
  description: string;
  metadata: { subscription_id: string; subscription_title: string; email: string };
}

function toPayment(remote: ProviderPayment): Payment {
  const metadata = remote.metadata ?? {};
  return {
    id: remote.id,
    status: remote.status,
    paid: remote.paid,
    amount: { value: remote.amount.value, currency: 'RUB' },
    description: remote.description ?? '',
    metadata: {
      subscriptionId: metadata.subscription_id ?? '',
      subscriptionTitle: metadata.subscription_title ?? '',
      email: metadata.email ?? '',
    },
    confirmation:
      remote.status === 'pending' && remote.confirmation?.confirmation_token
        ? { type: 'embedded', confirmationToken: remote.confirmation.confirmation_token }
        : null,
    cancellationDetails: remote.cancellation_details ?? null,
    createdAt: remote.created_at,
  };
}

const PLAN_ID_MAX = 64;
/**
 * `website;{plan id};{email}` with the longest plan id and address taken: any address the API accepts can pay.
 * What reaches YooKassa is cut to its own limit (services/payment-description.ts).
 */
const DESCRIPTION_MAX = 'website;'.length + PLAN_ID_MAX + ';'.length + emailSchema.maxLength;

const PROVIDER_FAILED: ErrorCodes = { 502: 'provider_error: YooKassa did not answer, or answered an error' };

export async function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const tags = ['payments'];
  const allowed = createAllowlist(ctx.config.yookassa.notifyAllowlist);

  app.post<{ Body: CreateBody; Headers: { 'idempotence-key'?: string } }>(
    '/',
    {
      schema: {
        tags,
        summary:
          'Create a payment for a plan; confirmation.confirmation_token goes to the YooKassa widget. Refused ' +
          '(409 already_subscribed) while a paid subscription has not ended',
        headers: {
          type: 'object',
          properties: {
            ...accessTokenHeader.properties,
            'idempotence-key': {
              type: 'string',
              maxLength: 64,
              description:
                'Repeat a create without a second payment: a repeat answers the first payment; the same key ' +
                'for another request is 409 idempotence_key_reused',
            },
          },
        },
        body: {
          type: 'object',
          properties: {
            amount: { type: 'string', pattern: '^\\d{1,7}(\\.\\d{1,2})?$' },
            description: {
              type: 'string',
              maxLength: DESCRIPTION_MAX,
              description:
                "website;{plan id};{email}; sent to YooKassa cut to its 128 characters, ending in '…'",
            },
            metadata: {
              type: 'object',
              properties: {
                subscription_id: { type: 'string', maxLength: PLAN_ID_MAX },
                subscription_title: { type: 'string', maxLength: 100 },
                email: emailSchema,
              },
              required: ['subscription_id', 'subscription_title', 'email'],
            },
          },
          required: ['amount', 'description', 'metadata'],
        },
        response: {
          ...created(paymentSchema),
          ...errorAnswers(
            SIGNED_IN,
            SITE_WRITE,
            {
              404: 'payment_not_found: a repeat whose payment YooKassa no longer knows',
              409:
                'already_subscribed: the caller has a paid subscription that has not ended (SPEC.md 4: a paid ' +
                'subscriber cannot pick a plan; a new one can be bought once it ends); ' +
                'idempotence_key_reused: the Idempotence-Key of another payment request',
            },
            PROVIDER_FAILED,
          ),
        },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(ctx, request);
      const { amount, description, metadata } = request.body;
      const plan = await findPlan(db, metadata.subscription_id);
      if (!plan) throw badRequest('Unknown plan', 'metadata.subscription_id');
      if (Number(amount) !== plan.price)
        throw badRequest(`amount must be ${amountOf(plan)} for this plan`, 'amount');
      const email = metadata.email.toLowerCase();
      if (description !== `website;${plan.id};${metadata.email}`) {
        throw badRequest('description must be website;{plan id};{email}', 'description');
      }
      // Premium is the API's to decide (ARCHITECTURE.md 6): the status GET /purchase/subscription/status answers,
      // once a payment YooKassa took but nobody applied yet counts. A paid period that has not ended is refused
      // before anything reaches YooKassa, a repeat of an earlier create too: its payment, if still waiting, would
      // add a second period once paid.
      await applyTakenPayments(ctx, caller.userId);
      const current = await subscriptionStatus(ctx, caller.userId);
      if (current.isSubscriptionPaid) {
        throw conflict(
          `The subscription is already paid until ${current.paidUntil}: a new plan can be bought once it ends`,
          'already_subscribed',
        );
      }
      const clientKey = request.headers['idempotence-key'];
      const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
      const idempotenceKey = clientKey ? sha256(`${caller.userId}:${clientKey}`) : null;
      const requestHash = sha256(JSON.stringify([plan.id, amountOf(plan), description, email]));
      if (idempotenceKey) {
        const earlier = await db
          .selectFrom('payments')
          .select(['id', 'requestHash'])
          .where('idempotenceKey', '=', idempotenceKey)
          .executeTakeFirst();
        if (earlier && earlier.requestHash !== requestHash) {
          throw conflict(
            'This Idempotence-Key was used for another payment request',
            'idempotence_key_reused',
            'idempotence-key',
          );
        }
        if (earlier) {
          // A repeat: the payment the first request created, as the provider reports it now.
          const remote = await ctx.payments.getPayment(earlier.id);
          if (!remote) throw notFound('Payment Not Found at the provider', 'payment_not_found');
          return reply.status(201).send(toSnakeCase(toPayment(remote)));
        }
      }
      const remote = await ctx.payments.createPayment(
        {
          amount: { value: amountOf(plan), currency: 'RUB' },
          capture: true,
          confirmation: { type: 'embedded' },
          save_payment_method: true,
          description,
          metadata: {
            subscription_id: plan.id,
            subscription_title: plan.title,
            email,
            user_id: String(caller.userId),
          },
        },
        idempotenceKey?.slice(0, 64) ?? randomUUID(),
      );
      const now = ctx.clock.now();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('payments')
          .values({
            id: remote.id,
            userId: caller.userId,
            planId: plan.id,
            kind: 'initial',
            amount: amountOf(plan),
            status: remote.status,
            email,
            subscriptionId: null,
            paymentMethodId: null,
            appliedAt: null,
            createdAt: now,
            updatedAt: now,
            idempotenceKey,
            requestHash,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        await trx
          .updateTable('users')
          .set({ email })
          .where('id', '=', caller.userId)
          .where('email', 'is', null)
          .execute();
      });
      return reply.status(201).send(toSnakeCase(toPayment(remote)));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Check a payment (fetched from YooKassa)',
        params: {
          type: 'object',
          properties: { id: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' } },
          required: ['id'],
        },
        headers: accessTokenHeader,
        response: {
          ...ok(paymentSchema),
          ...errorAnswers(
            SIGNED_IN,
            { 404: "payment_not_found: not a payment of the caller's, or one YooKassa does not know" },
            PROVIDER_FAILED,
          ),
        },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request);
      const local = await db
        .selectFrom('payments')
        .select('id')
        .where('id', '=', request.params.id)
        .where('userId', '=', caller.userId)
        .executeTakeFirst();
      if (!local) throw notFound('Payment Not Found', 'payment_not_found', 'id');
      const remote = await ctx.payments.getPayment(local.id);
      if (!remote) throw notFound('Payment Not Found at the provider', 'payment_not_found', 'id');
      await db
        .updateTable('payments')
        .set({ status: remote.status, updatedAt: ctx.clock.now() })
        .where('id', '=', local.id)
        .execute();
      return toSnakeCase(toPayment(remote));
    },
  );

  app.post<{ Body: { event: string; object: { id: string } } }>(
    '/notifications',
    {
      schema: {
        tags,
        summary:
          "YooKassa's notification URL: sender IP checked, the payment re-fetched, nothing in the body trusted",
        body: {
          type: 'object',
          properties: {
            type: { type: 'string' },
            event: { type: 'string', maxLength: 64 },
            object: {
              type: 'object',
              properties: { id: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' } },
              required: ['id'],
            },
          },
          required: ['event', 'object'],
        },
        response: {
          ...ok(object({ ok: boolean, ignored: { ...boolean, description: 'Not a payment of this API' } })),
          ...errorAnswers(
            { 403: 'sender_not_allowed: the sender is not a YooKassa address (YOOKASSA_NOTIFY_ALLOWLIST)' },
            PROVIDER_FAILED,
          ),
        },
      },
    },
    async (request) => {
      if (!allowed(request.ip)) throw forbidden('Sender is not allowed', 'sender_not_allowed');
      const id = request.body.object.id;
      const local = await db
        .selectFrom('payments')
        .select(['id', 'kind', 'subscriptionId'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!local) return { ok: true, ignored: true };
      try {
        await applyPayment(ctx, id, null);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        request.log.warn({ paymentId: id, code: error.code }, 'payment notification not applied');
      }
      return { ok: true };
    },
  );
}
