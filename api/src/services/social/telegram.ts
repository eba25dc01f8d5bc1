// Telegram Login Widget check (core.telegram.org/widgets/login): HMAC-SHA256 of the sorted 'key=value' lines
// with SHA256(bot token) as the key, compared in constant time, and a fresh auth_date. The payload is a bearer
// proof anyone who saw it could send again: the route takes each one once (singleUse), and the sign-in counts
// from auth_date, so an old payload is never the fresh sign-in account deletion asks for.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError, badRequest, unauthorized } from '../../http/errors';
import { reasonOf } from '../../http/validation-reasons';
import { positiveIntegerDigits, type VerifiedIdentity } from './identity';

/** The widget's signature: HMAC-SHA256 in lower-case hex. */
const HASH = /^[0-9a-f]{64}$/;

/**
 * A positive whole number of the payload (the user's id, auth_date): a JSON number, as the widget sends it, or
 * its decimal digits. Anything else is a malformed payload, however it is signed.
 */
function positiveInteger(data: Record<string, unknown>, key: string): number {
  const value = data[key];
  const digits = positiveIntegerDigits(value);
  if (digits === null) {
    throw badRequest(
      `data.${key} ${value === undefined ? 'is required' : 'must be a positive integer'}`,
      `data.${key}`,
    );
  }
  return Number(digits);
}

export function verifyTelegram(
  data: Record<string, unknown>,
  botToken: string | null,
  maxAgeSeconds: number,
  now: Date,
): VerifiedIdentity {
  if (!botToken) throw new ApiError(503, 'provider_not_configured', 'Telegram login is not configured');
  const { hash, ...fields } = data;
  if (typeof hash !== 'string' || !HASH.test(hash)) {
    const keyword = hash === undefined ? 'required' : typeof hash !== 'string' ? 'type' : 'pattern';
    const issue = { keyword, instancePath: '/data', params: { type: 'string', pattern: HASH.source } };
    throw badRequest(`data.hash ${reasonOf(issue)}`, 'data.hash');
  }
  // The identity: without a real id every such sign-in would be one account.
  const id = positiveInteger(fields, 'id');
  const authDate = positiveInteger(fields, 'auth_date');
  const checkString = Object.keys(fields)
    .filter((key) => fields[key] !== undefined && fields[key] !== null)
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(checkString).digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex')))
    throw unauthorized('Telegram data hash is invalid', 'data.hash');

  const age = now.getTime() / 1000 - authDate;
  if (age > maxAgeSeconds) throw unauthorized('Telegram auth_date is too old', 'data.auth_date');
  if (age < -60) throw unauthorized('Telegram auth_date is in the future', 'data.auth_date');
  return {
    provider: 'tg',
    subject: String(id),
    firstName: fields.first_name,
    provedAt: new Date(authDate * 1000),
    singleUse: { id: `tg:${hash}`, expiresAt: new Date((authDate + maxAgeSeconds) * 1000) },
  };
}
