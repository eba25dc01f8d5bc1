import {
  type ModalId,
  modalClosed,
  subscriptionCancelRequested,
  subscriptionOfferRequested,
} from '@kaver/shared-contracts';
import { createStore } from 'effector';
import { useUnit } from 'effector-react';
import { createRoot } from 'react-dom/client';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import cancelModal from '../app/parcels/subscription-cancel-modal';
import offerModal from '../app/parcels/subscription-offer-modal';

interface OpenModal {
  id: ModalId;
  config: ParcelConfig;
  request: object;
  key: number;
}

let opened = 0;

/**
 * Each mount gets a name of its own: single-spa-react keeps its roots by parcel name, and a name that repeats the
 * stage's would render the stage's parcel into the modal's root.
 */
const named = (config: object, id: ModalId, key: number) =>
  ({ ...config, name: `harness-${id}-${key}` }) as unknown as ParcelConfig;

/** The harness plays the host's modal outlet for this remote's own modals, so their flows run end to end. */
const $modal = createStore<OpenModal | null>(null)
  .on(subscriptionOfferRequested, (_, request) => {
    const key = ++opened;
    return { id: 'subscription-offer', config: named(offerModal, 'subscription-offer', key), request, key };
  })
  .on(subscriptionCancelRequested, (_, request) => {
    const key = ++opened;
    return {
      id: 'subscription-cancel',
      config: named(cancelModal, 'subscription-cancel', key),
      request,
      key,
    };
  })
  .on(modalClosed, (modal, { id }) => (modal?.id === id ? null : modal));

function HarnessModalOutlet() {
  const modal = useUnit($modal);
  if (!modal) return null;
  return (
    <div data-modal={modal.id}>
      <Parcel key={modal.key} config={modal.config} mountParcel={mountRootParcel} request={modal.request} />
    </div>
  );
}

export function startModalOutlet(): void {
  const element = document.createElement('div');
  element.id = 'harness-modals';
  document.body.appendChild(element);
  createRoot(element).render(<HarnessModalOutlet />);
}
