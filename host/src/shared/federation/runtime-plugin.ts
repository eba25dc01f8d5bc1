import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin of the host.
 *
 * A remote's entry script is fetched at the priority the browser gives any script added by a script (low), as
 * webpack fetches the host's own chunks. The runtime's default, fetchpriority="high", would have it compete with
 * the page's lead picture, though the page is painted from the server's HTML and needs the remote only to hydrate.
 *
 * An entry that does not arrive in REMOTE_ENTRY_TIMEOUT_MS fails (the runtime's own limit is 20 s, and the loader
 * tries three times: a remote that accepts connections and never answers held a navigation for a minute before its
 * fallback). A remote entry is ~10 KB: a slow phone network fetches it in a second or two.
 *
 * Every failed remote load passes through errorLoadRemote. It is logged here with the remote and the stage;
 * returning nothing lets the error reach the loader, which retries and then shows the fallback with a retry button
 * (see remote-parcel.tsx).
 */
export const REMOTE_ENTRY_TIMEOUT_MS = 8000;

export default function kaverRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kaver-host-runtime-plugin',
    // On the server the runtime asks too, and the Node runtime plugin loads the entry its own way.
    createScript({ url }) {
      if (typeof document === 'undefined') return undefined;
      const script = document.createElement('script');
      script.src = url;
      return { script, timeout: REMOTE_ENTRY_TIMEOUT_MS };
    },
    errorLoadRemote({ id, error, lifecycle }) {
      // One line per failure: the fallback on the page says the rest.
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      console.warn(`[federation] failed to load ${id} at ${lifecycle}: ${reason}`);
      return undefined;
    },
  };
}
