import { type PremiumBannerProps, RemoteSlot } from '@kaver/shared-contracts';
import { NearScreen } from '../../shared/ui/near-screen';
import { SkeletonBlock } from '../../shared/ui/skeleton';
import { SlotFallback } from '../../shared/ui/slot-fallback';
import styles from './premium-banner-slot.module.css';

/**
 * The dating remote's premium banner beside an article or event, with a note when that remote is down; loaded as
 * the reader comes near it (`NearScreen`: on a keyboard, with the rest of the page's content, so that Tab reaches
 * its button in its place), in a placeholder of about its height.
 */
export function PremiumBannerSlot({ type }: Pick<PremiumBannerProps, 'type'>) {
  const skeleton = <SkeletonBlock className={`${styles.skeleton} ${styles[type]}`} />;
  return (
    <NearScreen
      className={styles.slot}
      // Marked as the slot's own placeholder is: the one in its place until the remote has rendered.
      placeholder={<div data-remote-slot="mf_dating_subscription/./premium-banner">{skeleton}</div>}
    >
      <RemoteSlot
        remote="mf_dating_subscription"
        expose="./premium-banner"
        props={{ type }}
        skeleton={skeleton}
        fallback={<SlotFallback>Премиум-подписка сейчас недоступна. Попробуйте позже.</SlotFallback>}
      />
    </NearScreen>
  );
}
