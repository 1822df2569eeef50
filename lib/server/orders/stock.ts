/**
 * An order's claim on stock (stock is in the variant's unit, grams or units). Lines of one variant
 * (a cut bought alone and in a blend) add up: at completion, and when a line or a blend is added or
 * changed (`heldByOtherLines`, `withStockLeft`), so that together they never pass the stock. Taking stock
 * is a conditional update per variant, in variant order so that two completions never wait on each
 * other's rows in opposite orders; it never goes below zero, whatever the concurrency.
 */
import 'server-only';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { SalesError } from '@/lib/sales-api/errors';
import type { Db } from '../db/database';
import * as catalogueTables from '../catalogue/schema';
import * as orderTables from './schema';
import type { Tx } from './order-core';

const outOfStockMessage = (names: string[]) => `Sem estoque suficiente de: ${names.join(', ')}`;

interface HeldLine {
  id: number;
  variantId: number;
  mixId: number | null;
  quantity: number;
}

/** What `lines` hold of each variant, less the lines `changing` picks (those being added or changed). */
export function heldElsewhere(
  lines: readonly HeldLine[],
  changing: (line: HeldLine) => boolean,
): Map<number, number> {
  const held = new Map<number, number>();
  for (const line of lines) {
    if (!changing(line)) held.set(line.variantId, (held.get(line.variantId) ?? 0) + line.quantity);
  }
  return held;
}

/** What the order's lines hold of each variant, less the lines `changing` picks. */
export async function heldByOtherLines(
  tx: Tx,
  orderId: number,
  changing: (line: HeldLine) => boolean,
): Promise<Map<number, number>> {
  const lines = await tx
    .select({
      id: orderTables.lineItems.id,
      variantId: orderTables.lineItems.variantId,
      mixId: orderTables.lineItems.mixId,
      quantity: orderTables.lineItems.quantity,
    })
    .from(orderTables.lineItems)
    .where(eq(orderTables.lineItems.orderId, orderId));
  return heldElsewhere(lines, changing);
}

/** A variant's quantity rules with the stock the order's other lines of it leave for one line. */
export function withStockLeft<R extends { totalOnHand: number }>(rules: R, held: number | undefined): R {
  return { ...rules, totalOnHand: Math.max(0, rules.totalOnHand - (held ?? 0)) };
}

interface StockLine {
  variantId: number;
  quantity: number;
  producedQuantity: number | null;
}

/** Quantity per variant (each line's `quantityOf`, by default its quantity), in variant order. */
async function wantedByVariant(
  tx: Tx,
  orderId: number,
  quantityOf: (line: StockLine) => number = (line) => line.quantity,
): Promise<[number, number][]> {
  const lines = await tx
    .select({
      variantId: orderTables.lineItems.variantId,
      quantity: orderTables.lineItems.quantity,
      producedQuantity: orderTables.lineItems.producedQuantity,
    })
    .from(orderTables.lineItems)
    .where(eq(orderTables.lineItems.orderId, orderId));
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + quantityOf(line));
  return [...wanted].sort(([a], [b]) => a - b);
}

/** Names of the products whose stock does not cover the order's lines. */
async function stockShortages(tx: Tx, orderId: number): Promise<string[]> {
  const wanted = new Map(await wantedByVariant(tx, orderId));
  if (wanted.size === 0) return [];
  const rows = await tx
    .select({
      id: catalogueTables.variants.id,
      onHand: catalogueTables.variants.totalOnHand,
      name: catalogueTables.products.name,
      status: catalogueTables.products.status,
    })
    .from(catalogueTables.variants)
    .innerJoin(catalogueTables.products, eq(catalogueTables.products.id, catalogueTables.variants.productId))
    .where(inArray(catalogueTables.variants.id, [...wanted.keys()]));
  // An archived product is short whatever its stock: it is no longer sold (docs/business-rules.md).
  return rows
    .filter((row) => row.status !== 'published' || row.onHand < (wanted.get(row.id) ?? 0))
    .map((row) => row.name);
}

function shortError(names: string[]): SalesError {
  const message = outOfStockMessage(names);
  return new SalesError('conflict', message, { line_items: [message] });
}

/** Fails with 409 naming the products that are short. */
export async function requireStock(tx: Tx, orderId: number): Promise<void> {
  const short = await stockShortages(tx, orderId);
  if (short.length > 0) throw shortError(short);
}

/**
 * Takes the stock of every line, or fails with 409 naming every product that is short (the caller's
 * transaction then rolls back what was taken).
 */
export async function takeStock(tx: Tx, orderId: number): Promise<void> {
  let short = false;
  for (const [variantId, quantity] of await wantedByVariant(tx, orderId)) {
    const [taken] = await tx
      .update(catalogueTables.variants)
      .set({ totalOnHand: sql`${catalogueTables.variants.totalOnHand} - ${quantity}` })
      .where(
        and(
          eq(catalogueTables.variants.id, variantId),
          sql`${catalogueTables.variants.totalOnHand} >= ${quantity}`,
          sql`exists (select 1 from ${catalogueTables.products} where ${catalogueTables.products.id} = ${catalogueTables.variants.productId} and ${catalogueTables.products.status} = 'published')`,
        ),
      )
      .returning({ id: catalogueTables.variants.id });
    if (!taken) short = true;
  }
  if (short) throw shortError(await stockShortages(tx, orderId));
}

/**
 * Of these variants, whether any has its stock shown by a page: pages show stock up to what one line may
 * take (lib/catalogue/cart-variant.ts), so stock taken from a variant that still has its maximum left
 * changed no page (a render before and after are the same).
 */
export async function stockShownOnPages(db: Db, variantIds: readonly number[]): Promise<boolean> {
  if (variantIds.length === 0) return false;
  const shown = await db
    .select({ id: catalogueTables.variants.id })
    .from(catalogueTables.variants)
    .where(
      and(
        inArray(catalogueTables.variants.id, [...variantIds]),
        lt(catalogueTables.variants.totalOnHand, catalogueTables.variants.maximumQuantity),
      ),
    )
    .limit(1);
  return shown.length > 0;
}

/**
 * A cancel puts back what completion took, but never more than the weighing found of a line: a line
 * weighed 0 ('Sem estoque') or short was not on the shelf, and giving it back would sell meat the shop does
 * not have. A weighing over the quantity took its extra from no count, so the quantity goes back.
 */
export async function giveStockBack(tx: Tx, orderId: number): Promise<void> {
  const separated = (line: StockLine) => Math.min(line.quantity, line.producedQuantity ?? line.quantity);
  for (const [variantId, quantity] of await wantedByVariant(tx, orderId, separated)) {
    if (quantity === 0) continue;
    await tx
      .update(catalogueTables.variants)
      .set({ totalOnHand: sql`${catalogueTables.variants.totalOnHand} + ${quantity}` })
      .where(eq(catalogueTables.variants.id, variantId));
  }
}
