/**
 * The cart's requests, sent one at a time and in order: the first item of a new cart creates exactly one
 * order, and later requests see its number. Whoever shows that the cart is being saved (the header's
 * spinner) subscribes here.
 */
export class CartRequestQueue {
  private tail: Promise<void> = Promise.resolve();
  private sending = 0;
  private readonly listeners = new Set<() => void>();

  /**
   * Runs `task` after the requests queued before it. The chain only orders them: each caller still gets
   * its own outcome.
   */
  enqueue(task: () => Promise<void>): Promise<void> {
    this.sending += 1;
    this.notify();
    const run = this.tail.then(task);
    // The next request waits for this one to settle, whichever way; the outcome goes to `run`'s caller.
    this.tail = Promise.allSettled([run]).then(() => undefined);
    return run.finally(() => {
      this.sending -= 1;
      this.notify();
    });
  }

  /** Resolves once every request queued so far has been answered. */
  settled(): Promise<void> {
    return this.tail;
  }

  /** True while a request is on its way. */
  isSending(): boolean {
    return this.sending > 0;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells the subscribers to read isSending() again. */
  notify(): void {
    for (const listener of this.listeners) listener();
  }
}
