import { $hasPremium, $session, type OfferVariant } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { type ComponentType, useRef } from 'react';
import { $step, EmailForm, PaymentProgress, PaymentResult } from '../../features/purchase';
import { Spinner } from '../../shared/ui/spinner';
import { useFocusAfterDeclinedOffer } from './lib/use-focus-after-declined-offer';
import { useFocusOnViewChange } from './lib/use-focus-on-view-change';
import styles from './offer-view.module.css';
import { AlreadyPremium } from './ui/already-premium';
import { VARIANTS } from './variants';
import type { VariantProps } from './variants/variant-props';

interface OfferViewProps {
  variant: OfferVariant;
  /** A link of the offer leads away: the modal closes itself. */
  onFollow?: () => void;
  /** 'Готово' after a successful purchase. */
  onDone?: () => void;
  /** The plans step in a layout of its own (the /subscription page), instead of the variant's. */
  layout?: ComponentType<VariantProps>;
}

/**
 * The subscription offer in one of its states (SPEC.md 2.6): a spinner while the session loads, the plans in
 * the chosen layout, the email form, the payment in progress, the result; a paid subscriber sees the status
 * card instead of a purchase. A view of the purchase flow: whoever shows it (the modal, /subscription's model)
 * opens and closes the flow.
 */
export function OfferView({ variant, onFollow, onDone, layout }: OfferViewProps) {
  const { step, session, hasPremium } = useUnit({ step: $step, session: $session, hasPremium: $hasPremium });
  const ref = useRef<HTMLDivElement>(null);
  const view =
    session.status === 'loading' && !session.user
      ? 'loading'
      : step === 'result' || step === 'payment' || !hasPremium
        ? step
        : 'premium';
  useFocusOnViewChange(view, ref);
  useFocusAfterDeclinedOffer(ref);
  const Layout = layout ?? VARIANTS[variant];

  return (
    <div ref={ref} className={styles.view} tabIndex={-1} data-offer-view={view}>
      {view === 'loading' && (
        <div className={styles.loading}>
          <Spinner />
        </div>
      )}
      {view === 'result' && <PaymentResult onDone={onDone} />}
      {view === 'payment' && <PaymentProgress />}
      {view === 'premium' && <AlreadyPremium onFollow={onFollow} />}
      {view === 'email' && <EmailForm />}
      {view === 'plans' && <Layout onFollow={onFollow} />}
    </div>
  );
}
