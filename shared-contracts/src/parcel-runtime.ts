// @kaver/shared-contracts/parcels: making and mounting single-spa parcels (createParcel, the lifecycle runner).
// A shared entry of its own (an MF singleton like the root), so that single-spa-react is fetched with the first
// parcel a page mounts (a modal, an embedded block), not on every first visit. RemoteSlot, which embeds one, is in
// the root entry: it loads this one when its parcel comes onto the screen.
export { createParcel } from './parcels/create-parcel';
export { type MountedParcel, mountRootParcel, type ParcelLifecycles } from './parcels/mount-parcel';
export { createPageParcel } from './parcels/page-parcel';
export { SlotParcel } from './parcels/slot-parcel';
