// The phone field of SPEC.md 2.5 and 5: mask '+7 (000) 000-00-00'; the submitted value keeps digits and '+',
// turns a leading +7 into 8 and is valid only at exactly 11 characters.

export const PHONE_MASK = '+7 (000) 000-00-00';
export const PHONE_PLACEHOLDER = 'введи номер телефона';
export const PHONE_LENGTH = 11;
const SUBSCRIBER_DIGITS = 10;
/** What the field shows once the country code was typed (8, 7 or +7), before the first subscriber digit. */
export const PHONE_PREFIX = '+7 (';
/** '+7 ': an edit that reaches into it (select all and type, autofill) rewrites the whole number. */
const COUNTRY_CODE_LENGTH = 3;

const digitsOf = (text: string) => text.replace(/\D/g, '');

interface PhoneEntry {
  /** Up to ten digits after +7. */
  digits: string;
  /** Whether the text began with the country code: +7, or 8 or 7 as people dial it. */
  prefixed: boolean;
}

/**
 * A whole number as typed into an empty field, pasted or autofilled. '+7' is always the country code; a leading
 * 8 or 7 is too ('8 999…', '7999…', or just the first key '8'), except in exactly ten digits, which are a number
 * without it ('812 123-45-67'). A first 9 starts the subscriber number.
 */
function readPhone(input: string): PhoneEntry {
  const trimmed = input.trim();
  const digits = digitsOf(trimmed);
  const prefixed = trimmed.startsWith('+7') || (/^[78]/.test(digits) && digits.length !== SUBSCRIBER_DIGITS);
  return { digits: digits.slice(prefixed ? 1 : 0).slice(0, SUBSCRIBER_DIGITS), prefixed };
}

/** Whether text is one whole number with its country code: +7, 8 or 7 and then ten digits. */
function isWholeNumber(text: string): boolean {
  return digitsOf(text).length === PHONE_LENGTH && readPhone(text).prefixed;
}

