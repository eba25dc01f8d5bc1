import { retryDelay, shouldRetryNetworkError, shouldRetryStatus } from './retry';

const policy = { retries: 1, retryPost: false, delayMs: 300 };

describe('retry policy', () => {
  it('stops after the allowed number of retries', () => {
    expect(shouldRetryStatus(policy, 'GET', 503, 0)).toBe(true);
    expect(shouldRetryStatus(policy, 'GET', 503, 1)).toBe(false);
    expect(shouldRetryNetworkError({ ...policy, retries: 0 }, 'GET', 0)).toBe(false);
  });

  it('retries POST only when allowed and only for gateway errors', () => {
    expect(shouldRetryNetworkError(policy, 'POST', 0)).toBe(false);
    const auth = { ...policy, retryPost: true };
    expect(shouldRetryNetworkError(auth, 'POST', 0)).toBe(true);
    expect(shouldRetryStatus(auth, 'POST', 504, 0)).toBe(true);
    expect(shouldRetryStatus(auth, 'POST', 500, 0)).toBe(false);
    expect(shouldRetryStatus(auth, 'POST', 429, 0)).toBe(false);
  });

  it('backs off exponentially and honours Retry-After up to 10 s', () => {
    expect(retryDelay(policy, 0)).toBe(300);
    expect(retryDelay(policy, 2)).toBe(1200);
    expect(retryDelay(policy, 0, '2')).toBe(2000);
    expect(retryDelay(policy, 0, '120')).toBe(10_000);
    expect(retryDelay(policy, 0, 'Wed, 21 Oct 2026 07:28:00 GMT')).toBe(300);
  });
});
