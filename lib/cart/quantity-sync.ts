/**
 * Debounced quantity changes with rollback (docs/business-rules.md, Cart). A change shows at once (the caller
 * updates its view optimistically) and is sent after `delayMs` without another change of the same line,
 * so a burst of clicks costs one request. Each line has at most one request in flight; a burst that ends
 * while one is in flight is sent when it returns. When a request fails, the line returns to the last
 * quantity the server confirmed, the changes not sent yet are dropped, and the order is refetched; unless
 * the server asked to try again later (`retryAfter`: a 429 or a 503): then the change stays and is sent
 * again after the wait, at most MAX_RETRIES times in a row; or the browser is offline
 * (`waitsForConnection`): then the change stays, unsent, however long, until `resume()` (the connection
 * is back) or the shopper's next change of that line.
 *
 * Pure logic: no React, no fetch. Timers are injectable so the behaviour is testable to the millisecond.
 */

/** The quantity debounce. */
export const QUANTITY_DEBOUNCE_MS = 700;

type TimerHandle = unknown;

/** Sends of one change after the first, when the server asked to try again later. */
export const MAX_RETRIES = 5;

export interface QuantitySyncOptions<K> {
  delayMs?: number;
  /** Sends the line's new quantity; rejects when the server refuses it. */
  send: (key: K, quantity: number) => Promise<void>;
  /** Shows `quantity` (the last confirmed one) again for the line. */
  rollback: (key: K, quantity: number, error: unknown) => void;
  /** Reloads the order from the server after a failure. */
  refetch: () => void;
  /**
   * For a failure worth trying again (a 429, a 503): how many ms to wait, else null. The line then keeps
   * the shopper's quantity, unsent, and is sent again after the wait instead of rolling back.
   */
  retryAfter?: (error: unknown) => number | null;
  /**
   * For a failure that only means the browser is offline: true keeps the line's change until resume().
   */
  waitsForConnection?: (error: unknown) => boolean;
  /**
   * The line's change is waiting to be sent again (retryAfter, waitsForConnection), or was sent after all
   * (null).
   */
  delayed?: (key: K, error: unknown | null) => void;
  setTimer?: (callback: () => void, ms: number) => TimerHandle;
  clearTimer?: (handle: TimerHandle) => void;
}

interface Entry {
  /** What the server holds (0: no line). */
  confirmed: number;
  /** What the shopper sees. */
  latest: number;
  timer?: TimerHandle;
  inFlight: boolean;
  /** The quiet period ended while a request was in flight: send again when it returns. */
  sendWhenDone: boolean;
  /** The server asked to wait until then (Date.now() ms) before this line is sent again. */
  retryAt?: number;
  /** Times the line's change was sent again after the server asked to wait (reset by an answer). */
  retries: number;
  /** The change could not leave the browser (offline): it waits for resume(). */
  waitingForConnection?: boolean;
}

export class QuantitySync<K> {
  private readonly entries = new Map<K, Entry>();
  private readonly delayMs: number;
  private readonly setTimer: (callback: () => void, ms: number) => TimerHandle;
  private readonly clearTimer: (handle: TimerHandle) => void;
  /** Who waits for every change to be answered, and whether one was refused meanwhile. */
  private readonly idleWaiters = new Map<(accepted: boolean) => void, { refused: boolean }>();

  constructor(private readonly options: QuantitySyncOptions<K>) {
    this.delayMs = options.delayMs ?? QUANTITY_DEBOUNCE_MS;
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer =
      options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  /**
   * The shopper chose `quantity` for the line (0 removes it). `serverQuantity` is the line's quantity as
   * the server last returned it; it is read only when no change of this line is pending.
   */
  change(key: K, quantity: number, serverQuantity: number): void {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = {
        confirmed: serverQuantity,
        latest: quantity,
        inFlight: false,
        sendWhenDone: false,
        retries: 0,
      };
      this.entries.set(key, entry);
    }
    entry.latest = quantity;
    if (entry.timer !== undefined) this.clearTimer(entry.timer);
    // A change while the server asked to wait does not cut the wait short.
    const wait = Math.max(this.delayMs, (entry.retryAt ?? 0) - Date.now());
    entry.timer = this.setTimer(() => this.quietPeriodEnded(key), wait);
  }

