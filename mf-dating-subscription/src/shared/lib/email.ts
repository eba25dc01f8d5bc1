/**
 * The API's rule for a payment's email (api/src/routes/payments.ts: `format: 'email'`, `maxLength: 254`), with
 * its very pattern: ajv-formats' "full" email format, which the API's validator adds (api/src/http/validation.ts,
 * `addFormats`). An address the form takes is one the API takes; a looser pattern (the WHATWG one, which allows a
 * dot at either end of the name or two in a row) let the form send addresses the API can only refuse. SPEC.md 5:
 * an address that does not match makes the payment email form do nothing. Checked on the trimmed value, which is
 * what is sent.
 */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
