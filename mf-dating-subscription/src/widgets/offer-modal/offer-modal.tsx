import {
  $hasPremium,
  $location,
  $runtimeConfig,
  goalReached,
  type ModalParcelProps,
  modalClosed,
  modalOpened,
  type SubscriptionOfferRequest,
} from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  $purchaseUnderWay,
  $step,
  focusedElement,
  offerClosed,
  offerDeclined,
  offerOpened,
  PurchaseButton,
} from '../../features/purchase';
import { $brand, assignOfferVariant, resolveOfferVariant } from '../../shared/config';
import { OFFER_OPENED_GOAL } from '../../shared/lib';
import { Dialog } from '../../shared/ui/dialog';
import { ALREADY_PREMIUM_TITLE, OfferView } from '../subscription-offer';

export const OFFER_MODAL_ID = 'subscription-offer';

const SIZES = { 1: 'xl', 2: 'md', 3: 'xl', 4: 'xl', 5: 'md' } as const;

/**
 * The subscription offer modal, mounted by the host's outlet on subscriptionOfferRequested. It renders its
 * own dialog and closes with modalClosed({ id: 'subscription-offer' }). The layout is the request's when it names
 * one (the harness), else the visitor's assigned one (config.json's offerVariants, kept per browser).
 *
 * Asked for while a purchase is under way (on /subscription, where the onboarding that follows a new buyer's
 * sign-in asks for it, SPEC.md 2.8), it closes at once and shows nothing: the purchase goes on where it is, with
 * the plan chosen there, instead of starting over in a second offer on top of it; the focus goes back to it.
 */
export function OfferModal(props: ModalParcelProps<SubscriptionOfferRequest>) {
  const { underWay, closed, declinedOffer } = useUnit({
    underWay: $purchaseUnderWay,
    closed: modalClosed,
    declinedOffer: offerDeclined,
  });
  // Decided once, as the modal mounts: its own purchase is under way later, and must not close it.
  const [declined] = useState(underWay);
  useEffect(() => {
    if (!declined) return;
    closed({ id: OFFER_MODAL_ID });
    // The focus the modals before this one took with them goes to the purchase under way.
    declinedOffer();
  }, [declined, closed, declinedOffer]);
  return declined ? null : <OfferDialog {...props} />;
}

function OfferDialog({ request }: ModalParcelProps<SubscriptionOfferRequest>) {
  const { hasPremium, step, config, brand, location, open, stop, opened, closed, goal } = useUnit({
    hasPremium: $hasPremium,
    step: $step,
    config: $runtimeConfig,
    brand: $brand,
    location: $location,
    open: offerOpened,
    stop: offerClosed,
    opened: modalOpened,
    closed: modalClosed,
    goal: goalReached,
  });
  const [assigned] = useState(() =>
    request.variant ? null : assignOfferVariant(config?.offerVariants, location.search),
  );
  const variant = assigned ?? resolveOfferVariant(request.variant);
  const source = request.source ?? 'offer';
  // Read as the modal renders, before the dialog moves the focus in: where it goes back to if the purchase is
  // given up at the sign-in, when the login modal has replaced this one.
  const [opener] = useState(focusedElement);
  const isClosed = useRef(false);

  const close = useCallback(() => {
    if (isClosed.current) return;
    isClosed.current = true;
    closed({ id: OFFER_MODAL_ID });
  }, [closed]);

  // The purchase flow starts over with the modal, and ends with it (a widget still open is removed).
  useEffect(() => {
    open({ variant, source, opener });
    return () => stop();
  }, [variant, source, opener, open, stop]);

  useEffect(() => {
    isClosed.current = false;
    opened({ id: OFFER_MODAL_ID });
    goal({ name: OFFER_OPENED_GOAL, params: { variant, source } });
    return close;
  }, [variant, source, close, opened, goal]);

  const premiumView = hasPremium && step !== 'result';
  const title = premiumView ? ALREADY_PREMIUM_TITLE : `${brand} Премиум`;
  const stickyButton = variant === 2 && step === 'plans' && !hasPremium;
  return (
    <Dialog
      title={title}
      hideTitle={variant === 5 && !premiumView}
      size={premiumView ? 'md' : SIZES[variant]}
      onClose={close}
      footer={stickyButton ? <PurchaseButton /> : undefined}
      testId="subscription-offer"
    >
      <OfferView variant={variant} onFollow={close} onDone={close} />
    </Dialog>
  );
}
