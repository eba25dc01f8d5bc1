import { $session, type ModalParcelProps, modalClosed, modalOpened } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { paidUntilText } from '../../entities/subscription';
import {
  $cancelError,
  $cancellableId,
  $cancelPending,
  CANCEL_MODAL_ID,
  cancelConfirmed,
  cancelDismissed,
  cancelOpened,
} from '../../features/cancel-subscription';
import { buttonStyles } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';
import { Spinner } from '../../shared/ui/spinner';
import styles from './cancel-modal.module.css';

export const CONFIRM_LABEL = 'Да, отменить';
export const KEEP_LABEL = 'Я передумал(а)';

/**
 * The cancel confirmation (SPEC.md 2.6, 4), mounted by the host's outlet on subscriptionCancelRequested:
 * only for a paid subscription; the answer is 'Да, отменить' or 'Я передумал(а)'.
 */
export function CancelModal({ request }: ModalParcelProps<{ source?: string }>) {
  const { session, cancellableId, pending, error, start, opened, closed, dismiss, confirm } = useUnit({
    session: $session,
    cancellableId: $cancellableId,
    pending: $cancelPending,
    error: $cancelError,
    start: cancelOpened,
    opened: modalOpened,
    closed: modalClosed,
    dismiss: cancelDismissed,
    confirm: cancelConfirmed,
  });

  useEffect(() => {
    start(request);
    opened({ id: CANCEL_MODAL_ID });
    return () => {
      closed({ id: CANCEL_MODAL_ID });
    };
  }, [request, start, opened, closed]);

  const close = () => dismiss();
  const until = paidUntilText(session.subscription);
  const renews = session.subscription?.autoRenew === true;

  let content: React.ReactNode;
  if (session.status === 'loading' && !session.user) {
    content = (
      <div className={styles.center}>
        <Spinner />
      </div>
    );
  } else if (cancellableId === null || !renews) {
    content = (
      <>
        <p className={styles.text}>
          {cancellableId === null
            ? 'Активной подписки нет — отменять нечего.'
            : `Автопродление уже отключено. Премиум работает${until ? ` до ${until}` : ''}.`}
        </p>
        <div className={styles.actions}>
          <button type="button" className={buttonStyles.primary} onClick={close} data-autofocus="">
            Понятно
          </button>
        </div>
      </>
    );
  } else {
    content = (
      <>
        <p className={styles.text}>
          Премиум будет работать{until ? ` до ${until}` : ' до конца оплаченного периода'}, а потом
          отключится. Списаний больше не будет.
        </p>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => confirm()}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending && <Spinner size="sm" label="Отменяем подписку" />}
            {CONFIRM_LABEL}
          </button>
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={close}
            disabled={pending}
            data-autofocus=""
          >
            {KEEP_LABEL}
          </button>
        </div>
      </>
    );
  }

  return (
    <Dialog
      title="Отменить подписку?"
      onClose={pending ? () => undefined : close}
      testId="subscription-cancel"
    >
      {content}
    </Dialog>
  );
}
