// One-time SMS codes (SPEC.md 5, 7.2; OWASP ASVS V2.7): 4 random digits, stored as a keyed hash, valid 10
// minutes, single use, 5 wrong tries, no new SMS within 60 s (a repeat answers as the first send did), at
// most 5 SMS per phone and a cap per client address per hour, and at most SMS_WRONG_CODES_PER_DAY wrong codes
// per phone in 24 hours: then the phone is locked (429 phone_locked, no SMS, no check) until enough of them have
// aged out, so a guesser gets about 10 tries a day at 1 in 10 000. A per-phone advisory lock serialises sends
// and checks of the same number across API replicas. Every refusal that passes with time says when
// (ApiError.retryAfter: the Retry-After header and `retry_after`).
import type { SendCodeResult } from '@kaver/shared-contracts/domain';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { ApiError, badRequest, tooMany } from '../http/errors';
import { keyedHash, randomDigits, sameHash } from '../lib/crypto';
import { normalizePhone } from '../lib/phone';

const HOUR_MS = 3_600_000;
/** The window of the wrong-code cap; code rows are kept this long (jobs/retention.ts). */
export const WRONG_CODE_WINDOW_MS = 24 * HOUR_MS;

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

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/**
 * Seconds until one more SMS fits under an hourly cap of `limit` codes matching `column = value`, or 0 when
 * one fits now. The wait ends when enough of the hour's codes have aged out of the window.
 */
async function hourlyCapWait(
  db: Kysely<Database>,
  column: 'phone' | 'ip',
  value: string,
  limit: number,
  now: Date,
): Promise<number> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const { n } = await db
    .selectFrom('smsCodes')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(column, '=', value)
    .where('createdAt', '>', hourAgo)
    .executeTakeFirstOrThrow();
  if (n < limit) return 0;
  // With a cap of 0 nothing is ever sent; say an hour.
  if (limit === 0) return HOUR_MS / 1000;
  const freeing = await db
    .selectFrom('smsCodes')
    .select('createdAt')
    .where(column, '=', value)
    .where('createdAt', '>', hourAgo)
    .orderBy('createdAt')
    .offset(n - limit)
    .limit(1)
    .executeTakeFirstOrThrow();
  return secondsUntil(freeing.createdAt.getTime() + HOUR_MS, now);
}

/**
 * Seconds until the phone's wrong codes of the last 24 hours drop below the daily cap, or 0 when they are below
 * it. Wrong tries are counted on the code rows (`attempts`), which age out with the day they were sent in.
 */
async function lockedFor(ctx: AppContext, db: Kysely<Database>, phone: string, now: Date): Promise<number> {
  const cap = ctx.config.auth.wrongCodesPerDay;
  const rows = await db
    .selectFrom('smsCodes')
    .select(['createdAt', 'attempts'])
    .where('phone', '=', phone)
    .where('createdAt', '>', new Date(now.getTime() - WRONG_CODE_WINDOW_MS))
    .where('attempts', '>', 0)
    .orderBy('createdAt')
    .execute();
  let wrong = rows.reduce((sum, row) => sum + row.attempts, 0);
  if (wrong < cap) return 0;
  // The oldest rows age out first: the lock ends when the ones left hold fewer than the cap.
  for (const row of rows) {
    wrong -= row.attempts;
    if (wrong < cap) return secondsUntil(row.createdAt.getTime() + WRONG_CODE_WINDOW_MS, now);
  }
  return WRONG_CODE_WINDOW_MS / 1000;
}

export const phoneLocked = (seconds: number) =>
  tooMany(
    'Too many wrong codes for this phone today: sign-in by this phone is locked for a while',
    'phone_locked',
    'phone',
    seconds,
  );

/** Seconds until this phone (from this address) may be sent a new code, or 0. */
async function sendWait(ctx: AppContext, db: Kysely<Database>, phone: string, ip: string | null, now: Date) {
  const { auth } = ctx.config;
  const [perPhone, perIp] = await Promise.all([
    hourlyCapWait(db, 'phone', phone, auth.smsPerPhonePerHour, now),
    ip === null ? 0 : hourlyCapWait(db, 'ip', ip, auth.smsPerIpPerHour, now),
  ]);
  return { perPhone, perIp };
}

