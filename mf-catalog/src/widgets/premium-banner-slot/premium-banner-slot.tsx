import { type PremiumBannerProps, RemoteSlot } from '@kaver/shared-contracts';
import { SkeletonBlock } from '../../shared/ui/skeleton';
import { SlotFallback } from '../../shared/ui/slot-fallback';
import styles from './premium-banner-slot.module.css';

/**
 * The dating remote's premium banner beside an article or event, with a note when that remote is down; loaded as
 * the reader comes near it (RemoteSlot's `whenVisible`: on a keyboard, with the rest of the page's content, so
 * that Tab reaches its button in its place), in a placeholder of about its height.
 */
export function PremiumBannerSlot({ type }: Pick<PremiumBannerProps, 'type'>) {
  return (
    <RemoteSlot
      whenVisible
      className={styles.slot}
      remote="mf_dating_subscription"
      expose="./premium-banner"
      props={{ type }}
      skeleton={<SkeletonBlock className={`${styles.skeleton} ${styles[type]}`} />}
      fallback={<SlotFallback>Премиум-подписка сейчас недоступна. Попробуй позже.</SlotFallback>}
    />
  );
}
