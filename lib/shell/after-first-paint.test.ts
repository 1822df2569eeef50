/**
 * @jest-environment jsdom
 */

type AfterFirstPaint = typeof import('./after-first-paint');

/**
 * A browser with paint timing whose first contentful paint the test reports (`paint()`); `painted`: it
 * had painted before the module asked.
 */
function browserWithPaintTiming({ painted = false } = {}) {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  const fcp = [{ name: 'first-contentful-paint', entryType: 'paint' }];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly record;
    constructor(callback: PerformanceObserverCallback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true });
  Object.defineProperty(performance, 'getEntriesByName', {
    value: (name: string) => (painted && name === 'first-contentful-paint' ? fcp : []),
    configurable: true,
  });
  return {
    paint() {
      for (const observer of observers.filter((o) => !o.disconnected)) {
        observer.callback(
          { getEntriesByName: (name: string) => fcp.filter((entry) => entry.name === name) } as never,
          observer as never,
        );
      }
    },
    observing: () => observers.filter((o) => !o.disconnected).length,
  };
}

/** The module afresh (it remembers the first paint for the document's life). */
function freshModule(): AfterFirstPaint {
  let fresh: AfterFirstPaint | undefined;
  jest.isolateModules(() => {
    fresh = jest.requireActual<AfterFirstPaint>('./after-first-paint');
  });
  return fresh!;
}

/**
 * Lets the pending promise callbacks run, then the zero-delay tasks they started: its own timer starts
 * after theirs, so it ends after them however long a loaded machine takes between the two.
 */
async function settle() {
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('afterFirstPaint', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');
  afterEach(() => {
    jest.useRealTimers();
    delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
    if (original) Object.defineProperty(window, 'PerformanceObserver', original);
    else delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  it('waits for the page to paint its first content before running the work', async () => {
    const browser = browserWithPaintTiming();
    const { afterFirstPaint } = freshModule();
    const work = jest.fn();
    afterFirstPaint(work);
    await settle();
    expect(work).not.toHaveBeenCalled();
    browser.paint();
    await settle();
    expect(work).toHaveBeenCalledTimes(1);
    expect(browser.observing()).toBe(0);
  });

  it('runs the work in a task of its own, not in the one that asked, once the page has painted', async () => {
    browserWithPaintTiming({ painted: true });
    const { afterFirstPaint } = freshModule();
    const work = jest.fn();
    afterFirstPaint(work);
    await Promise.resolve();
    expect(work).not.toHaveBeenCalled();
    await settle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not wait in a browser without paint timing', async () => {
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    const { afterFirstPaint } = freshModule();
    const work = jest.fn();
    afterFirstPaint(work);
    await settle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs work cancelled before the paint, nor after it', async () => {
    const browser = browserWithPaintTiming();
    const { afterFirstPaint } = freshModule();
    const beforePaint = jest.fn();
    afterFirstPaint(beforePaint)();
    browser.paint();
    const afterPaint = jest.fn();
    const cancel = afterFirstPaint(afterPaint);
    await Promise.resolve();
    await Promise.resolve();
    cancel();
    await settle();
    expect(beforePaint).not.toHaveBeenCalled();
    expect(afterPaint).not.toHaveBeenCalled();
  });

  it('runs the work after FIRST_PAINT_WAIT_LIMIT_MS when the browser never reports the paint', async () => {
    jest.useFakeTimers();
    const browser = browserWithPaintTiming();
    const { afterFirstPaint, FIRST_PAINT_WAIT_LIMIT_MS } = freshModule();
    const work = jest.fn();
    afterFirstPaint(work);
    await jest.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_LIMIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await jest.runOnlyPendingTimersAsync(); // the work's own task
    expect(work).toHaveBeenCalledTimes(1);
    expect(browser.observing()).toBe(0);
  });
});
