import { formatPriceRub, type SubscriptionPurchase } from '@kaver/shared-contracts';
import { periodText } from '../../entities/subscription';
import styles from './history-list.module.css';

/** Paid periods, latest first; the ones that have not ended are marked as running. */
export function HistoryList({
  items,
  actualIds,
}: {
  items: SubscriptionPurchase[];
  actualIds: readonly number[];
}) {
  return (
    <ol className={styles.list} data-testid="subscription-history">
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <span className={styles.title}>
            {item.title}
            {item.isRenewal && <span className={styles.tag}>продление</span>}
            {actualIds.includes(item.id) && <span className={styles.active}>действует</span>}
          </span>
          <span className={styles.period}>{periodText(item)}</span>
          <span className={styles.price}>{formatPriceRub(item.price)}</span>
        </li>
      ))}
    </ol>
  );
}
