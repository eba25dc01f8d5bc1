// What a verified social login yields: a stable subject per provider, plus profile hints for a new account.
export interface VerifiedIdentity {
  provider: 'firebase' | 'tg' | 'vk_id';
  subject: string;
  firstName?: string;
  email?: string;
}