export async function sendCode(ctx: AppContext, phone: string, ip: string): Promise<SendCodeResult> {
  const { auth } = ctx.config;
  const code = randomDigits(4);
  type Outcome = { repeat: SendCodeResult } | { id: number };
  const sent = await ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
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
      return { repeat };
    }
    const locked = await lockedFor(ctx, trx, phone, now);
    if (locked > 0) throw phoneLocked(locked);
    const wait = await sendWait(ctx, trx, phone, ip, now);
    if (wait.perPhone > 0) {
      throw tooMany('Too many codes for this phone, try later', 'too_many_sms', 'phone', wait.perPhone);
    }
    if (wait.perIp > 0) {
      throw tooMany('Too many codes from this address, try later', 'too_many_sms', undefined, wait.perIp);
    }
    const row = await trx
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
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  });
  if ('repeat' in sent) return sent.repeat;

  // Sent after the commit: the database is not held while the gateway answers. A code the gateway did not
  // take is removed again, so it neither counts against the caps nor can be confirmed.
  try {
    await ctx.sms.send(phone, `Kaver: код для входа ${code}. Никому его не сообщайте.`);
  } catch (error) {
    await ctx.db.deleteFrom('smsCodes').where('id', '=', sent.id).execute();
    const detail = error instanceof Error ? error.message : String(error);
    throw new ApiError(
      424,
      'sms_not_sent',
      `The SMS could not be sent (${detail})`,
      'phone',
      auth.resendSeconds,
    );
  }
  const result: SendCodeResult = { phone, resendIn: auth.resendSeconds };
  if (auth.exposeCode) result.securityData = code;
  return result;
}

export type CodeCheck = 'ok' | 'expired' | 'wrong' | 'too_many_attempts';

export type CodeCheckResult<T> =
  | { status: 'wrong'; attemptsLeft: number }
  | { status: 'expired' }
  | { status: 'too_many_attempts'; retryAfter: number }
  /** The phone's wrong codes of the day reached the cap: no code is checked until `retryAfter` seconds pass. */
  | { status: 'locked'; retryAfter: number }
  | { status: 'ok'; value: T };

/**
 * Checks the latest code of the phone. A wrong try is counted and committed before the caller reports it;
 * a right one is consumed and `onSuccess` runs in the same transaction. After too many wrong tries the
 * answer says when a new code may be sent (0: now).
 */
export async function checkCode<T>(
  ctx: AppContext,
  phone: string,
  code: string,
  onSuccess: (trx: Kysely<Database>) => Promise<T>,
): Promise<CodeCheckResult<T>> {
  const { maxCodeAttempts, resendSeconds } = ctx.config.auth;
  return ctx.db.transaction().execute(async (trx): Promise<CodeCheckResult<T>> => {
    await lockPhone(trx, phone);
    const now = ctx.clock.now();
    const locked = await lockedFor(ctx, trx, phone, now);
    if (locked > 0) return { status: 'locked', retryAfter: locked };
    const latest = await latestCode(trx, phone);
    if (!latest || latest.consumedAt !== null || latest.expiresAt <= now) return { status: 'expired' };
    if (latest.attempts >= maxCodeAttempts) {
      const resendAt = latest.createdAt.getTime() + resendSeconds * 1000;
      const { perPhone } = await sendWait(ctx, trx, phone, null, now);
      const resend = resendAt > now.getTime() ? secondsUntil(resendAt, now) : 0;
      return { status: 'too_many_attempts', retryAfter: Math.max(resend, perPhone) };
    }
    if (!sameHash(latest.codeHash, codeHash(ctx, phone, code))) {
      await trx
        .updateTable('smsCodes')
        .set({ attempts: latest.attempts + 1 })
        .where('id', '=', latest.id)
        .execute();
      // The try that reaches the day's cap says so at once, with how long the lock lasts.
      const nowLocked = await lockedFor(ctx, trx, phone, now);
      if (nowLocked > 0) return { status: 'locked', retryAfter: nowLocked };
      return { status: 'wrong', attemptsLeft: maxCodeAttempts - latest.attempts - 1 };
    }
    await trx
      .updateTable('smsCodes')
      .set({ consumedAt: now, securityData: null })
      .where('id', '=', latest.id)
      .execute();
    return { status: 'ok', value: await onSuccess(trx) };
  });
}
