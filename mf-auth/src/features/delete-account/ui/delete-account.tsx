import { useFocusWhenDue } from '@kaver/shared-contracts/ui';
import { useUnit } from 'effector-react';
import { useCallback, useRef } from 'react';
import { PrimaryButton } from '../../../shared/ui';
import {
  $deleteError,
  $deleteFocusDue,
  $isConfirming,
  $isDeleted,
  $isDeleting,
  deleteCancelled,
  deleteClicked,
  deleteConfirmed,
  deleteFocusMoved,
} from '../model';
import styles from './delete-account.module.css';

/** 'Удалить аккаунт', a confirmation, then DELETE /user; afterwards the session is cleared. */
export function DeleteAccount() {
  const { confirming, deleting, deleted, error, focusDue, ask, confirm, cancel, focusMoved } = useUnit({
    confirming: $isConfirming,
    deleting: $isDeleting,
    deleted: $isDeleted,
    error: $deleteError,
    focusDue: $deleteFocusDue,
    ask: deleteClicked,
    confirm: deleteConfirmed,
    cancel: deleteCancelled,
    focusMoved: deleteFocusMoved,
  });
  // The view shown (the button, the confirmation or the result), which replaced the one pressed before it.
  const shown = useRef<HTMLElement | null>(null);
  const showing = useCallback((element: HTMLElement | null) => {
    shown.current = element;
  }, []);

  const confirmButton = useRef<HTMLButtonElement>(null);
  useFocusWhenDue(
    focusDue !== null,
    () => (focusDue === 'signed-in' && confirming ? confirmButton.current : shown.current),
    focusMoved,
  );

  if (deleted) {
    return (
      <div ref={showing} className={styles.done} role="status" tabIndex={-1} data-testid="account-deleted">
        <p className={styles.title}>Аккаунт удалён</p>
        <p>
          Нам жаль, что ты уходишь. Возвращайся в любое время: новый аккаунт можно завести по номеру телефона.
        </p>
        <a href="/" className={styles.link}>
          На главную
        </a>
      </div>
    );
  }
  if (!confirming) {
    return (
      <PrimaryButton ref={showing} variant="danger" onClick={() => ask()} data-testid="delete-account">
        Удалить аккаунт
      </PrimaryButton>
    );
  }
  return (
    <div
      ref={showing}
      className={styles.confirm}
      role="alertdialog"
      aria-labelledby="delete-account-question"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || deleting) return;
        event.stopPropagation();
        cancel();
      }}
    >
      <p id="delete-account-question" className={styles.title}>
        Точно удалить аккаунт? Это нельзя отменить.
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        {/* Busy, not disabled: a disabled button drops the focus to <body>, and the login modal of a fresh
            sign-in would give it back there. The model ignores a second press meanwhile. */}
        <PrimaryButton
          ref={confirmButton}
          variant="danger"
          loading={deleting}
          aria-disabled={deleting}
          onClick={() => confirm()}
          data-testid="delete-account-confirm"
        >
          Да, удалить навсегда
        </PrimaryButton>
        <PrimaryButton variant="secondary" disabled={deleting} onClick={() => cancel()}>
          Оставить аккаунт
        </PrimaryButton>
      </div>
    </div>
  );
}
