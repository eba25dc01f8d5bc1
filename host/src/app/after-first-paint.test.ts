import { afterFirstPaint, MAX_WAIT_MS } from './after-first-paint';

/** Whether the promise has settled after the timers run for `ms`. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await jest.advanceTimersByTimeAsync(ms);
  return settled;
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('afterFirstPaint', () => {
  it('waits for the next frame and the task after it', async () => {
    jest.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    const painted = afterFirstPaint();
    expect(await settledAfter(painted, 10)).toBe(false);
    frame?.(performance.now());
    expect(await settledAfter(painted, 0)).toBe(true);
  });

  it('goes on without a frame (a background tab) after its limit', async () => {
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const painted = afterFirstPaint();
    expect(await settledAfter(painted, MAX_WAIT_MS - 1)).toBe(false);
    expect(await settledAfter(painted, 1)).toBe(true);
  });
});
