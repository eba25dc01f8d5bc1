import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin of the host: every failed remote load passes through errorLoadRemote. It is logged here with
 * the remote and the stage; returning nothing lets the error reach the loader, which retries and then shows the
 * fallback with a retry button (see remote-parcel.tsx).
 */
export default function kaverRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kaver-host-runtime-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      // One line per failure: the fallback on the page says the rest.
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      console.warn(`[federation] failed to load ${id} at ${lifecycle}: ${reason}`);
      return undefined;
    },
  };
}
