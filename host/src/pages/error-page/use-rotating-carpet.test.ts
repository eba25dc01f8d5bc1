import { renderHook } from '@testing-library/react';
import { CARPETS, nextCarpetIndex, useRotatingCarpet } from './use-rotating-carpet';

describe('nextCarpetIndex', () => {
  it('always picks a different carpet among the five', () => {
    expect(CARPETS).toHaveLength(5);
    for (let current = 0; current < 5; current += 1) {
      for (const r of [0, 0.24, 0.5, 0.99]) {
        const next = nextCarpetIndex(current, () => r);
        expect(next).not.toBe(current);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(5);
      }
    }
  });
});

describe('useRotatingCarpet', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = matchMedia;
  });

  /** The system's motion preference as matchMedia answers it. */
  const motion = (reduce: boolean) => {
    window.matchMedia = ((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
    })) as unknown as typeof window.matchMedia;
  };

  // The carpets' files are one stub under Jest: whether a swap is scheduled is what tells.
  it('swaps the carpet every 500 ms', () => {
    motion(false);
    renderHook(() => useRotatingCarpet());
    expect(jest.getTimerCount()).toBe(1);
  });

  it('keeps the first carpet for a person who asked for less motion', () => {
    motion(true);
    const { result } = renderHook(() => useRotatingCarpet());
    expect(jest.getTimerCount()).toBe(0);
    expect(result.current).toBe(CARPETS[0]);
  });
});
