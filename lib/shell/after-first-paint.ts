/**
 * How long code that waits for the page's first paint waits at most: a browser that lists paint timing but
 * never reports the first paint (a page with no content to paint) still gets its code.
 */
export const FIRST_PAINT_WAIT_LIMIT_MS = 5000;

let firstPaint: Promise<void> | undefined;

/**
 * Resolves once the browser has painted the page's first content (the 'first-contentful-paint' entry), at
 * once in a browser without paint timing, and at once on later pages of the same document (it painted
 * long ago). Code no first view needs waits for it, so that its requests and their evaluation do not
 * compete with that paint: a browser that holds the first paint back (Chromium may, for about a second,
 * after the stylesheet) would otherwise fetch every deferred chunk, the API's calls and their work before
 * showing anything.
 */
function whenFirstPainted(): Promise<void> {
  firstPaint ??= new Promise((resolve) => {
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
      performance.getEntriesByName('first-contentful-paint').length > 0
    ) {
      resolve();
      return;
    }
    const done = () => {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    const limit = setTimeout(done, FIRST_PAINT_WAIT_LIMIT_MS);
  });
  return firstPaint;
}

/**
 * Runs `work` once the page has painted its first content (whenFirstPainted), in a task of its own after
 * the effects being run: a page's first effects all run in one task once it has hydrated, and starting an
 * import is not free (the bundler adds a script element per chunk, about a millisecond or more each): a
 * dozen of them made that task one of the page's longest. Returns a function that cancels it.
 */
export function afterFirstPaint(work: () => unknown): () => void {
  let cancelled = false;
  let task: ReturnType<typeof setTimeout> | undefined;
  void whenFirstPainted().then(() => {
    if (!cancelled) task = setTimeout(work, 0);
  });
  return () => {
    cancelled = true;
    clearTimeout(task);
  };
}
