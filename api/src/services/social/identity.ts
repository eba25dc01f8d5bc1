// What a verified social login yields: a stable subject per provider, plus profile hints for a new account.
export interface VerifiedIdentity {
  provider: 'firebase' | 'tg' | 'vk_id';
  subject: string;
  firstName?: string;
  email?: string;
  /** When the person proved it (Telegram's auth_date, Firebase's auth_time): the sign-in's time, not ours. */
  provedAt?: Date;
  /** A proof the client could send again (a Telegram payload): taken once, until `expiresAt`. */
  singleUse?: { id: string; expiresAt: Date };
}
