/**
 * How often the driver's phone sends its position (/entregador): at most once every 15 s while
 * the page is open. The phone reports positions as often as it likes; the first goes at once, those within
 * the next 15 s replace one another, and the latest goes when the 15 s are up, so the customer's tracker
 * shows where the driver stopped, not where they were a few seconds before.
 */
export const POSITION_INTERVAL_MS = 15_000;

export interface Throttle<T> {
  /** A new value: sent now if the interval has passed since the last send, else kept for its end. */
  push(value: T): void;
  /** Drops what is kept and the timer: nothing more is sent until the next push. */
  stop(): void;
}

/** At most one `send` every `intervalMs`, always of the latest value pushed. */
export function throttleLatest<T>(send: (value: T) => void, intervalMs = POSITION_INTERVAL_MS): Throttle<T> {
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let kept: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    if (!kept) return;
    const { value } = kept;
    kept = null;
    lastSentAt = Date.now();
    send(value);
  };

  return {
    push(value) {
      kept = { value };
      if (timer !== null) return;
      const wait = lastSentAt + intervalMs - Date.now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      kept = null;
    },
  };
}
