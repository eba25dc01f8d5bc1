/** @jest-environment node */
import { loadSettings, trustProxyFrom } from './settings';

describe('the server settings', () => {
  it('reads TRUST_PROXY as the API does: none, a number of proxies, or their addresses; never every hop', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('0')).toBe(false);
    expect(trustProxyFrom('1')).toBe(1);
    expect(trustProxyFrom('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => trustProxyFrom('true')).toThrow(/TRUST_PROXY/);
  });

  it('has defaults for a local run and refuses a setting that is not a number', () => {
    const settings = loadSettings({ HOST_WORKERS: '2' });
    expect(settings).toMatchObject({ port: 3000, workers: 2, pageCacheSeconds: 5, serverTiming: false });
    expect(settings.pageCacheBytes).toBe(64 * 1024 * 1024);
    expect(() => loadSettings({ PAGE_CACHE_SECONDS: 'soon' })).toThrow(/PAGE_CACHE_SECONDS/);
  });
});
