// What a verified social login yields: a stable subject per provider, plus profile hints for a new account.
export interface VerifiedIdentity {
  provider: 'firebase' | 'tg' | 'vk_id';
  subject: string;
  /**
   * The person's name and e-mail as the provider gave them: any JSON value, unchecked. A new account keeps what
   * passes PUT /user's rules (providerProfile, http/profile-fields.ts).
   */
  firstName?: unknown;
  email?: unknown;
  /** When the person proved it (Telegram's auth_date, Firebase's auth_time): the sign-in's time, not ours. */
  provedAt?: Date;
  /** A proof the client could send again (a Telegram payload): taken once, until `expiresAt`. */
  singleUse?: { id: string; expiresAt: Date };
}

/**
 * The decimal digits of a positive whole number a provider identifies someone by (Telegram's and VK's user ids):
 * a JSON number or its digits as a string, safe as a JavaScript number; null for anything else.
 */
export function positiveIntegerDigits(value: unknown): string | null {
  const digits = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  return /^[1-9]\d*$/.test(digits) && Number.isSafeInteger(Number(digits)) ? digits : null;
}
