import { BenefitList } from '../../../entities/plan';
import { PurchaseNotice } from '../../../features/purchase';
import { PlanChoice } from '../ui/plan-choice';
import { Terms } from '../ui/terms';
import styles from './variant-2.module.css';
import { OFFER_LEAD, type VariantProps } from './variant-props';

/**
 * Variant 2: a horizontal list of plan tiles, a vertical benefit list; the purchase button is sticky (the
 * dialog's footer, see OfferModal).
 */
export function Variant2({ onFollow }: VariantProps) {
  return (
    <div className={styles.layout} data-variant="2">
      <p className={styles.lead}>{OFFER_LEAD}</p>
      <PurchaseNotice />
      <PlanChoice look="tile" />
      <h3 className={styles.heading}>Что даёт Премиум</h3>
      <BenefitList />
      <Terms onFollow={onFollow} />
    </div>
  );
}
