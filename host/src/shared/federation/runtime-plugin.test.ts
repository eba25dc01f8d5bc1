import { createScript } from '@module-federation/sdk';
import kaverRuntimePlugin from './runtime-plugin';

const ENTRY = 'http://localhost:3001/remoteEntry.js';

/** The script the federation runtime makes for a remote entry, with the host's plugin as its createScript hook. */
function remoteEntryScript() {
  const plugin = kaverRuntimePlugin();
  const { script } = createScript({
    url: ENTRY,
    cb: () => undefined,
    // What the runtime's loadScript passes for a remote entry.
    attrs: { fetchpriority: 'high' },
    createScriptHook: (url: string, attrs?: Record<string, unknown>) =>
      plugin.createScript?.({ url, attrs }) as HTMLScriptElement | undefined,
  });
  return script;
}

describe('host runtime plugin', () => {
  it('fetches a remote entry at the default priority of a script added by a script, not "high"', () => {
    const script = remoteEntryScript();
    expect(script.src).toBe(ENTRY);
    expect(script.getAttribute('fetchpriority')).toBeNull();
  });
});
