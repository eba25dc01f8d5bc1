import { type PremiumBannerProps, RemoteSlot } from '@kaver/shared-contracts';
import { SkeletonBlock } from '../../shared/ui/skeleton';
import { SlotFallback } from '../../shared/ui/slot-fallback';

/**
 * The dating remote's premium banner beside an article or event, with a note when that remote is down; loaded
 * when it comes onto the screen.
 */
export function PremiumBannerSlot({ type }: Pick<PremiumBannerProps, 'type'>) {
  return (
    <RemoteSlot
      remote="mf_dating_subscription"
      expose="./premium-banner"
      props={{ type }}
      skeleton={<SkeletonBlock height={160} />}
      whenVisible
      fallback={<SlotFallback>Премиум-подписка сейчас недоступна. Попробуйте позже.</SlotFallback>}
    />
  );
}
