import type { CartVariant } from '../catalogue/cart-variant';
import { lineKey, type LineItem, type Order } from '../cart/order';

/** A line's grams or units before and after a whole-order change (0: absent). */
export interface LineChange {
  variant: CartVariant;
  mixId: string | null;
  before: number;
  after: number;
}

/**
 * Each line's change by a whole-order change (a blend added, resized or removed, an order copied), blends'
 * lines included, by line key.
 */
export function lineChanges(before: Order | null, after: Order | null): Map<string, LineChange> {
  const keyOf = (line: LineItem) => lineKey(line.variantId, line.mixId);
  const lines = new Map<string, LineChange>();
  for (const line of before?.lineItems ?? [])
    lines.set(keyOf(line), { variant: line.variant, mixId: line.mixId, before: line.quantity, after: 0 });
  for (const line of after?.lineItems ?? []) {
    const was = lines.get(keyOf(line))?.before ?? 0;
    lines.set(keyOf(line), { variant: line.variant, mixId: line.mixId, before: was, after: line.quantity });
  }
  return lines;
}
