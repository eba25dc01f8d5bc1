// Firebase ID tokens: RS256 JWTs signed with Google's securetoken keys (JWKS, cached as long as Google's
// Cache-Control says), with aud = project id and iss = https://securetoken.google.com/<project id>. Only in
// development with FIREBASE_AUTH_EMULATOR_HOST set are the Auth Emulator's unsigned tokens (alg none) taken.
import { createPublicKey, type JsonWebKey, type KeyObject, verify } from 'node:crypto';
import type { Config } from '../../config';
import { ApiError, badRequest, unauthorized } from '../../http/errors';
import { isJsonObject, textRule } from '../../http/validation';
import type { VerifiedIdentity } from './identity';

interface Claims {
  aud?: string;
  iss?: string;
  sub?: unknown;
  exp?: number;
  iat?: number;
  /** When the person signed in with the provider (seconds); the token itself is refreshed hourly. */
  auth_time?: unknown;
  /** What the token says of the person: unchecked here (the route keeps what passes PUT /user's rules). */
  name?: unknown;
  email?: unknown;
}

let cachedKeys: { url: string; keys: Map<string, KeyObject>; until: number } | null = null;

async function googleKeys(url: string, now: number): Promise<Map<string, KeyObject>> {
  if (cachedKeys && cachedKeys.url === url && cachedKeys.until > now) return cachedKeys.keys;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
  if (!response?.ok) throw new ApiError(502, 'provider_error', 'Firebase: signing keys are unavailable');
  const { keys } = (await response.json()) as { keys: (JsonWebKey & { kid: string })[] };
  const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1] ?? 3600);
  const map = new Map(keys.map((jwk) => [jwk.kid, createPublicKey({ key: jwk, format: 'jwk' })]));
  cachedKeys = { url, keys: map, until: now + maxAge * 1000 };
  return map;
}

/** A Firebase user id: 1 to 128 characters (Firebase's own limit) of text a column can hold. */
const isUid = textRule({ type: 'string', minLength: 1, maxLength: 128 });

/** Every refusal of a token names the field it came in. */
const refused = (message: string) => unauthorized(message, 'data.id_token');
/** A token that is no JWT at all is a malformed request, dots or not; one the checks below refuse is a 401. */
const malformed = () => badRequest('data.id_token is not a JWT', 'data.id_token');

/** A JWT part: a JSON object in base64url. */
function decodePart<T>(part: string): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw malformed();
  }
  if (!isJsonObject(value)) throw malformed();
  return value as T;
}

export async function verifyFirebase(
  idToken: string,
  config: Config['firebase'],
  now: Date,
): Promise<VerifiedIdentity> {
  if (!config.projectId)
    throw new ApiError(503, 'provider_not_configured', 'Firebase login is not configured');
  const parts = idToken.split('.');
  if (parts.length !== 3) throw malformed();
  const header = decodePart<{ alg?: string; kid?: string }>(parts[0]!);
  const claims = decodePart<Claims>(parts[1]!);

  if (header.alg === 'none' && config.emulatorHost) {
    // The emulator signs nothing; accepted only when the API is configured for it outside production.
  } else if (header.alg === 'RS256' && header.kid) {
    const key = (await googleKeys(config.jwksUrl, now.getTime())).get(header.kid);
    const signature = Buffer.from(parts[2] ?? '', 'base64url');
    const valid = key && verify('RSA-SHA256', Buffer.from(`${parts[0]}.${parts[1]}`), key, signature);
    if (!valid) throw refused('Firebase ID token signature is invalid');
  } else {
    throw refused('Firebase ID token is not signed');
  }

  const seconds = now.getTime() / 1000;
  if (
    claims.aud !== config.projectId ||
    claims.iss !== `https://securetoken.google.com/${config.projectId}`
  ) {
    throw refused('Firebase ID token is for another project');
  }
  if (typeof claims.exp !== 'number' || claims.exp <= seconds || (claims.iat ?? 0) > seconds + 300) {
    throw refused('Firebase ID token has expired');
  }
  if (!isUid(claims.sub)) {
    throw refused(
      claims.sub === undefined
        ? 'Firebase ID token has no subject'
        : 'Firebase ID token subject must be 1 to 128 characters of text',
    );
  }
  // Firebase's rule: the sign-in's time is in the past. It dates the sign-in for the account deletion's check.
  if (typeof claims.auth_time !== 'number' || claims.auth_time > seconds + 300) {
    throw refused('Firebase ID token has no sign-in time in the past');
  }
  const provedAt = new Date(claims.auth_time * 1000);
  return { provider: 'firebase', subject: claims.sub, firstName: claims.name, email: claims.email, provedAt };
}
