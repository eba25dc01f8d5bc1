import type { PageParcelProps } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { BENEFITS, BenefitCard, YEAR_BENEFIT, YEAR_ONLY_LABEL } from '../../entities/plan';
import { $brand } from '../../shared/config';
import { OfferView } from '../../widgets/subscription-offer';
import { subscriptionLeft } from './model';
import { PagePlans } from './page-plans';
import styles from './subscription-page.module.css';

/**
 * /subscription: the purchase page (SPEC.md 2.6), linked from the paywalls. A view of the offer's stores, which
 * subscriptionStarted fills (the server renders the plans); leaving the page ends the purchase flow.
 */
export function SubscriptionPage(_: PageParcelProps) {
  const { brand, left } = useUnit({ brand: $brand, left: subscriptionLeft });
  const benefitsId = useId();
  const plansId = useId();

  useEffect(() => () => left(), [left]);

  return (
    <div className={styles.page} data-testid="subscription-page">
      <section className={styles.hero}>
        <span className={styles.eyebrow}>{brand} Премиум</span>
        <h1 className={styles.title}>Знакомься с теми, кто идёт туда же, куда и ты</h1>
        <p className={styles.lead}>
          Больше 100 000 человек уже ищут компанию на концерты, выставки и вечеринки. Открой анкеты и пиши
          первым.
        </p>
      </section>
      <div className={styles.columns}>
        <section aria-labelledby={benefitsId}>
          <h2 id={benefitsId} className={styles.heading}>
            Что даёт Премиум
          </h2>
          <ul className={styles.benefits}>
            {BENEFITS.map((benefit) => (
              <BenefitCard key={benefit.id} benefit={benefit} />
            ))}
            <BenefitCard benefit={YEAR_BENEFIT} label={YEAR_ONLY_LABEL} />
          </ul>
        </section>
        <section className={styles.checkout} aria-labelledby={plansId}>
          <h2 id={plansId} className={styles.heading}>
            Выбери тариф
          </h2>
          <OfferView variant={1} layout={PagePlans} />
        </section>
      </div>
    </div>
  );
}
