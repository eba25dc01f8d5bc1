import type { RemoteName, RemotePage, RemotePageModule, RemotesMap } from '@kaver/shared-contracts';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import { isContractsMismatch, RemoteLoadError } from './load-errors';

let remotesMap: RemotesMap = {};

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance;
}

/**
 * Where the runtime finds a remote. remotes.json names each remote's mf-manifest.json; the server reads manifests
 * (stylesheets, Node builds), while the browser's runtime is built without manifest support (it was a few KB of
 * every first visit, and a round trip before each remote) and loads the remoteEntry.js published beside it.
 */
function registration(name: string, manifestUrl: string) {
  if (typeof window === 'undefined') return { name, entry: manifestUrl };
  return { name, entry: browserEntryOf(manifestUrl), type: 'var' as const };
}

/** The browser's entry of a remote: the remoteEntry.js beside its manifest (the server's HTML names it too). */
export function browserEntryOf(manifestUrl: string): string {
  return new URL('remoteEntry.js', manifestUrl).href;
}

/** Registers the remotes of remotes.json (name -> mf-manifest.json URL) with the MF runtime. */
export function registerRemotes(map: RemotesMap): void {
  remotesMap = map;
  federation().registerRemotes(
    Object.entries(map).map(([name, entry]) => registration(name, entry as string)),
  );
}

/** Forgets a remote's cached (failed) entry so that the next load fetches it again. */
function resetRemote(remote: RemoteName): void {
  const entry = remotesMap[remote];
  if (entry) federation().registerRemotes([registration(remote, entry)], { force: true });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The browser retries a network failure twice; the server tries once and renders the fallback. */
const BROWSER_RETRY_DELAYS_MS = [400, 1200];

/**
 * Loads an exposed module of a remote, retrying network failures. An incompatible contracts major is refused at
 * once. Throws RemoteLoadError; the caller shows a fallback.
 */
async function loadExposed<T>(
  remote: RemoteName,
  expose: string,
  retryDelays: readonly number[] = BROWSER_RETRY_DELAYS_MS,
): Promise<T> {
  if (!remotesMap[remote]) throw new RemoteLoadError(remote, 'not-configured');
  const id = `${remote}/${expose.replace(/^\.\//, '')}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const module = await federation().loadRemote<T>(id);
      if (!module) throw new Error(`${id} exports nothing`);
      return module;
    } catch (error) {
      if (isContractsMismatch(error)) throw new RemoteLoadError(remote, 'incompatible', error);
      const delay = retryDelays[attempt];
      if (delay === undefined) throw new RemoteLoadError(remote, 'unreachable', error);
      await wait(delay);
      resetRemote(remote);
    }
  }
}

/** Loads an exposed parcel (a modal, a block embedded in another remote's page). */
export async function loadParcel(remote: RemoteName, expose: string): Promise<ParcelConfig> {
  const module = await loadExposed<{ default?: ParcelConfig }>(remote, expose);
  if (!module.default) throw new RemoteLoadError(remote, 'unreachable', new Error(`${expose}: no parcel`));
  return module.default;
}

/** Loads an exposed page: its view and start event, which the host renders in its own tree. */
export async function loadPage(
  remote: RemoteName,
  expose: string,
  retryDelays?: readonly number[],
): Promise<RemotePage> {
  const module = await loadExposed<Partial<RemotePageModule>>(remote, expose, retryDelays);
  if (!module.page) throw new RemoteLoadError(remote, 'unreachable', new Error(`${expose}: no page`));
  return module.page;
}

/** Called by the fallback's retry button, and on the server when a remote was redeployed: a fresh entry. */
export function retryRemote(remote: RemoteName): void {
  resetRemote(remote);
}

/** The manifest URLs of the registered remotes, for build polling. */
export function registeredRemotes(): RemotesMap {
  return remotesMap;
}
