import { PurchaseNotice } from '../../../features/purchase';
import { PlanChoice } from '../ui/plan-choice';
import { Terms } from '../ui/terms';
import styles from './variant-4.module.css';
import { OFFER_LEAD, type VariantProps } from './variant-props';

/** Variant 4: three full plan cards (second, third, first plan), each listing every benefit. */
export function Variant4({ onFollow }: VariantProps) {
  return (
    <div className={styles.layout} data-variant="4">
      <p className={styles.lead}>{OFFER_LEAD}</p>
      <PurchaseNotice />
      <PlanChoice look="full" withButtons fullCards />
      <Terms onFollow={onFollow} />
    </div>
  );
}
