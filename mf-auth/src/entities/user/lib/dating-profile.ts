import type { User } from '@kaver/shared-contracts';

/**
 * The account has not been through the onboarding, where the name and the birth date come from: a new account, or
 * one whose onboarding was left (a reload closes the modal the person cannot close).
 */
export const lacksDatingProfile = (user: Pick<User, 'firstName' | 'birthDt'>): boolean =>
  !user.firstName || !user.birthDt;
