import { EMPTY_CODE, isCodeComplete, joinCode, keyInBox, pasteCode, typeIntoBox } from './code';

describe('SMS code boxes', () => {
  it('takes one digit per box and moves focus on', () => {
    expect(typeIntoBox(EMPTY_CODE, 0, '5')).toEqual({ code: ['5', '', '', ''], focus: 1 });
    expect(typeIntoBox(['1', '2', '3', ''], 3, '4')).toEqual({ code: ['1', '2', '3', '4'], focus: 3 });
  });

  it('clears a non-digit and keeps focus', () => {
    expect(typeIntoBox(['1', '', '', ''], 1, 'x')).toEqual({ code: ['1', '', '', ''], focus: 1 });
    expect(typeIntoBox(['1', '7', '', ''], 1, '-')).toEqual({ code: ['1', '', '', ''], focus: 1 });
  });

  it('replaces the digit when one more is typed into a full box', () => {
    expect(typeIntoBox(['1', '2', '', ''], 1, '29')).toEqual({ code: ['1', '9', '', ''], focus: 2 });
  });

  it('strips pasted text of non-digits and cuts it to four', () => {
    expect(pasteCode('Код: 12-34-56')).toEqual({ code: ['1', '2', '3', '4'], focus: 3 });
    expect(pasteCode('7 8')).toEqual({ code: ['7', '8', '', ''], focus: 2 });
    expect(pasteCode('нет цифр')).toEqual({ code: ['', '', '', ''], focus: 0 });
  });

  it('treats autofill of the whole code into one box as a paste', () => {
    expect(typeIntoBox(EMPTY_CODE, 0, '4821')).toEqual({ code: ['4', '8', '2', '1'], focus: 3 });
  });

  it('Backspace clears and moves back; on an empty box it clears the one before', () => {
    expect(keyInBox(['1', '2', '3', '4'], 3, 'Backspace')).toEqual({ code: ['1', '2', '3', ''], focus: 2 });
    expect(keyInBox(['1', '2', '', ''], 2, 'Backspace')).toEqual({ code: ['1', '', '', ''], focus: 1 });
    expect(keyInBox(['1', '', '', ''], 0, 'Backspace')).toEqual({ code: ['', '', '', ''], focus: 0 });
  });

  it('ArrowLeft moves back and ArrowRight forward, within the boxes', () => {
    expect(keyInBox(EMPTY_CODE, 2, 'ArrowLeft')?.focus).toBe(1);
    expect(keyInBox(EMPTY_CODE, 0, 'ArrowLeft')?.focus).toBe(0);
    expect(keyInBox(EMPTY_CODE, 2, 'ArrowRight')?.focus).toBe(3);
    expect(keyInBox(EMPTY_CODE, 3, 'ArrowRight')?.focus).toBe(3);
    expect(keyInBox(EMPTY_CODE, 1, 'Enter')).toBeNull();
  });

  it('is complete only with four digits and is submitted joined', () => {
    expect(isCodeComplete(['1', '2', '3', ''])).toBe(false);
    expect(isCodeComplete(['1', '2', '3', '4'])).toBe(true);
    expect(joinCode(['0', '9', '1', '2'])).toBe('0912');
  });
});
