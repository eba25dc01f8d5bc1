import { formatPhone, isPhoneValid, nextPhoneInput, normalizePhone, subscriberDigits } from './phone';

describe('phone field', () => {
  it('lays digits into the mask as they are typed', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('9')).toBe('+7 (9');
    expect(formatPhone('999')).toBe('+7 (999');
    expect(formatPhone('9991')).toBe('+7 (999) 1');
    expect(formatPhone('9991234567')).toBe('+7 (999) 123-45-67');
  });

  it('reads typed, pasted and autofilled numbers and keeps at most ten digits after +7', () => {
    expect(subscriberDigits('+7 (999) 12')).toBe('99912');
    expect(subscriberDigits('8 999 123-45-67')).toBe('9991234567');
    expect(subscriberDigits('+7 999 123 45 67')).toBe('9991234567');
    expect(subscriberDigits('79991234567')).toBe('9991234567');
    expect(subscriberDigits('+7 (999) 123-45-678')).toBe('9991234567');
    expect(subscriberDigits('abc')).toBe('');
  });

  it('drops letters and symbols a person types', () => {
    expect(nextPhoneInput('+7 (99', '+7 (99a')).toBe('+7 (99');
    expect(nextPhoneInput('', '9')).toBe('+7 (9');
  });

  it('Backspace over a mask character removes the digit before it', () => {
    expect(nextPhoneInput('+7 (999) 1', '+7 (999) ')).toBe('+7 (999');
    expect(nextPhoneInput('+7 (999) 123-4', '+7 (999) 1234')).toBe('+7 (999) 123');
    expect(nextPhoneInput('+7 (9', '+7 (')).toBe('');
  });

  it('submits digits and plus only, with a leading +7 turned into 8', () => {
    expect(normalizePhone('+7 (999) 123-45-67')).toBe('89991234567');
    expect(normalizePhone('+7 (999) 123')).toBe('8999123');
    expect(normalizePhone('8-999-123-45-67')).toBe('89991234567');
  });

  it('is valid only at exactly 11 characters', () => {
    expect(isPhoneValid('89991234567')).toBe(true);
    expect(isPhoneValid('8999123456')).toBe(false);
    expect(isPhoneValid('899912345678')).toBe(false);
  });
});
