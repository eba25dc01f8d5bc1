import { BENEFITS, BenefitCard } from '../../../entities/plan';
import { PurchaseButton, PurchaseNotice } from '../../../features/purchase';
import { PlanChoice } from '../ui/plan-choice';
import { Terms } from '../ui/terms';
import styles from './variant-1.module.css';
import { OFFER_LEAD, type VariantProps } from './variant-props';

/** Variant 1: benefit cards in a horizontal list, the plan list on the right, 'Оформить подписку'. */
export function Variant1({ onFollow }: VariantProps) {
  return (
    <div className={styles.layout} data-variant="1">
      <p className={styles.lead}>{OFFER_LEAD}</p>
      <ul className={styles.benefits} aria-label="Что даёт Премиум">
        {BENEFITS.map((benefit) => (
          <BenefitCard key={benefit.id} benefit={benefit} />
        ))}
      </ul>
      <div className={styles.plans}>
        <PurchaseNotice />
        <PlanChoice look="row" />
        <PurchaseButton />
        <Terms onFollow={onFollow} />
      </div>
    </div>
  );
}
