import { useEffect, useState } from 'react';
import styles from './sms-step.module.css';

function remainingSeconds(until: number | null): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/** 'Отправить код ещё раз' once the API allows another SMS, with a countdown until then. */
export function ResendLink({ availableAt, onResend }: { availableAt: number | null; onResend: () => void }) {
  const [left, setLeft] = useState(() => remainingSeconds(availableAt));

  useEffect(() => {
    setLeft(remainingSeconds(availableAt));
    const timer = setInterval(() => setLeft(remainingSeconds(availableAt)), 1000);
    return () => clearInterval(timer);
  }, [availableAt]);

  if (left > 0) {
    const minutes = Math.floor(left / 60);
    const seconds = String(left % 60).padStart(2, '0');
    return (
      <p className={styles.muted}>
        Отправить код ещё раз можно через {minutes}:{seconds}
      </p>
    );
  }
  return (
    <button type="button" className={styles.link} onClick={onResend}>
      Отправить код ещё раз
    </button>
  );
}
