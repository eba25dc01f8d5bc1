import { useUnit } from 'effector-react';
import { PrimaryButton } from '../../../shared/ui';
import {
  $deleteError,
  $isConfirming,
  $isDeleted,
  $isDeleting,
  deleteCancelled,
  deleteClicked,
  deleteConfirmed,
} from '../model';
import styles from './delete-account.module.css';

/** 'Удалить аккаунт', a confirmation, then DELETE /user; afterwards the session is cleared. */
export function DeleteAccount() {
  const { confirming, deleting, deleted, error, ask, confirm, cancel } = useUnit({
    confirming: $isConfirming,
    deleting: $isDeleting,
    deleted: $isDeleted,
    error: $deleteError,
    ask: deleteClicked,
    confirm: deleteConfirmed,
    cancel: deleteCancelled,
  });

  if (deleted) {
    return (
      <div className={styles.done} role="status" data-testid="account-deleted">
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
      <PrimaryButton variant="danger" onClick={() => ask()} data-testid="delete-account">
        Удалить аккаунт
      </PrimaryButton>
    );
  }
  return (
    <div className={styles.confirm} role="alertdialog" aria-labelledby="delete-account-question">
      <p id="delete-account-question" className={styles.title}>
        Точно удалить аккаунт? Это нельзя отменить.
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <PrimaryButton
          variant="danger"
          loading={deleting}
          disabled={deleting}
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
