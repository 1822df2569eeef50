/**
 * The cart as the storefront holds it (the order JSON in camelCase) and what the pages read of it: its
 * lines, groups and item count. The changes laid over it before the server answers are in
 * ./order-changes.ts.
 */
import type { Camelized } from '@/lib/sales-api/case';
import type { CartVariant } from '../catalogue/cart-variant';
import { formatCents, lineTotalCents } from '../money';
import type { OrderJson } from '@/lib/sales-api/order';
import { groupBy } from '../group-by';
import { OPEN_ORDER_STATES } from '@/lib/rules/order-states';
import { isInStock } from '@/lib/rules/quantity';

type OrderResponse = Camelized<OrderJson>;

export type LineItem = Omit<OrderResponse['lineItems'][number], 'variant'> & { variant: CartVariant };
export type Order = Omit<OrderResponse, 'lineItems'> & { lineItems: LineItem[] };

/** Orders that can still change (Spree: not complete nor canceled). */
export function isOpen(order: Pick<Order, 'state'>): boolean {
  return (OPEN_ORDER_STATES as readonly string[]).includes(order.state);
}

/** A line is one variant, once per order and once per blend. */
export function lineKey(variantId: number, mixId: string | null = null): string {
  return mixId === null ? `${variantId}` : `${variantId}:${mixId}`;
}

export function findLine(
  order: Order | null | undefined,
  variantId: number,
  mixId: string | null = null,
): LineItem | undefined {
  return order?.lineItems.find((line) => line.variantId === variantId && line.mixId === mixId);
}

/**
 * A line is out of stock when its variant is, when the stock no longer covers its quantity, or when its
 * product was archived (unavailable: docs/business-rules.md, Store back office).
 */
export function isLineOutOfStock(line: LineItem): boolean {
  return !line.variant.available || !isInStock(line.variant) || line.variant.totalOnHand < line.quantity;
}

export function hasOutOfStockLine(order: Order | null | undefined): boolean {
  return order?.lineItems.some(isLineOutOfStock) ?? false;
}

export type Mix = Order['mixes'][number];

export type CartGroup =
  | { kind: 'line'; key: string; line: LineItem }
  | { kind: 'blend'; key: string; mix: Mix | undefined; lines: LineItem[]; quantity: number; total: string };

/** Lines as the cart shows them: single lines, and each blend (lines sharing a mix id) as one group. */
export function cartGroups(order: Order | null | undefined): CartGroup[] {
  if (!order) return [];
  const groups: CartGroup[] = [];
  const blends = groupBy(
    order.lineItems.filter((line) => line.mixId !== null),
    (line) => line.mixId!,
  );
  const seen = new Set<string>();
  for (const line of order.lineItems) {
    if (line.mixId === null) {
      groups.push({ kind: 'line', key: lineKey(line.variantId), line });
    } else if (!seen.has(line.mixId)) {
      seen.add(line.mixId);
      const lines = blends.get(line.mixId) ?? [];
      const cents = lines.reduce((sum, l) => sum + lineTotalCents(l.quantity, l.price), 0n);
      groups.push({
        kind: 'blend',
        key: `mix:${line.mixId}`,
        mix: order.mixes.find((mix) => String(mix.id) === line.mixId),
        lines,
        quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
        total: formatCents(cents),
      });
    }
  }
  return groups;
}

/** The cart indicator's count: one per single line and one per blend. */
export function cartItemCount(order: Order | null | undefined): number {
  return cartGroups(order).length;
}
