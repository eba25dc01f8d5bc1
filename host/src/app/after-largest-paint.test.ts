import { afterLargestPaint, MAX_WAIT_MS } from './after-largest-paint';

/** A page whose largest picture is still loading (jsdom never loads images: `complete` is set by hand). */
function pageWithPicture(): HTMLImageElement {
  document.body.innerHTML =
    '<div id="root"><main><img fetchpriority="high" src="/cover.avif" alt=""></main></div>';
  const image = document.querySelector('img')!;
  Object.defineProperty(image, 'complete', { value: false, configurable: true });
  return image;
}

/** Whether the promise has settled after the timers run for `ms`. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await jest.advanceTimersByTimeAsync(ms);
  return settled;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('afterLargestPaint', () => {
  it('starts at once on a page without a prioritised picture', async () => {
    document.body.innerHTML = '<div id="root"><p>Текст</p></div>';
    expect(await settledAfter(afterLargestPaint(), 0)).toBe(true);
  });

  it('waits for the picture, then for a frame', async () => {
    const image = pageWithPicture();
    const started = afterLargestPaint();
    expect(await settledAfter(started, 1000)).toBe(false);
    image.dispatchEvent(new Event('load'));
    expect(await settledAfter(started, 200)).toBe(true);
  });

  it('goes on when the picture fails', async () => {
    const image = pageWithPicture();
    const started = afterLargestPaint();
    image.dispatchEvent(new Event('error'));
    expect(await settledAfter(started, 200)).toBe(true);
  });

  it('never holds the app back longer than its limit', async () => {
    pageWithPicture();
    const started = afterLargestPaint();
    expect(await settledAfter(started, MAX_WAIT_MS - 100)).toBe(false);
    expect(await settledAfter(started, 400)).toBe(true);
  });
});
