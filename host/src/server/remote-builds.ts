import type { RemoteName, RemotesMap } from '@kaver/shared-contracts';
import { browserEntryOf, retryRemote } from '../shared/federation/remotes';

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
 */
export class RemoteBuilds {
  private readonly state = new Map<RemoteName, RemoteState>();
  private checking: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly remotes: RemotesMap,
    private readonly revalidateMs: number,
  ) {
    for (const name of Object.keys(remotes) as RemoteName[])
      this.state.set(name, { buildId: null, manifest: null, unreadable: false });
  }

  /**
   * The build ids of every remote as last seen: it changes when one is redeployed, and when one stops answering,
   * so that pages kept while it answered are not served again.
   */
  version(): string {
    return [...this.state.values()]
      .map((state) => (state.unreadable ? 'unreachable' : (state.buildId ?? '-')))
      .join(',');
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

  /** Notices redeployed remotes; one reading at a time. Never throws. */
  private revalidate(): Promise<void> {
    this.checking ??= Promise.all([...this.state.keys()].map((remote) => this.check(remote))).then(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async check(remote: RemoteName): Promise<void> {
    const state = this.state.get(remote) as RemoteState;
    try {
      const { id } = await fetchJson<{ id?: string }>(this.url(remote, 'latest-build.json'));
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

  private url(remote: RemoteName, file: string): string {
    return new URL(file, this.remotes[remote]).href;
  }

  /** The stylesheets and scripts of an exposed page; none when the manifest is unreadable. */
  async assets(remote: RemoteName, expose: string): Promise<ExposeAssets> {
    const state = this.state.get(remote);
    if (!state) return NO_ASSETS;
    state.manifest ??= fetchJson<Manifest>(this.remotes[remote] as string);
    try {
      const manifest = await state.manifest;
      const found = manifest.exposes.find((item) => item.path === expose);
      if (!found) return NO_ASSETS;
      return {
        stylesheets: found.assets.css.sync.map((file) => this.url(remote, file)),
        scripts: [
          browserEntryOf(this.remotes[remote] as string),
          ...found.assets.js.sync.map((file) => this.url(remote, file)),
        ],
      };
    } catch {
      state.manifest = null;
      return NO_ASSETS;
    }
  }
}
