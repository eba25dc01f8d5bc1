// @kaver/shared-contracts/parcels: making and mounting single-spa parcels (createParcel, the lifecycle runner,
// RemoteSlot). A shared entry of its own (an MF singleton like the root), so that single-spa-react is fetched with
// the first parcel a page mounts (a modal, an embedded block), not on every first visit.
export { createParcel } from './parcels/create-parcel';
export { type MountedParcel, mountRootParcel, type ParcelLifecycles } from './parcels/mount-parcel';
export { createPageParcel } from './parcels/page-parcel';
export { RemoteSlot } from './parcels/remote-slot';
