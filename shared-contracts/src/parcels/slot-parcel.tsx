import { createContext, useContext } from 'react';
import type { ParcelConfig } from 'single-spa';
import { SingleSpaContext } from 'single-spa-react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from './mount-parcel';

/**
 * single-spa-react creates its context when it can (its module's own `require('react')`, else its first parcel):
 * before either there is no parcel around a slot to read.
 */
const NO_PARCEL_CONTEXT = createContext<{ mountParcel?: typeof mountRootParcel } | null>(null);

const HIDDEN = { position: 'absolute', insetInline: 0, visibility: 'hidden' } as const;

/** The parcel a RemoteSlot has loaded, mounted in place (RemoteSlot loads this module with it). */
export function SlotParcel({
  config,
  props,
  hidden = false,
  onMounted,
  onError,
}: {
  config: ParcelConfig;
  props: object;
  /**
   * Laid out out of the flow and unseen, across the nearest positioned box (the slot's, when it is one), while
   * the slot's skeleton still holds its place.
   */
  hidden?: boolean;
  onMounted?: () => void;
  onError: () => void;
}) {
  // Inside a parcel, single-spa-react provides mountParcel: the child's lifecycle follows the parent's. A page the
  // host renders in its own tree mounts the child as a root parcel.
  const { mountParcel = mountRootParcel } = useContext(SingleSpaContext ?? NO_PARCEL_CONTEXT) ?? {};
  return (
    <Parcel
      config={config}
      mountParcel={mountParcel}
      wrapWith="div"
      wrapStyle={hidden ? HIDDEN : undefined}
      parcelDidMount={onMounted}
      handleError={onError}
      {...props}
    />
  );
}
