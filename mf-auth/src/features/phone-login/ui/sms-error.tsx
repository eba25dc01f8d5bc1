import { useUnit } from 'effector-react';
import { $smsError } from '../model';
import styles from './sms-error.module.css';

/** Why a send or a code was refused and when to try again (issue 11 part 7), read out as it appears. */
export function SmsError() {
  const error = useUnit($smsError);
  return error ? (
    <p className={styles.error} role="alert" data-testid="sms-error">
      {error}
    </p>
  ) : null;
}
