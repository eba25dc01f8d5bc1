// One-time SMS codes (SPEC.md 5, 7.2; OWASP ASVS V2.7): 4 random digits, stored as a keyed hash, valid 10
// minutes, single use, 5 wrong tries, no new SMS within 60 s (a repeat answers as the first send did), at
// most 5 SMS per phone and a cap per client address per hour. A per-phone advisory lock serialises sends
// and checks of the same number across API replicas.
import type { SendCodeResult } from '@kaver/shared-contracts/src/domain/auth';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { badRequest, tooMany } from '../http/errors';
import { keyedHash, randomDigits, sameHash } from '../lib/crypto';
import { normalizePhone } from '../lib/phone';

const HOUR_MS = 3_600_000;

export function requirePhone(raw: string): string {
  const phone = normalizePhone(raw);
  if (!phone) throw badRequest('phone must be an 11-digit Russian number', 'phone');
  return phone;
}

function lockPhone(db: Kysely<Database>, phone: string) {
  return sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`.execute(db);
}

/** The phone's latest code row; only that one can be confirmed. */
function latestCode(db: Kysely<Database>, phone: string) {
  return db
    .selectFrom('smsCodes')
    .selectAll()
    .where('phone', '=', phone)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

const codeHash = (ctx: AppContext, phone: string, code: string) =>
  keyedHash(ctx.config.authSecret, `sms:${phone}:${code}`);

export async function sendCode(ctx: AppContext, phone: string, ip: string): Promise<SendCodeResult> {
  const { auth } = ctx.config;
  return ctx.db.transaction().execute(async (trx) => {
    await lockPhone(trx, phone);
    const now = ctx.clock.now();
    const latest = await latestCode(trx, phone);
    const sinceLast = latest ? now.getTime() - latest.createdAt.getTime() : Number.POSITIVE_INFINITY;
    const replayable = latest && latest.consumedAt === null && latest.attempts < auth.maxCodeAttempts;
    if (replayable && sinceLast < auth.resendSeconds * 1000) {
      const repeat: SendCodeResult = {
        phone,
        resendIn: Math.ceil((auth.resendSeconds * 1000 - sinceLast) / 1000),
      };
      if (auth.exposeCode && latest.securityData) repeat.securityData = latest.securityData;
      return repeat;
    }
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const [perPhone, perIp] = await Promise.all([
      trx
        .selectFrom('smsCodes')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('phone', '=', phone)
        .where('createdAt', '>', hourAgo)
        .executeTakeFirstOrThrow(),
      trx
        .selectFrom('smsCodes')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('ip', '=', ip)
        .where('createdAt', '>', hourAgo)
        .executeTakeFirstOrThrow(),
    ]);
    if (perPhone.n >= auth.smsPerPhonePerHour)
      throw tooMany('Too many codes for this phone, try later', 'too_many_sms', 'phone');
    if (perIp.n >= auth.smsPerIpPerHour)
      throw tooMany('Too many codes from this address, try later', 'too_many_sms');

    const code = randomDigits(4);
    await trx
      .insertInto('smsCodes')
      .values({
        phone,
        codeHash: codeHash(ctx, phone, code),
        securityData: auth.exposeCode ? code : null,
        ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + auth.codeTtlSeconds * 1000),
        consumedAt: null,
      })
      .execute();
    // Sent inside the transaction: if the gateway fails, the code row is rolled back with it.
    await ctx.sms.send(phone, `Kaver: код для входа ${code}. Никому его не сообщайте.`);
    const result: SendCodeResult = { phone, resendIn: auth.resendSeconds };
    if (auth.exposeCode) result.securityData = code;
    return result;
  });
}

export type CodeCheck = 'ok' | 'expired' | 'wrong' | 'too_many_attempts';

/**
 * Checks the latest code of the phone. A wrong try is counted and committed before the caller reports it;
 * a right one is consumed and `onSuccess` runs in the same transaction.
 */
export async function checkCode<T>(
  ctx: AppContext,
  phone: string,
  code: string,
  onSuccess: (trx: Kysely<Database>) => Promise<T>,
): Promise<{ status: Exclude<CodeCheck, 'ok'>; attemptsLeft: number } | { status: 'ok'; value: T }> {
  const { maxCodeAttempts } = ctx.config.auth;
  return ctx.db.transaction().execute(async (trx) => {
    await lockPhone(trx, phone);
    const now = ctx.clock.now();
    const latest = await latestCode(trx, phone);
    if (!latest || latest.consumedAt !== null || latest.expiresAt <= now) {
      return { status: 'expired' as const, attemptsLeft: 0 };
    }
    if (latest.attempts >= maxCodeAttempts) return { status: 'too_many_attempts' as const, attemptsLeft: 0 };
    if (!sameHash(latest.codeHash, codeHash(ctx, phone, code))) {
      await trx
        .updateTable('smsCodes')
        .set({ attempts: latest.attempts + 1 })
        .where('id', '=', latest.id)
        .execute();
      return { status: 'wrong' as const, attemptsLeft: maxCodeAttempts - latest.attempts - 1 };
    }
    await trx
      .updateTable('smsCodes')
      .set({ consumedAt: now, securityData: null })
      .where('id', '=', latest.id)
      .execute();
    return { status: 'ok' as const, value: await onSuccess(trx) };
  });
}
