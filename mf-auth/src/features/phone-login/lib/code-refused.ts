import { isApiError } from '@kaver/shared-contracts';

/** What POST /kaver/auth/token/sms/v2 answers about the code itself (api/src/routes/auth.ts). */
const ABOUT_THE_CODE: ReadonlySet<string> = new Set([
  'wrong_code',
  'too_many_attempts',
  'code_expired',
  'phone_locked',
]);

/**
 * Whether a failed check refused the code typed: the boxes are emptied and outlined in red. Any other failure (no
 * network, a 5xx, the general rate limit) never judged the code, so its digits stay to be confirmed again.
 */
export function isCodeRefused(error: unknown): boolean {
  return isApiError(error) && ABOUT_THE_CODE.has(error.code);
}
