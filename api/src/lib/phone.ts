// Phone numbers as SPEC.md 5 normalises them: keep digits and '+', a leading +7 becomes 8, exactly 11 chars.
// Only Russian numbers are accepted (also blocks SMS pumping to foreign premium numbers).

export function normalizePhone(raw: string): string | null {
  let phone = raw.replace(/[^\d+]/g, '');
  if (phone.startsWith('+7')) phone = `8${phone.slice(2)}`;
  else if (/^7\d{10}$/.test(phone)) phone = `8${phone.slice(1)}`;
  return /^8\d{10}$/.test(phone) ? phone : null;
}
