import { PurchaseButton, PurchaseNotice } from '../../features/purchase';
import { PlanChoice, Terms, type VariantProps } from '../../widgets/subscription-offer';
import styles from './page-plans.module.css';

/** The plans step of /subscription: the plan list, 'Оформить подписку' and the terms. */
export function PagePlans({ onFollow }: VariantProps) {
  return (
    <div className={styles.plans}>
      <PurchaseNotice />
      <PlanChoice look="row" />
      <PurchaseButton />
      <Terms onFollow={onFollow} />
    </div>
  );
}
