import {
  editPhone,
  formatPhone,
  isPhoneValid,
  nextPhoneInput,
  normalizePhone,
  PHONE_PREFIX,
  pastePhone,
  subscriberDigits,
} from './phone';

/** What an empty field shows for pasted text. */
const pastedPhone = (text: string) => pastePhone('', { text, start: 0, end: 0 }).value;

/** What the field shows after each key of `keys`, typed one at a time at the end, as a browser does. */
function typeKeys(keys: string, start = ''): string[] {
  const shown: string[] = [];
  let value = start;
  for (const key of keys) {
    value = nextPhoneInput(value, value + key);
    shown.push(value);
  }
  return shown;
}
const typed = (keys: string, start = '') => typeKeys(keys, start).at(-1);
const FULL = '+7 (999) 123-45-67';

describe('phone field', () => {
  it('lays digits into the mask as they are typed', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('9')).toBe('+7 (9');
    expect(formatPhone('999')).toBe('+7 (999');
    expect(formatPhone('9991')).toBe('+7 (999) 1');
    expect(formatPhone('9991234567')).toBe(FULL);
  });

  it('reads pasted and autofilled numbers and keeps at most ten digits after +7', () => {
    expect(subscriberDigits('+7 (999) 12')).toBe('99912');
    expect(subscriberDigits('8 999 123-45-67')).toBe('9991234567');
    expect(subscriberDigits('+7 999 123 45 67')).toBe('9991234567');
    expect(subscriberDigits('79991234567')).toBe('9991234567');
    expect(subscriberDigits('89991234567')).toBe('9991234567');
    expect(subscriberDigits('+7 (999) 123-45-678')).toBe('9991234567');
    expect(subscriberDigits('8 999 12')).toBe('99912');
    expect(subscriberDigits('abc')).toBe('');
  });

  it('takes ten digits starting with 8 or 7 as a number without the country code', () => {
    expect(subscriberDigits('812 123-45-67')).toBe('8121234567');
    expect(subscriberDigits('7012345678')).toBe('7012345678');
    expect(subscriberDigits('8 812 123-45-67')).toBe('8121234567');
  });

  describe('typed key by key', () => {
    it('8, 7 or +7 first is the country code: the same ten digits as the pasted number', () => {
      for (const keys of ['89991234567', '+79991234567', '79991234567', '9991234567']) {
        expect(typed(keys)).toBe(FULL);
        expect(normalizePhone(typed(keys) ?? '')).toBe('89991234567');
      }
      expect(typed('88121234567')).toBe('+7 (812) 123-45-67');
    });

    it('shows the country code as soon as it is typed, and a first 9 as the first digit', () => {
      expect(typeKeys('89')).toEqual([PHONE_PREFIX, '+7 (9']);
      expect(typeKeys('+79')).toEqual(['+', PHONE_PREFIX, '+7 (9']);
      expect(typeKeys('9')).toEqual(['+7 (9']);
      expect(isPhoneValid(normalizePhone(PHONE_PREFIX))).toBe(false);
    });

    it('keeps the submit disabled until the tenth digit after the country code', () => {
      expect(isPhoneValid(normalizePhone(typed('8999123456') ?? ''))).toBe(false);
      expect(isPhoneValid(normalizePhone(typed('89991234567') ?? ''))).toBe(true);
    });

    it('drops letters and symbols, and takes no digit past the tenth', () => {
      expect(nextPhoneInput('+7 (99', '+7 (99a')).toBe('+7 (99');
      expect(nextPhoneInput(PHONE_PREFIX, `${PHONE_PREFIX}-`)).toBe(PHONE_PREFIX);
      expect(typeKeys('abc')).toEqual(['', '', '']);
      expect(nextPhoneInput(FULL, `${FULL}8`)).toBe(FULL);
      expect(nextPhoneInput(FULL, '+7 (999) 1523-45-67')).toBe(FULL);
    });
  });

  describe('a pasted St Petersburg number (812)', () => {
    const SPB = '+7 (812) 123-45-67';

    it('in ten digits has no country code: a first 8 or 7 is the number itself', () => {
      for (const text of ['8121234567', '812 123-45-67', '(812) 123 45 67', ' 8121234567\n']) {
        expect(pastedPhone(text)).toBe(SPB);
        expect(normalizePhone(pastedPhone(text))).toBe('88121234567');
      }
      expect(pastedPhone('7012345678')).toBe('+7 (701) 234-56-78');
    });

    it('in eleven digits starts with the country code 8 or 7, or +7', () => {
      for (const text of ['88121234567', '78121234567', '8 (812) 123-45-67', '+7 812 123 45 67']) {
        expect(pastedPhone(text)).toBe(SPB);
      }
    });

    it("reads the same when the browser delivers the paste as an edit (a keyboard's clipboard, drop, autofill)", () => {
      expect(nextPhoneInput('', '8121234567')).toBe(SPB);
      expect(nextPhoneInput(FULL, '8121234567')).toBe(SPB);
      expect(nextPhoneInput(PHONE_PREFIX, `${PHONE_PREFIX}8121234567`)).toBe(SPB);
    });

    it('typed key by key, its first 8 is still the country code', () => {
      expect(typed('8121234567')).toBe('+7 (121) 234-56-7');
      expect(typed('88121234567')).toBe(SPB);
    });
  });

  it('a pasted whole number is read as if typed into an empty field', () => {
    expect(pastedPhone('8 999 123-45-67')).toBe(FULL);
    expect(pastedPhone('+7 (999) 123-45-67')).toBe(FULL);
    expect(pastedPhone('9991234567')).toBe(FULL);
    expect(pastedPhone('8')).toBe(PHONE_PREFIX);
    expect(pastedPhone('телефон')).toBe('');
  });

  describe('a paste into the field', () => {
    /** `previous` with its selection marked by '|' (one for a caret, two for a selection), and `text` pasted there. */
    const paste = (marked: string, text: string) => {
      const start = marked.indexOf('|');
      const end = marked.lastIndexOf('|') - (marked.indexOf('|') === marked.lastIndexOf('|') ? 0 : 1);
      return pastePhone(marked.replaceAll('|', ''), { text, start, end });
    };
    const CARET_END = { caret: FULL.length };

    it('of part of a number goes in at the caret, as typing it there would', () => {
      // '8 916' typed, then '1234567' pasted.
      expect(paste('+7 (916|', '1234567')).toEqual({ value: '+7 (916) 123-45-67', caret: 18 });
      expect(normalizePhone(paste('+7 (916|', '1234567').value)).toBe('89161234567');
      expect(paste('+7 (916|', ' 123-45')).toEqual({ value: '+7 (916) 123-45', caret: 15 });
      expect(paste('+7 (|', '916')).toEqual({ value: '+7 (916', caret: 7 });
      // In the middle: '+7 (9|16) 1' and '99'.
      expect(paste('+7 (9|16) 1', '99')).toEqual({ value: '+7 (999) 161', caret: 7 });
    });

    it('over a selection replaces only the selected digits', () => {
      expect(paste('+7 (999) |123|-45-67', '555')).toEqual({ value: '+7 (999) 555-45-67', caret: 12 });
      expect(paste('+7 (999) |123-4|5-67', '8')).toEqual({ value: '+7 (999) 856-7', caret: 10 });
    });

    it('puts the caret after the pasted digits even where they repeat the digits after them', () => {
      // '+7 (999) 1|2' and '2': the same value either way, the caret after the pasted 2, not the one after it.
      expect(paste('+7 (999) 1|2', '2')).toEqual({ value: '+7 (999) 122', caret: 11 });
      expect(paste('+7 (999) |123|-45-67', '12')).toEqual({ value: '+7 (999) 124-56-7', caret: 11 });
    });

    it("drops a '+7' it begins with: the field shows the country code already", () => {
      expect(paste('+7 (|', '+7 916')).toEqual({ value: '+7 (916', caret: 7 });
      expect(paste('+7 (999) 12|', '+7 3')).toEqual({ value: '+7 (999) 123', caret: 12 });
    });

    it('takes no digit past the tenth, as typing does', () => {
      expect(paste('+7 (999) 123-45-6|', '78')).toEqual({ value: '+7 (999) 123-45-6', caret: 17 });
      expect(paste(`${FULL}|`, '1').value).toBe(FULL);
    });

    it('of a whole number replaces the field wherever the caret is', () => {
      for (const text of [
        '8 (916) 123-45-67',
        '+7 916 123 45 67',
        '79161234567',
        '9161234567',
        ' 89161234567\n',
      ]) {
        expect(paste('+7 (9|99) 1', text)).toEqual({ value: '+7 (916) 123-45-67', ...CARET_END });
        expect(paste(`|${FULL}|`, text).value).toBe('+7 (916) 123-45-67');
        expect(paste('|', text).value).toBe('+7 (916) 123-45-67');
      }
      expect(paste('+7 (9|', '8121234567').value).toBe('+7 (812) 123-45-67');
    });

    it('into an empty field, or over the country code, is read whole, as typed there', () => {
      expect(paste('|', '8 916').value).toBe('+7 (916');
      expect(paste('|', '+7 916').value).toBe('+7 (916');
      expect(paste('|', '8').value).toBe(PHONE_PREFIX);
      expect(paste('|+|', '7916').value).toBe('+7 (916');
      expect(paste('|+7 (999) 1|', '916').value).toBe('+7 (916');
    });

    it('without digits changes nothing, unless pasted over digits', () => {
      expect(paste('+7 (9|99) 1', 'телефон')).toEqual({ value: '+7 (999) 1', caret: 5 });
      expect(paste('+7 (999|) |1', '-')).toEqual({ value: '+7 (999) 1', caret: 7 });
      expect(paste('+7 (9|99) 1', '')).toEqual({ value: '+7 (999) 1', caret: 5 });
      expect(paste('+7 (999) |1|', 'x').value).toBe('+7 (999');
      expect(paste('|', 'телефон').value).toBe('');
    });
  });

  it('an autofill or select-all replacement is read whole, even when shorter than what was there', () => {
    expect(nextPhoneInput(FULL, '+79991234567')).toBe(FULL);
    expect(nextPhoneInput(FULL, '+79161234567')).toBe('+7 (916) 123-45-67');
    expect(nextPhoneInput(FULL, '89161234567')).toBe('+7 (916) 123-45-67');
    expect(nextPhoneInput(FULL, '9161234567')).toBe('+7 (916) 123-45-67');
    expect(nextPhoneInput('+7 (999) 1', '+79991234567')).toBe(FULL);
    expect(nextPhoneInput('', '+7 (999) 123-45-67')).toBe(FULL);
    expect(nextPhoneInput(FULL, '8')).toBe(PHONE_PREFIX);
    expect(nextPhoneInput(FULL, '9')).toBe('+7 (9');
  });

  describe("a whole number put in as an edit, not a paste (a phone keyboard's clipboard chip)", () => {
    const CHIPS = ['89161234567', '+7 916 123-45-67', '8 (916) 123-45-67', '+79161234567', '79161234567'];
    const CHIPPED = '+7 (916) 123-45-67';

    it('after the first 8 is read whole, with the caret at the end', () => {
      for (const chip of CHIPS) {
        const edit = editPhone(PHONE_PREFIX, PHONE_PREFIX + chip);
        expect(edit).toEqual({ value: CHIPPED, caret: CHIPPED.length });
        expect(normalizePhone(edit.value)).toBe('89161234567');
      }
    });

    it('into an empty field is read whole', () => {
      for (const chip of CHIPS) expect(nextPhoneInput('', chip)).toBe(CHIPPED);
    });

    it('over a selection of the digits typed is read whole, even when it begins or ends with them', () => {
      for (const chip of CHIPS) {
        // '+7 (|999) 12|' and '+7 |(999) 123-45-67|' selected.
        expect(nextPhoneInput('+7 (999) 12', PHONE_PREFIX + chip)).toBe(CHIPPED);
        expect(nextPhoneInput(FULL, `+7 ${chip}`)).toBe(CHIPPED);
      }
      // The same last digit as FULL's, and the same first digit as '+7 (8' (typed '88').
      expect(nextPhoneInput(FULL, `${PHONE_PREFIX}89161234567`)).toBe(CHIPPED);
      expect(nextPhoneInput(`${PHONE_PREFIX}8`, `${PHONE_PREFIX}89161234567`)).toBe(CHIPPED);
    });

    it('next to digits it does not replace is still refused, and so is one more key into a full number', () => {
      expect(nextPhoneInput('+7 (999) 12', '+7 (999) 1289161234567')).toBe('+7 (999) 12');
      expect(nextPhoneInput('+7 (812) 123-45-67', '+7 (812) 123-45-678')).toBe('+7 (812) 123-45-67');
      expect(nextPhoneInput('+7 (812) 123-45-67', '+7 (8812) 123-45-67')).toBe('+7 (812) 123-45-67');
    });
  });

  describe('Backspace and Delete', () => {
    it('at the end removes the last digit, and the last one empties the field', () => {
      expect(nextPhoneInput(FULL, FULL.slice(0, -1))).toBe('+7 (999) 123-45-6');
      expect(nextPhoneInput('+7 (999) 1', '+7 (999) ')).toBe('+7 (999');
      expect(nextPhoneInput('+7 (9', PHONE_PREFIX)).toBe('');
      expect(nextPhoneInput(PHONE_PREFIX, '+7 ')).toBe('');
      expect(nextPhoneInput('+', '')).toBe('');
    });

    it('over a mask character removes the digit before it', () => {
      // '+7 (999) 123-|45-67': the dash goes, and with it the 3.
      expect(editPhone(FULL, '+7 (999) 12345-67')).toEqual({ value: '+7 (999) 124-56-7', caret: 11 });
      expect(nextPhoneInput('+7 (999) 123-4', '+7 (999) 1234')).toBe('+7 (999) 124');
      expect(nextPhoneInput(FULL, '+7 (999 123-45-67')).toBe('+7 (991) 234-56-7');
      expect(nextPhoneInput(FULL, '+7 (999)123-45-67')).toBe('+7 (991) 234-56-7');
      // Before the first digit there is nothing to remove.
      expect(nextPhoneInput('+7 (999', '+7 999')).toBe('+7 (999');
    });

    it('in the middle removes that digit and keeps the caret there', () => {
      // '+7 (999) 1|23-45-67' Backspace.
      expect(editPhone(FULL, '+7 (999) 23-45-67')).toEqual({ value: '+7 (999) 234-56-7', caret: 7 });
      // '+7 (9|99) 123-45-67' Delete.
      expect(editPhone(FULL, '+7 (99) 123-45-67')).toEqual({ value: '+7 (991) 234-56-7', caret: 6 });
      // A selection of '123' deleted.
      expect(nextPhoneInput(FULL, '+7 (999) -45-67')).toBe('+7 (999) 456-7');
    });

    it('typing in the middle puts the digit there', () => {
      expect(editPhone('+7 (999) 23', '+7 (999) 123')).toEqual({ value: '+7 (999) 123', caret: 10 });
      expect(editPhone('+7 (999) 23', '+7 (9199) 23')).toEqual({ value: '+7 (919) 923', caret: 6 });
    });
  });

  it('submits digits and plus only, with a leading +7 turned into 8', () => {
    expect(normalizePhone(FULL)).toBe('89991234567');
    expect(normalizePhone('+7 (999) 123')).toBe('8999123');
    expect(normalizePhone('8-999-123-45-67')).toBe('89991234567');
  });

  it('is valid only at exactly 11 characters', () => {
    expect(isPhoneValid('89991234567')).toBe(true);
    expect(isPhoneValid('8999123456')).toBe(false);
    expect(isPhoneValid('899912345678')).toBe(false);
  });
});
