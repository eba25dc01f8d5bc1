import { createScript } from '@module-federation/sdk';
import kaverRuntimePlugin, { REMOTE_ENTRY_TIMEOUT_MS } from './runtime-plugin';

const ENTRY = 'http://localhost:3001/remoteEntry.js';

/** The script the federation runtime makes for a remote entry, with the host's plugin as its createScript hook. */
function remoteEntryScript(onErrorCallback: (error: Error) => void = () => undefined) {
  const plugin = kaverRuntimePlugin();
  const { script } = createScript({
    url: ENTRY,
    cb: () => undefined,
    onErrorCallback,
    // What the runtime's loadScript passes for a remote entry.
    attrs: { fetchpriority: 'high' },
    createScriptHook: (url: string, attrs?: Record<string, unknown>) =>
      plugin.createScript?.({ url, attrs }) as { script: HTMLScriptElement; timeout: number } | undefined,
  });
  return script;
}

describe('host runtime plugin', () => {
  it('fetches a remote entry at the default priority of a script added by a script, not "high"', () => {
    const script = remoteEntryScript();
    expect(script.src).toBe(ENTRY);
    expect(script.getAttribute('fetchpriority')).toBeNull();
  });

  it("gives up on an entry that does not arrive in time, long before the runtime's own 20 s", () => {
    jest.useFakeTimers();
    try {
      const failures: Error[] = [];
      remoteEntryScript((error) => failures.push(error));
      jest.advanceTimersByTime(REMOTE_ENTRY_TIMEOUT_MS - 1);
      expect(failures).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(failures.map((error) => error.message)).toEqual([
        `ScriptNetworkError: Script "${ENTRY}" timed out.`,
      ]);
      expect(REMOTE_ENTRY_TIMEOUT_MS).toBeLessThan(20_000);
    } finally {
      jest.useRealTimers();
    }
  });
});
