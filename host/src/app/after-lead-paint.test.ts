import { LEAD_PICTURE_SELECTOR } from '@kaver/shared-contracts/ui/lead-picture';
import { afterLeadPaint, FALLBACK_FRAMES, MAX_WAIT_MS } from './after-lead-paint';

/** Whether the promise has settled after the timers run for `ms`. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await jest.advanceTimersByTimeAsync(ms);
  return settled;
}

/** Frames run by hand: rAF callbacks wait until `runFrame`. */
function manualFrames() {
  let callbacks: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callbacks.push(callback);
    return callbacks.length;
  });
  return {
    runFrame() {
      const now = callbacks;
      callbacks = [];
      for (const callback of now) callback(performance.now());
    },
  };
}

/** A browser that reports paints of `types`; `report` hands an entry to the observers of its type. */
function paintReports(types: string[]) {
  const observers: { type: string; callback: PerformanceObserverCallback }[] = [];
  class FakeObserver {
    static supportedEntryTypes = types;
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe({ type }: { type: string }) {
      observers.push({ type, callback: this.callback });
    }
    disconnect() {}
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true });
  return {
    report(type: string, entry: Partial<PerformanceEntry> & { element?: Element }) {
      const list = { getEntries: () => [entry] } as unknown as PerformanceObserverEntryList;
      for (const observer of observers.filter((item) => item.type === type)) {
        observer.callback(list, observer as unknown as PerformanceObserver);
      }
    },
  };
}

function leadPicture(): HTMLImageElement {
  document.body.innerHTML =
    '<img src="/a.avif" alt=""><img src="/lead.avif" fetchpriority="high" elementtiming="lead-picture" alt="">';
  return document.querySelector(LEAD_PICTURE_SELECTOR) as HTMLImageElement;
}

const originalObserver = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
  if (originalObserver) Object.defineProperty(window, 'PerformanceObserver', originalObserver);
  else delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
});

describe('afterLeadPaint', () => {
  it('waits until the browser reports the lead picture on the screen, not another picture', async () => {
    const reports = paintReports(['element', 'paint']);
    const lead = leadPicture();
    const painted = afterLeadPaint();
    reports.report('paint', { name: 'first-contentful-paint' });
    reports.report('element', { element: document.querySelector('img') as Element });
    expect(await settledAfter(painted, 100)).toBe(false);
    reports.report('element', { element: lead });
    expect(await settledAfter(painted, 0)).toBe(true);
  });

  it('without element reports: a few frames after the lead picture has loaded', async () => {
    paintReports(['paint']);
    const frames = manualFrames();
    const lead = leadPicture();
    const painted = afterLeadPaint();
    frames.runFrame();
    expect(await settledAfter(painted, 10)).toBe(false);
    lead.dispatchEvent(new Event('load'));
    for (let frame = 0; frame < FALLBACK_FRAMES - 1; frame += 1) {
      await jest.advanceTimersByTimeAsync(0);
      frames.runFrame();
    }
    expect(await settledAfter(painted, 10)).toBe(false);
    frames.runFrame();
    expect(await settledAfter(painted, 0)).toBe(true);
  });

  it('goes on at once when the lead picture fails to load', async () => {
    paintReports(['element', 'paint']);
    const lead = leadPicture();
    const painted = afterLeadPaint();
    expect(await settledAfter(painted, 10)).toBe(false);
    lead.dispatchEvent(new Event('error'));
    expect(await settledAfter(painted, 0)).toBe(true);
  });

  it('a page without a lead picture waits for its first content to be reported', async () => {
    const reports = paintReports(['element', 'paint']);
    document.body.innerHTML = '<h1>Афиша</h1>';
    const painted = afterLeadPaint();
    reports.report('paint', { name: 'first-paint' });
    expect(await settledAfter(painted, 10)).toBe(false);
    reports.report('paint', { name: 'first-contentful-paint' });
    expect(await settledAfter(painted, 0)).toBe(true);
  });

  it('a page without a lead picture in a browser that reports nothing: the next frame', async () => {
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    const frames = manualFrames();
    const painted = afterLeadPaint();
    expect(await settledAfter(painted, 10)).toBe(false);
    frames.runFrame();
    expect(await settledAfter(painted, 0)).toBe(true);
  });

  it('goes on after its limit when nothing is reported', async () => {
    paintReports(['element', 'paint']);
    leadPicture();
    const painted = afterLeadPaint();
    expect(await settledAfter(painted, MAX_WAIT_MS - 1)).toBe(false);
    expect(await settledAfter(painted, 1)).toBe(true);
  });

  it('does not wait in a background tab', async () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    leadPicture();
    expect(await settledAfter(afterLeadPaint(), 0)).toBe(true);
  });
});
