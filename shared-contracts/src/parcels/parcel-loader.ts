import type { ParcelConfig } from 'single-spa';
import type { RemoteName } from '../config/runtime-config';

/** Loads a remote's exposed parcel; the host registers its federation loader (retries included). */
export type ParcelLoader = (remote: RemoteName, expose: string) => Promise<ParcelConfig>;

let loader: ParcelLoader = () =>
  Promise.reject(new Error('No parcel loader: this page runs without the host'));

export function registerParcelLoader(next: ParcelLoader): void {
  loader = next;
}

export const loadRemoteParcel: ParcelLoader = (remote, expose) => loader(remote, expose);
