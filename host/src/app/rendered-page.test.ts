/** @jest-environment node */
import { inSidOrder } from './rendered-page';

describe('inSidOrder', () => {
  it('lists the same stores in the same order whatever order their data came in', () => {
    const first = inSidOrder({ b2: [1], a1: { x: 1 }, c3: null });
    const second = inSidOrder({ c3: null, a1: { x: 1 }, b2: [1] });
    expect(JSON.stringify(first)).toBe('{"a1":{"x":1},"b2":[1],"c3":null}');
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });
});