/** The ten digits after +7 found in what was typed or pasted ('8 999 123-45-67', '+7 999...', '999...'). */
export function subscriberDigits(input: string): string {
  return readPhone(input).digits;
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

/** Where the caret goes in a shown value: after its n-th subscriber digit (after '+7 (' for none). */
function caretAfter(value: string, digits: number): number {
  if (digits === 0) return Math.min(PHONE_PREFIX.length, value.length);
  let seen = 0;
  for (let index = COUNTRY_CODE_LENGTH; index < value.length; index++) {
    if (/\d/.test(value[index] ?? '') && ++seen === digits) return index + 1;
  }
  return value.length;
}

export interface PhoneEdit {
  /** What the field shows next. */
  value: string;
  /** Where its caret belongs, so that an edit in the middle does not throw it to the end. */
  caret: number;
}

function wholeEntry(typed: string): PhoneEdit {
  // A lone '+' stays while the person goes on to type 7.
  if (typed.trim() === '+') return { value: '+', caret: 1 };
  const { digits, prefixed } = readPhone(typed);
  const value = digits === '' && prefixed ? PHONE_PREFIX : formatPhone(digits);
  return { value, caret: value.length };
}

/** Text pasted into the field, and the selection it was pasted over (the caret when they are equal). */
export interface PhonePaste {
  text: string;
  start: number;
  end: number;
}

/**
 * Whether pasted text is a number of its own, which replaces the field: at least ten digits, as people copy a
 * number (just the ten, or +7, 8 or 7 and the ten; any longer text too, as before).
 */
function isPastedNumber(text: string): boolean {
  return digitsOf(text).length >= SUBSCRIBER_DIGITS;
}

/**
 * The field's next value after a paste. A whole number replaces the field wherever the caret is, read as if
 * typed into an empty field; part of one goes in at the caret, or over the selection, as the same digits typed
 * there would (`editPhone`):
 * '+7 (916' and '1234567' make '+7 (916) 123-45-67'. A '+7' it begins with is the country code the field
 * already shows, so only the digits after it go in; text without digits changes nothing, unless pasted over
 * digits, which it deletes as typing over them would.
 */
export function pastePhone(previous: string, { text, start, end }: PhonePaste): PhoneEdit {
  // Nothing to paste (an image): nothing changes, as in a field without the mask.
  if (text === '') return { value: previous, caret: start };
  if (isPastedNumber(text)) return wholeEntry(text);
  const spliced = (inserted: string) => previous.slice(0, start) + inserted + previous.slice(end);
  // Into an empty field, or over the country code, the result is read whole, as a typed one is.
  if (!previous.startsWith(PHONE_PREFIX) || start < COUNTRY_CODE_LENGTH)
    return editPhone(previous, spliced(text));
  const inserted = digitsOf(text.trim().replace(/^\+7/, ''));
  if (inserted === '' && digitsOf(previous.slice(start, end)) === '')
    return { value: previous, caret: start };
  const edit = editPhone(previous, spliced(inserted));
  // The caret goes after the pasted digits, even where they repeat the digits after them, which editPhone's
  // comparison of the two values cannot tell apart. A paste that was refused or read whole keeps editPhone's.
  const before = digitsOf(previous.slice(COUNTRY_CODE_LENGTH, start));
  const expected = before + inserted + digitsOf(previous.slice(end));
  if (digitsOf(edit.value.slice(COUNTRY_CODE_LENGTH)) !== expected) return edit;
  return { value: edit.value, caret: caretAfter(edit.value, before.length + inserted.length) };
}

/**
 * The field's next value after an edit: `previous` is what it showed (always this module's output), `typed` what
 * the browser made of it. Into an empty field, and for a change that reaches the country code (autofill, select
 * all and type), the text is read whole, like a paste. Otherwise only the edited part counts: digits typed there
 * go in at that place (none past the tenth, unless several at once make a whole number: then it is read whole),
 * digits deleted go, and deleting only a mask character (a bracket, space or dash) deletes the digit before it,
 * so Backspace never seems stuck.
 */
export function editPhone(previous: string, typed: string): PhoneEdit {
  if (!previous.startsWith(PHONE_PREFIX)) return wholeEntry(typed);
  let start = 0;
  while (start < previous.length && previous[start] === typed[start]) start++;
  if (start < COUNTRY_CODE_LENGTH) return wholeEntry(typed);
  let end = 0;
  while (
    end < previous.length - start &&
    end < typed.length - start &&
    previous[previous.length - 1 - end] === typed[typed.length - 1 - end]
  ) {
    end++;
  }
  const removed = previous.slice(start, previous.length - end);
  const inserted = digitsOf(typed.slice(start, typed.length - end));
  const before = digitsOf(previous.slice(COUNTRY_CODE_LENGTH));
  const at = digitsOf(previous.slice(COUNTRY_CODE_LENGTH, start)).length;

  let digits: string;
  let caret: number;
  if (inserted === '' && removed !== '' && digitsOf(removed) === '') {
    const from = Math.max(at - 1, 0);
    digits = before.slice(0, from) + before.slice(at);
    caret = from;
  } else {
    digits = before.slice(0, at) + inserted + before.slice(at + digitsOf(removed).length);
    if (digits.length > SUBSCRIBER_DIGITS) {
      // Several digits at once that leave a whole number after '+7 ' are that number put in over the digits there,
      // as a phone keyboard's clipboard chip does after the first 8 or over a selection: it is read like a paste.
      // The field is read from the country code on, since the chip's number may begin or end with the very
      // digits it replaced, which the comparison above then counts as kept.
      const entry = typed.slice(COUNTRY_CODE_LENGTH);
      if (inserted.length > 1 && isWholeNumber(entry)) return wholeEntry(entry);
      // A full number takes no more digits: nothing is pushed off its end.
      return { value: previous, caret: start };
    }
    caret = at + inserted.length;
  }
  // Something other than a digit typed after the country code leaves it there; a deletion may empty the field.
  const value = digits === '' && typed.length >= previous.length ? PHONE_PREFIX : formatPhone(digits);
  return { value, caret: caretAfter(value, caret) };
}

/** The field's next value after an edit (see `editPhone`). */
export function nextPhoneInput(previous: string, typed: string): string {
  return editPhone(previous, typed).value;
}

/** What is sent to the API: digits and '+' only, a leading '+7' becomes '8'. */
export function normalizePhone(value: string): string {
  const kept = value.replace(/[^\d+]/g, '');
  return kept.startsWith('+7') ? `8${kept.slice(2)}` : kept;
}

export function isPhoneValid(normalized: string): boolean {
  return normalized.length === PHONE_LENGTH;
}
