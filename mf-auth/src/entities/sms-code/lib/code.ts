// The 4-box SMS code of SPEC.md 5: one digit per box, non-digits cleared, paste stripped of non-digits and cut
// to 4, Backspace or ArrowLeft moves back, ArrowRight forward, submitted as one joined string once full.

export const CODE_LENGTH = 4;
export type CodeBoxes = readonly string[];
export const EMPTY_CODE: CodeBoxes = Array.from({ length: CODE_LENGTH }, () => '');

/** The boxes after an edit, and which box gets focus next. */
export interface CodeEdit {
  code: CodeBoxes;
  focus: number;
}

const lastBox = CODE_LENGTH - 1;
const clampBox = (index: number) => Math.min(Math.max(index, 0), lastBox);
const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Text pasted anywhere fills the boxes from the first: non-digits stripped, cut to four. */
export function pasteCode(text: string): CodeEdit {
  const digits = digitsOf(text).slice(0, CODE_LENGTH);
  const code = EMPTY_CODE.map((_, index) => digits[index] ?? '');
  return { code, focus: clampBox(digits.length) };
}

/** A box's new value: one digit moves focus on; a non-digit is cleared; several digits (autofill) act as paste. */
export function typeIntoBox(code: CodeBoxes, index: number, value: string): CodeEdit {
  const digits = digitsOf(value);
  if (digits.length > 1) {
    // The box held a digit and one more was typed: keep the new one. Longer input is an autofill or a paste.
    if (digits.length === 2 && code[index] && value.length === 2) {
      return typeIntoBox(code, index, value.replace(code[index] as string, ''));
    }
    return pasteCode(digits);
  }
  const next = [...code];
  next[index] = digits;
  return { code: next, focus: digits ? clampBox(index + 1) : index };
}

/** Backspace and the arrow keys; null for keys the boxes leave alone. */
export function keyInBox(code: CodeBoxes, index: number, key: string): CodeEdit | null {
  if (key === 'ArrowLeft') return { code, focus: clampBox(index - 1) };
  if (key === 'ArrowRight') return { code, focus: clampBox(index + 1) };
  if (key !== 'Backspace') return null;
  const next = [...code];
  const target = code[index] ? index : clampBox(index - 1);
  next[target] = '';
  return { code: next, focus: clampBox(index - 1) };
}

export function isCodeComplete(code: CodeBoxes): boolean {
  return code.length === CODE_LENGTH && code.every((box) => /^\d$/.test(box));
}

export function joinCode(code: CodeBoxes): string {
  return code.join('');
}