  /** Ends every quiet period now (the page is going away): each pending change is sent at once. */
  flush(): void {
    for (const [key, entry] of this.entries) {
      if (entry.timer === undefined) continue;
      this.clearTimer(entry.timer);
      this.quietPeriodEnded(key);
    }
  }

  /** Quantities chosen but not yet confirmed, to lay over a fresher order from the server. */
  pending(): Map<K, number> {
    const result = new Map<K, number>();
    for (const [key, entry] of this.entries) {
      if (entry.latest !== entry.confirmed || entry.timer !== undefined) result.set(key, entry.latest);
    }
    return result;
  }

  isBusy(): boolean {
    return this.entries.size > 0;
  }

  /** Whether a change waits for the connection to come back. */
  isWaitingForConnection(): boolean {
    return [...this.entries.values()].some((entry) => entry.waitingForConnection);
  }

  /** The connection is back: every change that waited for it is sent now. */
  resume(): void {
    for (const [key, entry] of this.entries) {
      // Still waiting until an answer: its success tells `delayed`, a failure offline keeps it waiting.
      if (!entry.waitingForConnection || entry.timer !== undefined || entry.inFlight) continue;
      this.quietPeriodEnded(key);
    }
  }

  /**
   * Resolves once every change has been sent and answered: true when the server took them all, false when
   * it refused one meanwhile (that line is back at its last confirmed quantity).
   */
  whenIdle(): Promise<boolean> {
    if (!this.isBusy()) return Promise.resolve(true);
    return new Promise((resolve) => this.idleWaiters.set(resolve, { refused: false }));
  }

  private quietPeriodEnded(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.timer = undefined;
    if (entry.inFlight) {
      entry.sendWhenDone = true;
      return;
    }
    this.sendLatest(key, entry);
  }

  private sendLatest(key: K, entry: Entry): void {
    const target = entry.latest;
    if (target === entry.confirmed) {
      this.forgetIfSettled(key, entry);
      return;
    }
    entry.inFlight = true;
    this.options.send(key, target).then(
      () => {
        entry.inFlight = false;
        entry.retries = 0;
        entry.confirmed = target;
        if (entry.retryAt !== undefined || entry.waitingForConnection) {
          entry.retryAt = undefined;
          entry.waitingForConnection = false;
          this.options.delayed?.(key, null);
        }
        if (entry.sendWhenDone) {
          entry.sendWhenDone = false;
          this.sendLatest(key, entry);
        } else {
          this.forgetIfSettled(key, entry);
        }
      },
      (error: unknown) => {
        if (entry.timer !== undefined) this.clearTimer(entry.timer);
        if (this.options.waitsForConnection?.(error)) {
          entry.inFlight = false;
          entry.sendWhenDone = false;
          entry.timer = undefined;
          entry.waitingForConnection = true;
          this.options.delayed?.(key, error);
          return;
        }
        const wait = entry.retries < MAX_RETRIES ? (this.options.retryAfter?.(error) ?? null) : null;
        if (wait !== null) {
          entry.retries += 1;
          entry.inFlight = false;
          entry.sendWhenDone = false;
          entry.retryAt = Date.now() + wait;
          entry.timer = this.setTimer(() => this.quietPeriodEnded(key), wait);
          this.options.delayed?.(key, error);
          return;
        }
        this.entries.delete(key);
        for (const waiter of this.idleWaiters.values()) waiter.refused = true;
        this.options.rollback(key, entry.confirmed, error);
        this.options.refetch();
        this.notifyIfIdle();
      },
    );
  }

  private forgetIfSettled(key: K, entry: Entry): void {
    if (entry.timer === undefined && !entry.inFlight && entry.latest === entry.confirmed) {
      this.entries.delete(key);
      this.notifyIfIdle();
    }
  }

  private notifyIfIdle(): void {
    if (this.isBusy()) return;
    for (const [resolve, { refused }] of this.idleWaiters) resolve(!refused);
    this.idleWaiters.clear();
  }
}
