import { $session, subscriptionCancelRequested, subscriptionOfferRequested } from '@kaver/shared-contracts';
import { useFocusWhenDue } from '@kaver/shared-contracts/ui';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef } from 'react';
import { $history, $historyFailed, $historyLoading, historyRequested } from '../../entities/subscription';
import { PURCHASE_LABEL } from '../../shared/config';
import { buttonStyles } from '../../shared/ui/button';
import { Spinner } from '../../shared/ui/spinner';
import { HistoryList } from './history-list';
import { $cancelShown, $statusFocusDue, STATUS_SOURCE, statusFocused } from './model';
import styles from './subscription-status.module.css';

export const CANCEL_LABEL = 'Отменить подписку';

/**
 * The profile's subscription block: the status text from the API, the paid periods, and either the cancel
 * button (a paid subscription that renews) or an offer to subscribe.
 */
export function SubscriptionStatus() {
  const {
    session,
    cancelShown,
    focusDue,
    history,
    loading,
    failed,
    requestHistory,
    requestCancel,
    requestOffer,
    focused,
  } = useUnit({
    session: $session,
    cancelShown: $cancelShown,
    focusDue: $statusFocusDue,
    history: $history,
    loading: $historyLoading,
    failed: $historyFailed,
    requestHistory: historyRequested,
    requestCancel: subscriptionCancelRequested,
    requestOffer: subscriptionOfferRequested,
    focused: statusFocused,
  });
  const headingId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const userId = session.user?.id ?? null;

  useEffect(() => {
    if (userId !== null) requestHistory();
  }, [userId, requestHistory]);

  // The cancel button that had the focus is gone: the new status takes it (read out, focusable by script only).
  useFocusWhenDue(focusDue, statusRef, focused);

  const subscription = session.subscription;
  const paid = subscription?.isSubscriptionPaid === true;

  return (
    <section className={styles.block} aria-labelledby={headingId} data-testid="subscription-status">
      <h2 id={headingId} className={styles.title}>
        Подписка
      </h2>
      {session.status === 'loading' && !session.user ? (
        <Spinner />
      ) : (
        <>
          <p
            ref={statusRef}
            className={paid ? styles.paid : styles.status}
            data-subscription-paid={paid}
            tabIndex={-1}
          >
            {subscription?.subscriptionStatusText || 'Премиум не подключён'}
          </p>
          {cancelShown && (
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => requestCancel({ source: STATUS_SOURCE })}
            >
              {CANCEL_LABEL}
            </button>
          )}
          {!paid && (
            <div className={styles.offer}>
              <p className={styles.hint}>
                Премиум открывает анкеты тех, кто идёт на события, безлимитные лайки и чаты, подборку 18+ и
                отключает рекламу.
              </p>
              <button
                type="button"
                className={buttonStyles.primary}
                onClick={() => requestOffer({ source: STATUS_SOURCE })}
              >
                {PURCHASE_LABEL}
              </button>
            </div>
          )}
        </>
      )}
      {(history.items.length > 0 || loading || failed) && (
        <div className={styles.history}>
          <h3 className={styles.subtitle}>История оплат</h3>
          {history.items.length > 0 && <HistoryList items={history.items} actualIds={history.actualIds} />}
          {loading && history.items.length === 0 && <Spinner label="Загружаем историю" />}
          {failed && (
            <p className={styles.hint} role="alert">
              Не удалось загрузить историю.{' '}
              <button type="button" className={buttonStyles.link} onClick={() => requestHistory()}>
                Повторить
              </button>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
