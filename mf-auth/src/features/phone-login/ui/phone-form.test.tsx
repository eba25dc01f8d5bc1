import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { $phoneFocusWanted, changePhoneClicked, phoneChanged } from '../model';
import { PhoneForm } from './phone-form';

function renderForm(scope: Scope = fork()) {
  render(
    <Provider value={scope}>
      <PhoneForm />
    </Provider>,
  );
  return {
    input: screen.getByTestId<HTMLInputElement>('phone-input'),
    submit: screen.getByTestId('phone-submit'),
  };
}

/** A paste over the field's selection, as the browser fires it. */
function pasteInto(input: HTMLInputElement, text: string, start: number, end = start) {
  input.focus();
  input.setSelectionRange(start, end);
  fireEvent.paste(input, { clipboardData: { getData: () => text } });
}

/** A phone keyboard's clipboard chip: an edit at the caret carrying the whole number, not a paste event. */
function insertFromChip(input: HTMLElement, chip: string, inputType: string) {
  const element = input as HTMLInputElement;
  const at = element.selectionStart ?? element.value.length;
  const value = element.value.slice(0, at) + chip + element.value.slice(element.selectionEnd ?? at);
  fireEvent.input(input, { target: { value }, data: chip, inputType });
}

describe('PhoneForm', () => {
  it.each(['insertText', 'insertReplacementText'])(
    'after the first 8, a whole number put in as %s fills the mask and enables the submit (SPEC.md 5)',
    async (inputType) => {
      const { input, submit } = renderForm();
      await userEvent.type(input, '8');
      expect(input).toHaveValue('+7 (');
      expect(submit).toBeDisabled();

      insertFromChip(input, '+7 916 123-45-67', inputType);
      expect(input).toHaveValue('+7 (916) 123-45-67');
      expect(submit).toBeEnabled();
    },
  );

  it('typing digit by digit still fills the mask one digit at a time', async () => {
    const { input, submit } = renderForm();
    await userEvent.type(input, '8916123456');
    expect(input).toHaveValue('+7 (916) 123-45-6');
    expect(submit).toBeDisabled();
    await userEvent.type(input, '7');
    expect(input).toHaveValue('+7 (916) 123-45-67');
    expect(submit).toBeEnabled();
  });

  it('pasting part of a number puts it at the caret, with the caret after it; a whole number replaces the field', async () => {
    const { input, submit } = renderForm();
    await userEvent.type(input, '8 916');
    expect(input).toHaveValue('+7 (916');
    pasteInto(input, '1234567', 7);
    expect(input).toHaveValue('+7 (916) 123-45-67');
    expect([input.selectionStart, input.selectionEnd]).toEqual([18, 18]);
    expect(submit).toBeEnabled();

    pasteInto(input, '55', 9, 12);
    expect(input).toHaveValue('+7 (916) 554-56-7');
    expect([input.selectionStart, input.selectionEnd]).toEqual([11, 11]);

    pasteInto(input, '8 (812) 123-45-67', 5);
    expect(input).toHaveValue('+7 (812) 123-45-67');
  });

  it('takes the focus, the caret after the number, when «Изменить номер» brought the phone step back', async () => {
    const scope = fork();
    await allSettled(phoneChanged, { scope, params: '89991234567' });
    await allSettled(changePhoneClicked, { scope });
    const { input } = renderForm(scope);
    expect(input).toHaveFocus();
    expect(input).toHaveValue('+7 (999) 123-45-67');
    expect([input.selectionStart, input.selectionEnd]).toEqual([18, 18]);
    expect(scope.getState($phoneFocusWanted)).toBe(false);
  });

  it('leaves the focus alone when the modal opens (the dialog takes it)', () => {
    const { input } = renderForm();
    expect(input).not.toHaveFocus();
  });
});
