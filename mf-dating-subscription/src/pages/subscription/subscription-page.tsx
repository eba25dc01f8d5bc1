import { $runtimeConfig, type PageParcelProps, pageMetaChanged } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { BENEFITS, BenefitCard, YEAR_BENEFIT, YEAR_ONLY_LABEL } from '../../entities/plan';
import { OfferView } from '../../widgets/subscription-offer';
import { PagePlans } from './page-plans';
import styles from './subscription-page.module.css';

export const PAGE_SOURCE = 'subscription-page';

/** /subscription: the purchase page (SPEC.md 2.6), linked from the paywalls. */
export function SubscriptionPage(_: PageParcelProps) {
  const config = useUnit($runtimeConfig);
  const brand = config?.brand ?? 'Kaver';
  const benefitsId = useId();
  const plansId = useId();

  useEffect(() => {
    pageMetaChanged({
      title: `Премиум-подписка ${brand}`,
      description:
        'Знакомься с теми, кто идёт на те же события: 150 000+ активных анкет, безлимитные лайки и чаты, подборка событий 18+ и никакой рекламы.',
    });
  }, [brand]);

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
          <OfferView variant={1} source={PAGE_SOURCE} layout={PagePlans} />
        </section>
      </div>
    </div>
  );
}
