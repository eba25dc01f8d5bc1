import type { RemoteName, RemotesMap } from '@kaver/shared-contracts';
import { retryRemote } from '../shared/federation/remotes';

interface ManifestExpose {
  name: string;
  path: string;
  assets: { css: { sync: string[] } };
}

interface RemoteState {
  buildId: string | null;
  manifest: Promise<ManifestExpose[]> | null;
  /** Its latest build could not be read the last time (said once, not every second). */
  unreadable: boolean;
}

const FETCH_TIMEOUT_MS = 1500;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The remotes as the server sees them: which build each one serves now (its latest-build.json), and the assets its
 * browser manifest lists for an exposed page (the stylesheets the HTML links). A remote redeployed while the
 * server runs is noticed within `revalidateMs`: its entry is registered afresh, so the next render loads the new
 * build, with no restart of the host, and pages the server kept from the old build are not served again.
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

  /** The build ids of every remote as last seen: it changes when one is redeployed. */
  version(): string {
    return [...this.state.values()].map((state) => state.buildId ?? '-').join(',');
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
      // An unreachable remote keeps what the server knew; its pages render the fallback if it cannot load.
      if (!state.unreadable)
        console.warn(`[remotes] ${remote}: cannot read its latest build`, (error as Error).message);
      state.unreadable = true;
    }
  }

  private url(remote: RemoteName, file: string): string {
    return new URL(file, this.remotes[remote]).href;
  }

  /**
   * The stylesheets of an exposed page, as absolute URLs; none when the manifest is unreadable. Its scripts are
   * left to the app (see preloadHtml).
   */
  async stylesheets(remote: RemoteName, expose: string): Promise<string[]> {
    const state = this.state.get(remote);
    if (!state) return [];
    state.manifest ??= fetchJson<{ exposes: ManifestExpose[] }>(this.remotes[remote] as string).then(
      (manifest) => manifest.exposes,
    );
    try {
      const found = (await state.manifest).find((item) => item.path === expose);
      if (!found) return [];
      return found.assets.css.sync.map((file) => this.url(remote, file));
    } catch {
      state.manifest = null;
      return [];
    }
  }
}
