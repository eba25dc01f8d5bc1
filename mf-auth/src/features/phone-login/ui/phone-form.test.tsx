import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { PhoneForm } from './phone-form';

function renderForm() {
  render(
    <Provider value={fork()}>
      <PhoneForm />
    </Provider>,
  );
  return { input: screen.getByTestId('phone-input'), submit: screen.getByTestId('phone-submit') };
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
});
