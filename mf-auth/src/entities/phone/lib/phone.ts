// The phone field of SPEC.md 2.5 and 5: mask '+7 (000) 000-00-00'; the submitted value keeps digits and '+',
// turns a leading +7 into 8 and is valid only at exactly 11 characters.

export const PHONE_MASK = '+7 (000) 000-00-00';
export const PHONE_PLACEHOLDER = 'введи номер телефона';
export const PHONE_LENGTH = 11;
const SUBSCRIBER_DIGITS = 10;

/** The ten digits after +7 found in what was typed or pasted ('8 999 123-45-67', '+7 999...', '999...'). */
export function subscriberDigits(input: string): string {
  const trimmed = input.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+7')) digits = digits.slice(1);
  else if (digits.length > SUBSCRIBER_DIGITS && /^[78]/.test(digits)) digits = digits.slice(1);
  return digits.slice(0, SUBSCRIBER_DIGITS);
}

/** Subscriber digits laid into the mask, up to the last digit: '9991' -> '+7 (999) 1'; '' stays ''. */
export function formatPhone(digits: string): string {
  if (digits === '') return '';
  let out = '';
  let next = 0;
  for (const char of PHONE_MASK) {
    if (next >= digits.length) break;
    if (char === '0') out += digits[next++];
    else out += char;
  }
  return out;
}

/**
 * The field's next value after an edit. Deleting a mask character (a bracket, space or dash) deletes the digit
 * before it, so Backspace never seems stuck.
 */
export function nextPhoneInput(previous: string, typed: string): string {
  const before = subscriberDigits(previous);
  let after = subscriberDigits(typed);
  if (typed.length < previous.length && after === before) after = after.slice(0, -1);
  return formatPhone(after);
}

/** What is sent to the API: digits and '+' only, a leading '+7' becomes '8'. */
export function normalizePhone(value: string): string {
  const kept = value.replace(/[^\d+]/g, '');
  return kept.startsWith('+7') ? `8${kept.slice(2)}` : kept;
}

export function isPhoneValid(normalized: string): boolean {
  return normalized.length === PHONE_LENGTH;
}
