import type { RemoteName, RemotesMap } from '@kaver/shared-contracts';
import { browserEntryOf, registerRemotes, retryRemote } from '../shared/federation/remotes';
import { sameRemotes } from './remotes-file';

interface ManifestExpose {
  name: string;
  path: string;
  assets: { css: { sync: string[] }; js: { sync: string[] } };
}

interface Manifest {
  exposes: ManifestExpose[];
}

/** What the HTML of a page names for one of its exposed modules: absolute URLs. */
export interface ExposeAssets {
  stylesheets: string[];
  /** The remote's entry first, then the module's own chunks: each runs after the host's entry (see document.ts). */
  scripts: string[];
}

const NO_ASSETS: ExposeAssets = { stylesheets: [], scripts: [] };

interface RemoteState {
  buildId: string | null;
  manifest: Promise<Manifest> | null;
  /** Its latest build could not be read the last time (said once, not every second). */
  unreadable: boolean;
}

const FETCH_TIMEOUT_MS = 1500;

const freshState = (): RemoteState => ({ buildId: null, manifest: null, unreadable: false });

/** Where a new remotes map comes from while the server runs (remotes-file.ts). */
export interface RemotesSource {
  /** The map when it changed since the last call and is valid; null otherwise. Never throws. */
  changed(): Promise<RemotesMap | null>;
}

/** A file a remote serves (its build id, its manifest, a stylesheet), within a short time or an error. */
export async function fetchRemoteFile(url: string): Promise<Response> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

async function fetchJson<T>(url: string): Promise<T> {
  return (await (await fetchRemoteFile(url)).json()) as T;
}

/**
 * The remotes as the server sees them: which build each one serves now (its latest-build.json), and the assets its
 * browser manifest lists for an exposed page (the stylesheets and scripts the HTML names). A remote redeployed while
 * the server runs is noticed within `revalidateMs`: its entry is registered afresh, so the next render loads the
 * new build, with no restart of the host, and pages the server kept from the old build are not served again.
 * So is a remote moved to another URL: at each reading the `source` (remotes.json) is asked first, and a new map
 * replaces the old one at once, whole (see replace()).
 */
export class RemoteBuilds {
  private readonly state = new Map<RemoteName, RemoteState>();
  private current: RemotesMap;
  /** How many times the map was replaced while the server runs: part of version(). */
  private mapVersion = 0;
  private checking: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    remotes: RemotesMap,
    private readonly revalidateMs: number,
    private readonly source?: RemotesSource,
  ) {
    this.current = remotes;
    for (const name of Object.keys(remotes) as RemoteName[]) this.state.set(name, freshState());
  }

  /**
   * The remotes map the server renders with now (name -> mf-manifest.json URL): a new object whenever it changes,
   * so that what is made of it (the CSP, the served remotes.json) can be kept by its identity.
   */
  get remotes(): RemotesMap {
    return this.current;
  }

  /**
   * The map and the build ids of every remote as last seen: it changes when the map does, when a remote is
   * redeployed, and when one stops answering, so that pages kept before are not served again.
   */
  version(): string {
    const builds = [...this.state.values()]
      .map((state) => (state.unreadable ? 'unreachable' : (state.buildId ?? '-')))
      .join(',');
    return `${this.mapVersion}:${builds}`;
  }

  /**
   * Whether a remote did not answer its last reading. The server may still render its pages from the build it
   * loaded before, but a browser could not load their scripts: such a page is nobody's to keep (cache-policy.ts).
   */
  unreachable(remote: RemoteName): boolean {
    return this.state.get(remote)?.unreadable === true;
  }

  /**
   * Reads every remote's latest build now, then every `revalidateMs` in the background (never on a request's
   * path). Resolves after the first reading; never throws.
   */
  watch(): Promise<void> {
    const first = this.revalidate();
    if (!this.timer && this.revalidateMs > 0) {
      this.timer = setInterval(() => void this.revalidate(), this.revalidateMs);
      this.timer.unref();
    }
    return first;
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Notices a changed map, then redeployed remotes; one reading at a time. Never throws. */
  private revalidate(): Promise<void> {
    this.checking ??= (async () => {
      const map = await this.source?.changed();
      if (map) this.replace(map);
      await Promise.all([...this.state.entries()].map(([remote, state]) => this.check(remote, state)));
    })().then(() => {
      this.checking = null;
    });
    return this.checking;
  }

  /**
   * Serves a new map from now on, in one step (nothing in it waits, so no request sees half of it): the moved and
   * the added remotes are registered with the federation runtime afresh, as a redeployed one is (the next render
   * loads them from their new URL), a removed one is no longer loaded (its pages show the fallback), and what the
   * server knew of their builds is forgotten; version() changes, so pages kept with the old map are not served
   * again. The caller's CSP and the served remotes.json follow `remotes`.
   */
  replace(map: RemotesMap): void {
    const before = this.current;
    if (sameRemotes(before, map)) return;
    const names = new Set([...Object.keys(before), ...Object.keys(map)]) as Set<RemoteName>;
    const changed = [...names].filter((name) => before[name] !== map[name]);
    // The loader's map is the new one; the runtime keeps a name's old registration (and its loaded build, even of a
    // name removed and listed again) until the name is registered afresh.
    registerRemotes(map);
    for (const name of changed) {
      if (map[name]) {
        retryRemote(name);
        this.state.set(name, freshState());
      } else {
        this.state.delete(name);
      }
    }
    this.current = map;
    this.mapVersion += 1;
    console.info(
      `[remotes] remotes.json changed: ${changed.map((name) => `${name} ${before[name] ?? '-'} -> ${map[name] ?? '-'}`).join(', ')}`,
    );
  }

  private async check(remote: RemoteName, state: RemoteState): Promise<void> {
    try {
      const { id } = await fetchJson<{ id?: string }>(
        new URL('latest-build.json', this.current[remote]).href,
      );
      state.unreadable = false;
      if (typeof id !== 'string' || id === state.buildId) return;
      if (state.buildId !== null) {
        console.info(`[remotes] ${remote} was redeployed (${state.buildId} -> ${id}): loading the new build`);
        retryRemote(remote);
      }
      state.buildId = id;
      state.manifest = null;
    } catch (error) {
      // An unreachable remote keeps what the server knew; its pages render the fallback if it cannot load, and are
      // not kept (unreachable()).
      if (!state.unreadable)
        console.warn(`[remotes] ${remote}: cannot read its latest build`, (error as Error).message);
      state.unreadable = true;
    }
  }

  /**
   * The stylesheets and scripts of an exposed page, at the remote's URL in the map as it is when called (a map
   * replaced meanwhile changes nothing of the answer); none when the manifest is unreadable.
   */
  async assets(remote: RemoteName, expose: string): Promise<ExposeAssets> {
    const state = this.state.get(remote);
    const entry = this.current[remote];
    if (!state || !entry) return NO_ASSETS;
    state.manifest ??= fetchJson<Manifest>(entry);
    const url = (file: string) => new URL(file, entry).href;
    try {
      const manifest = await state.manifest;
      const found = manifest.exposes.find((item) => item.path === expose);
      if (!found) return NO_ASSETS;
      return {
        stylesheets: found.assets.css.sync.map(url),
        scripts: [browserEntryOf(entry), ...found.assets.js.sync.map(url)],
      };
    } catch {
      state.manifest = null;
      return NO_ASSETS;
    }
  }
}
