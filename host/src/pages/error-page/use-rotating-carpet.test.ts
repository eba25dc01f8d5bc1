import { CARPETS, nextCarpetIndex } from './use-rotating-carpet';

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
