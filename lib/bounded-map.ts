/**
 * A Map of at most `maxEntries` entries and, with `weigh`, at most `maxWeight` in all, the oldest entry
 * first out: for the server's memories keyed by what visitors send (request bodies, addresses, searches),
 * which must stay bounded whatever they send.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();
  private weight = 0;

  constructor(
    private readonly limits: {
      maxEntries: number;
      maxWeight?: number;
      /** An entry's weight (e.g. its characters); 0 without it. */
      weigh?: (key: K, value: V) => number;
    },
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): this {
    this.delete(key);
    this.entries.set(key, value);
    this.weight += this.weightOf(key, value);
    const { maxEntries, maxWeight = Infinity } = this.limits;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= maxEntries && this.weight <= maxWeight) break;
      this.entries.delete(oldest);
      this.weight -= this.weightOf(oldest, old);
    }
    return this;
  }

  delete(key: K): boolean {
    if (!this.entries.has(key)) return false;
    this.weight -= this.weightOf(key, this.entries.get(key)!);
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  private weightOf(key: K, value: V): number {
    return this.limits.weigh?.(key, value) ?? 0;
  }
}
