import { useFocusWhenDue } from '@kaver/shared-contracts/ui';
import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { formatPhone, subscriberDigits } from '../../../entities/phone';
import { PrimaryButton } from '../../../shared/ui';
import {
  $code,
  $codeRejected,
  $devSmsCode,
  $isCodeComplete,
  $isCodeLoading,
  $resendAvailableAt,
  $sentTo,
  $smsFocusDue,
  changePhoneClicked,
  codeChanged,
  codeSubmitted,
  resendClicked,
  smsFocusMoved,
} from '../model';
import { CodeBoxes } from './code-boxes';
import { ResendLink } from './resend-link';
import { SmsError } from './sms-error';
import styles from './sms-step.module.css';

/** SPEC.md 2.5 state 2: the phone emoji, where the code went, four boxes and 'Подтвердить'. */
export function SmsStep() {
  const { code, rejected, devCode, complete, loading, sentTo, resendAt, focusDue, ...actions } = useUnit({
    code: $code,
    rejected: $codeRejected,
    devCode: $devSmsCode,
    complete: $isCodeComplete,
    loading: $isCodeLoading,
    sentTo: $sentTo,
    resendAt: $resendAvailableAt,
    focusDue: $smsFocusDue,
    changeCode: codeChanged,
    submit: codeSubmitted,
    resend: resendClicked,
    changePhone: changePhoneClicked,
    focusMoved: smsFocusMoved,
  });
  const form = useRef<HTMLFormElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  useFocusWhenDue(focusDue === 'code', () => form.current?.querySelector('input'), actions.focusMoved);
  useFocusWhenDue(focusDue === 'submit', submit, actions.focusMoved);
  return (
    <form
      ref={form}
      className={styles.step}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actions.submit();
      }}
    >
      <p className={styles.sentTo} data-testid="sms-sent-to">
        Мы отправили код на номер{' '}
        <span className={styles.phone}>{formatPhone(subscriberDigits(sentTo))}</span>
      </p>
      {devCode && (
        <p className={styles.devCode} data-testid="dev-sms-code">
          Тестовый код: <b>{devCode}</b>
        </p>
      )}
      <CodeBoxes code={code} invalid={rejected} disabled={loading} onChange={actions.changeCode} />
      <SmsError />
      <PrimaryButton
        ref={submit}
        type="submit"
        disabled={!complete}
        loading={loading}
        data-testid="code-submit"
      >
        Подтвердить
      </PrimaryButton>
      <div className={styles.actions}>
        <button type="button" className={styles.link} onClick={() => actions.changePhone()}>
          Изменить номер
        </button>
        <ResendLink availableAt={resendAt} onResend={() => actions.resend()} />
      </div>
    </form>
  );
}
