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

/** The harness plays the host's modal outlet for this remote's own modals, so their flows run end to end. */
const $modal = createStore<OpenModal | null>(null)
  .on(subscriptionOfferRequested, (_, request) => ({
    id: 'subscription-offer',
    config: offerModal as unknown as ParcelConfig,
    request,
    key: ++opened,
  }))
  .on(subscriptionCancelRequested, (_, request) => ({
    id: 'subscription-cancel',
    config: cancelModal as unknown as ParcelConfig,
    request,
    key: ++opened,
  }))
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
