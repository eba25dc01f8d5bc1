import { BENEFITS, BenefitCard, YEAR_BENEFIT, YEAR_ONLY_LABEL } from '../../../entities/plan';
import { PurchaseNotice } from '../../../features/purchase';
import { PlanChoice } from '../ui/plan-choice';
import { Terms } from '../ui/terms';
import styles from './variant-3.module.css';
import { OFFER_LEAD, type VariantProps } from './variant-props';

/** Variant 3: benefit cards on top (the year benefit 'только при оплате за год'), plan cards with 'Оформить'. */
export function Variant3({ onFollow }: VariantProps) {
  return (
    <div className={styles.layout} data-variant="3">
      <p className={styles.lead}>{OFFER_LEAD}</p>
      <ul className={styles.benefits} aria-label="Что даёт Премиум">
        {BENEFITS.map((benefit) => (
          <BenefitCard key={benefit.id} benefit={benefit} />
        ))}
        <BenefitCard benefit={YEAR_BENEFIT} label={YEAR_ONLY_LABEL} />
      </ul>
      <PurchaseNotice />
      <PlanChoice look="card" withButtons />
      <Terms onFollow={onFollow} />
    </div>
  );
}
