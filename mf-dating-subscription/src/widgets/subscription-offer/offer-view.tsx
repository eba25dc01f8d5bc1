import { $hasPremium, $session, type OfferVariant } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import type { ComponentType } from 'react';
import { $step, EmailForm, PaymentProgress, PaymentResult } from '../../features/purchase';
import { Spinner } from '../../shared/ui/spinner';
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

  if (session.status === 'loading' && !session.user) {
    return (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  }
  if (step === 'result') return <PaymentResult onDone={onDone} />;
  if (step === 'payment') return <PaymentProgress />;
  if (hasPremium) return <AlreadyPremium onFollow={onFollow} />;
  if (step === 'email') return <EmailForm />;
  const Layout = layout ?? VARIANTS[variant];
  return <Layout onFollow={onFollow} />;
}
