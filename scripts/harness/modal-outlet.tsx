import { type ModalId, modalClosed } from '@kaver/shared-contracts';
import { mountRootParcel } from '@kaver/shared-contracts/parcels';
import { createStore, type Store, type Unit } from 'effector';
import { useUnit } from 'effector-react';
import { createRoot } from 'react-dom/client';
import type { ParcelConfig } from 'single-spa';
import Parcel from 'single-spa-react/parcel';

export interface HarnessModal {
  id: ModalId;
  /** The bus event the host's outlet opens it on (loginRequested, subscriptionOfferRequested, …). */
  requested: Unit<object>;
  /** The remote's own modal parcel (createParcel). */
  config: object;
}

interface OpenModal {
  id: ModalId;
  config: ParcelConfig;
  request: object;
  key: number;
}

/**
 * Each mount gets a name of its own: single-spa-react keeps its roots by parcel name, and a name that repeats the
 * stage's would render the stage's parcel into the modal's root.
 */
const named = (config: object, id: ModalId, key: number) =>
  ({ ...config, name: `harness-${id}-${key}` }) as unknown as ParcelConfig;

/**
 * The harness plays the host's modal outlet for the remote's own modals, so that flows opening one from inside
 * the remote run end to end: a request mounts its modal (replacing an open one, as the host does), its
 * modalClosed unmounts it.
 */
export function startModalOutlet(modals: HarnessModal[]): void {
  let opened = 0;
  const $modal = createStore<OpenModal | null>(null).on(modalClosed, (modal, { id }) =>
    modal?.id === id ? null : modal,
  );
  for (const { id, requested, config } of modals) {
    $modal.on(requested, (_, request) => {
      const key = ++opened;
      return { id, config: named(config, id, key), request, key };
    });
  }

  const element = document.createElement('div');
  element.id = 'harness-modals';
  document.body.appendChild(element);
  createRoot(element).render(<HarnessModalOutlet $modal={$modal} />);
}

function HarnessModalOutlet({ $modal }: { $modal: Store<OpenModal | null> }) {
  const modal = useUnit($modal);
  if (!modal) return null;
  return (
    <div data-modal={modal.id}>
      <Parcel key={modal.key} config={modal.config} mountParcel={mountRootParcel} request={modal.request} />
    </div>
  );
}
