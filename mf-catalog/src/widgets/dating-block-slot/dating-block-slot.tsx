import { type DatingBlockProps, RemoteSlot } from '@kaver/shared-contracts';
import { SkeletonBlock } from '../../shared/ui/skeleton';
import { SlotFallback } from '../../shared/ui/slot-fallback';
import styles from './dating-block-slot.module.css';

/**
 * The dating remote's «Знакомства на событии» beside an event, loaded as the reader comes near it (RemoteSlot's
 * `whenVisible`: a screen ahead once they scroll, or as soon as the focus enters the event, so that Tab reaches it
 * in its place), with a note when that remote is down. Its placeholder is as tall as the block will be, so that
 * what follows in the column (the premium banner, the similar events on a phone) stays where it is when it comes.
 */
export function DatingBlockSlot(props: DatingBlockProps) {
  return (
    <RemoteSlot
      whenVisible
      className={styles.slot}
      remote="mf_dating_subscription"
      expose="./dating-block"
      props={props}
      skeleton={<SkeletonBlock className={styles.skeleton} />}
      fallback={
        <SlotFallback>
          Здесь обычно видно, кто ещё идёт на это событие. Знакомства сейчас недоступны — загляни позже.
        </SlotFallback>
      }
    />
  );
}
