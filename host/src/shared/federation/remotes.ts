import type { RemoteName, RemotesMap } from '@kaver/shared-contracts';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import { isContractsMismatch, RemoteLoadError } from './load-errors';

let remotesMap: RemotesMap = {};

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance;
}

/** Registers the remotes of remotes.json (name -> mf-manifest.json URL) with the MF runtime. */
export function registerRemotes(map: RemotesMap): void {
  remotesMap = map;
  const remotes = Object.entries(map).map(([name, entry]) => ({ name, entry: entry as string }));
  federation().registerRemotes(remotes);
}

/** Forgets a remote's cached (failed) entry so that the next load fetches it again. */
function resetRemote(remote: RemoteName): void {
  const entry = remotesMap[remote];
  if (entry) federation().registerRemotes([{ name: remote, entry }], { force: true });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const RETRY_DELAYS_MS = [400, 1200];

/**
 * Loads an exposed parcel of a remote, retrying network failures twice. An incompatible contracts major is
 * refused at once. Throws RemoteLoadError; the caller shows a fallback.
 */
export async function loadParcel(remote: RemoteName, expose: string): Promise<ParcelConfig> {
  if (!remotesMap[remote]) throw new RemoteLoadError(remote, 'not-configured');
  const id = `${remote}/${expose.replace(/^\.\//, '')}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const module = await federation().loadRemote<{ default: ParcelConfig }>(id);
      if (!module?.default) throw new Error(`${id} has no default parcel export`);
      return module.default;
    } catch (error) {
      if (isContractsMismatch(error)) throw new RemoteLoadError(remote, 'incompatible', error);
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw new RemoteLoadError(remote, 'unreachable', error);
      await wait(delay);
      resetRemote(remote);
    }
  }
}

/** Called by the fallback's retry button: start over with a fresh entry. */
export function retryRemote(remote: RemoteName): void {
  resetRemote(remote);
}

/** The manifest URLs of the registered remotes, for build polling. */
export function registeredRemotes(): RemotesMap {
  return remotesMap;
}
