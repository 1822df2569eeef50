/** How long work waiting for an idle moment waits at most, on a page that is never idle. */
const IDLE_WAIT_LIMIT_MS = 2000;
/** Safari has no requestIdleCallback: work waits this long instead. */
const NO_IDLE_CALLBACK_DELAY_MS = 200;

/**
 * Runs `work` once the browser is idle (requestIdleCallback, within 2 s), or after a short delay in a
 * browser without idle callbacks. Returns a function that cancels it.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: IDLE_WAIT_LIMIT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, NO_IDLE_CALLBACK_DELAY_MS);
  return () => clearTimeout(id);
}
