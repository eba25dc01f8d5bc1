// Random secrets and their one-way hashes: tokens and SMS codes are stored only as HMACs with a server key.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

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
