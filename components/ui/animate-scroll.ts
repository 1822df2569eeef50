/**
 * Scrolling over a set duration (the scroller's 500 ms, scroll-to's 1500 ms): the browser's
 * own smooth scrolling has no duration. With reduced motion asked for, the scroll jumps.
 */
export function animateScroll(
  from: number,
  to: number,
  durationMs: number,
  apply: (position: number) => void,
) {
  return new Promise<void>((resolve) => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      apply(to);
      resolve();
      return;
    }
    const started = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - started) / durationMs);
      const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
      apply(from + (to - from) * eased);
      if (t < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
