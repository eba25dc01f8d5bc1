// Random secrets and their one-way hashes: tokens and SMS codes are stored only as HMACs with a server key.
// What must be shown again (a calendar feed's address, a rotated session's successor pair) is sealed: AES-256-GCM
// with a key derived from the server key and a purpose (and, for a successor pair, the token it answers), so a copy
// of the database alone opens nothing.
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A random code of `length` digits from the CSPRNG. */
export function randomDigits(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += String(randomInt(10));
  return code;
}

export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

const sealKey = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`seal:${purpose}`).digest();

/** `text` encrypted and authenticated for `purpose`: iv, tag and ciphertext, base64url, dot-separated. */
export function seal(secret: string, purpose: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret, purpose), iv);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

/** The text `seal` was given, or null when the key or purpose differ or the value was altered. */
export function unseal(secret: string, purpose: string, sealed: string): string | null {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(secret, purpose), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
