import { $hasPremium, $isAuthenticated } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { SubscribeLink } from '../../features/paywall-link';
import { PURCHASE_LABEL } from '../../shared/config';
import { buttonStyles } from '../../shared/ui/button';
import { StoreBadges } from '../../shared/ui/store-badges';
import styles from './dating-paywall.module.css';
import { APP_TITLE, ONLY_BY_SUBSCRIPTION, ONLY_IN_APP, SUBSCRIBE_TITLE } from './paywall-texts';

/**
 * The dating paywall (SPEC.md 2.6): 'ОФОРМИ ПОДПИСКУ, ЧТОБЫ ЗНАКОМИТЬСЯ' with a subscribe button to
 * /subscription, or for a signed-in premium user 'Скачай приложение, чтобы знакомиться' with the iOS and
 * Android badges.
 */
export function DatingPaywall({ source }: { source: string }) {
  const { premium, signedIn } = useUnit({ premium: $hasPremium, signedIn: $isAuthenticated });
  const inApp = premium && signedIn;
  return (
    <div className={inApp ? styles.app : styles.subscribe} data-testid="dating-paywall">
      <span className={styles.lock}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {inApp ? ONLY_IN_APP : ONLY_BY_SUBSCRIPTION}
      </span>
      <h3 className={styles.title}>{inApp ? APP_TITLE : SUBSCRIBE_TITLE}</h3>
      {inApp ? (
        <StoreBadges stores={['ios', 'android']} tone="light" />
      ) : (
        <SubscribeLink content={source} className={buttonStyles.primary}>
          {PURCHASE_LABEL}
        </SubscribeLink>
      )}
    </div>
  );
}
