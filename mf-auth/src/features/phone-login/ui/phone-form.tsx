import { useUnit } from 'effector-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { editPhone, PHONE_MASK, PHONE_PLACEHOLDER, pastePhone } from '../../../entities/phone';
import { PrimaryButton } from '../../../shared/ui';
import {
  $isPhoneFormBlocked,
  $isPhoneFormLoading,
  $isPhoneValid,
  $phoneFocusWanted,
  $phoneInput,
  phoneChanged,
  phoneFocused,
  phonePasted,
  phoneSubmitted,
} from '../model';
import styles from './phone-form.module.css';
import { SmsError } from './sms-error';

/**
 * The phone field with the mask '+7 (000) 000-00-00'; the button stays disabled until 11 characters, and while a
 * social sign-in is under way.
 */
export function PhoneForm() {
  const { value, valid, loading, blocked, focusWanted, change, paste, submit, focused } = useUnit({
    value: $phoneInput,
    valid: $isPhoneValid,
    loading: $isPhoneFormLoading,
    blocked: $isPhoneFormBlocked,
    focusWanted: $phoneFocusWanted,
    change: phoneChanged,
    paste: phonePasted,
    submit: phoneSubmitted,
    focused: phoneFocused,
  });
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Where the caret belongs after the last edit: a masked value written back would throw it to the end.
  const [caret, setCaret] = useState<{ at: number } | null>(null);
  useLayoutEffect(() => {
    if (caret && input.current === document.activeElement)
      input.current?.setSelectionRange(caret.at, caret.at);
  }, [caret]);
  // Back from the SMS step: the focus comes here, after the number, rather than falling out of the dialog.
  useLayoutEffect(() => {
    const element = input.current;
    if (!focusWanted || !element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
    focused();
  }, [focusWanted, focused]);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className={styles.label} htmlFor={id}>
        Номер телефона
      </label>
      <input
        id={id}
        className={styles.input}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={PHONE_PLACEHOLDER}
        title={PHONE_MASK}
        value={value}
        ref={input}
        onChange={(event) => {
          setCaret({ at: editPhone(value, event.target.value).caret });
          change(event.target.value);
        }}
        onPaste={(event) => {
          event.preventDefault();
          const { selectionStart, selectionEnd } = event.currentTarget;
          const pasted = {
            text: event.clipboardData.getData('text'),
            start: selectionStart ?? value.length,
            end: selectionEnd ?? value.length,
          };
          setCaret({ at: pastePhone(value, pasted).caret });
          paste(pasted);
        }}
        data-testid="phone-input"
      />
      <SmsError />
      <PrimaryButton type="submit" disabled={!valid || blocked} loading={loading} data-testid="phone-submit">
        Получить код
      </PrimaryButton>
    </form>
  );
}
