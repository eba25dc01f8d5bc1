import { useUnit } from 'effector-react';
import { $offerPlans, PlanOption } from '../../../entities/plan';
import { StoreBadges } from '../../../shared/ui/store-badges';
import styles from './already-premium.module.css';

export const ALREADY_PREMIUM_TITLE = 'У тебя уже есть Премиум';

/**
 * What a paid subscriber sees instead of a purchase (SPEC.md 2.6): one card with the subscription status text
 * and the way to the app, where dating happens.
 */
export function AlreadyPremium({ onFollow }: { onFollow?: () => void }) {
  const plans = useUnit($offerPlans);
  return (
    <div className={styles.premium} data-testid="already-premium">
      {plans.map((item) => (
        <PlanOption
          key={item.id}
          item={item}
          look="row"
          name="active"
          selected={false}
          onSelect={() => undefined}
        />
      ))}
      <p className={styles.text}>Скачай приложение, чтобы знакомиться: все анкеты и чаты уже открыты.</p>
      <StoreBadges stores={['ios', 'android', 'ru']} />
      <a className={styles.manage} href="/profile" onClick={onFollow}>
        Управлять подпиской
      </a>
    </div>
  );
}
