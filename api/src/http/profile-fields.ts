// The rules of a person's name and e-mail, in one place for the two ways they reach the profile: PUT /user refuses
// a value that breaks them (400 naming the field), and a social sign-in keeps of the provider's profile only what
// passes them, stored as PUT /user stores it. A provider's value that does not pass is left unset for the person to
// fill in; it is never a reason to refuse the sign-in.
import { visibleName } from '@kaver/shared-contracts/text';
import { textRule } from './validation';

/** first_name as sent: at most 50 characters (and 2 or more visible ones: `storedFirstName`). */
export const firstNameSchema = { type: 'string', maxLength: 50 } as const;
export const emailSchema = { type: 'string', format: 'email', maxLength: 254 } as const;

/** The shortest name (SPEC.md 9), counted without the whitespace around it and format characters. */
export const MIN_NAME_LENGTH = 2;

/** The name to store: without the whitespace around it and format characters; null when that leaves under 2. */
export function storedFirstName(name: string): string | null {
  const visible = visibleName(name);
  return visible.length >= MIN_NAME_LENGTH ? visible : null;
}

/** An address is stored lower-cased, however it was typed. */
export const storedEmail = (email: string) => email.toLowerCase();

const isFirstName = textRule(firstNameSchema);
const isEmail = textRule(emailSchema);

/** What a provider says of the person (unchecked: any JSON value), as a new account may store it. */
export function providerProfile(hints: { firstName?: unknown; email?: unknown }): {
  firstName: string | null;
  email: string | null;
} {
  return {
    firstName: isFirstName(hints.firstName) ? storedFirstName(hints.firstName) : null,
    email: isEmail(hints.email) ? storedEmail(hints.email) : null,
  };
}
