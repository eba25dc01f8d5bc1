import { RELOAD_GUARD_MS, tryClaimReload } from './reload-guard';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('tryClaimReload', () => {
  it('allows one reload per path per 10 seconds', () => {
    const storage = memoryStorage();
    expect(tryClaimReload('/moscow', storage, 1_000)).toBe(true);
    expect(tryClaimReload('/moscow', storage, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(tryClaimReload('/kazan', storage, 2_000)).toBe(true);
    expect(tryClaimReload('/moscow', storage, 1_000 + RELOAD_GUARD_MS)).toBe(true);
  });
});
