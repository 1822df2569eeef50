/**
 * After the purchase, the customer's side: past orders page by page, the live tracker, and
 * copying an old order into the current cart. Only the owner reaches an order (404 for anyone else).
 */
import 'server-only';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { validQuantityAtMost } from '@/lib/rules/quantity';
import { NotFoundError, SalesError } from '@/lib/sales-api/errors';
import type { MyOrdersJson, OrderJson, TrackerJson } from '@/lib/sales-api/order';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import * as blendTables from '../blends/schema';
import * as catalogueTables from '../catalogue/schema';
import * as orderTables from './schema';
import { createMix } from '../blends/blends';
import { addLineItems } from '../cart/cart';
import { canAccess, isDeliveryOver, ORDER_NOT_FOUND, type OrderRow } from './order-core';
import { orderJson, ordersJson } from './order-serializer';
import { heldElsewhere, withStockLeft } from './stock';

/**
 * The tracker asks again every 15 s until the delivery is over (or the order cancelled, its payment denied),
 * then every 60 s.
 */
const REFRESH_MOVING_S = 15;
const REFRESH_DEFAULT_S = 60;

type PastState = 'complete' | 'canceled';

export async function listMyOrders(
  db: Db,
  userId: number,
  { page, perPage, states }: { page: number; perPage: number; states: PastState[] },
): Promise<MyOrdersJson> {
  return db.transaction(async (tx) => {
    const where = and(eq(orderTables.orders.userId, userId), inArray(orderTables.orders.state, states));
    const [total] = await tx.select({ n: count() }).from(orderTables.orders).where(where);
    const rows = await tx
      .select()
      .from(orderTables.orders)
      .where(where)
      .orderBy(desc(orderTables.orders.completedAt), desc(orderTables.orders.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const orders = await ordersJson(tx, rows);
    const n = total?.n ?? 0;
    return { orders, count: n, pages: Math.ceil(n / perPage), current_page: page };
  });
}

async function ownOrder(db: Db, user: SessionUser, number: string): Promise<OrderRow> {
  const [order] = await db.select().from(orderTables.orders).where(eq(orderTables.orders.number, number));
  if (!order || !canAccess(order, { user })) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

export async function orderTracker(db: Db, user: SessionUser, number: string): Promise<TrackerJson> {
  const order = await ownOrder(db, user, number);
  const locations = await db
    .select()
    .from(orderTables.driverLocations)
    .where(eq(orderTables.driverLocations.orderId, order.id))
    .orderBy(asc(orderTables.driverLocations.clientTime));
  return {
    number: order.number,
    fulfillment_state: order.fulfillmentState,
    delivery_state: order.deliveryState,
    visit_state: order.visitState,
    driver: order.driverName
      ? {
          name: order.driverName,
          locations: locations.map((location) => ({
            latitude: location.latitude,
            longitude: location.longitude,
            client_time: location.clientTime.toISOString(),
          })),
        }
      : null,
    vehicle: order.vehicleLicensePlate ? { license_plate: order.vehicleLicensePlate } : null,
    refresh_in_seconds:
      isDeliveryOver(order) || order.state === 'canceled' || order.fulfillmentState === 'payment_denied'
        ? REFRESH_DEFAULT_S
        : REFRESH_MOVING_S,
  };
}

/**
 * PUT /orders/{number}/copy: the items of the customer's old order `from` that are still sold go into
 * the current order `number` at today's prices, each capped at what may be bought now; the others are
 * named in `not_copied`.
 */
export async function copyOrder(
  db: Db,
  user: SessionUser,
  number: string,
  from: string,
): Promise<OrderJson & { not_copied: string[] }> {
  const old = await ownOrder(db, user, from);
  const lines = await db
    .select({
      variantId: orderTables.lineItems.variantId,
      quantity: orderTables.lineItems.quantity,
      mixId: orderTables.lineItems.mixId,
      substituteForId: orderTables.lineItems.substituteForId,
      name: catalogueTables.products.name,
      status: catalogueTables.products.status,
      variant: catalogueTables.variants,
    })
    .from(orderTables.lineItems)
    .innerJoin(catalogueTables.variants, eq(catalogueTables.variants.id, orderTables.lineItems.variantId))
    .innerJoin(catalogueTables.products, eq(catalogueTables.products.id, catalogueTables.variants.productId))
    .where(eq(orderTables.lineItems.orderId, old.id))
    .orderBy(asc(orderTables.lineItems.id));
  const target = await ownOrder(db, user, number);
  // What the cart holds already counts: the copy adds to its plain lines, up to what may be bought now
  // beside what its blends hold of the same meats.
  const targetLines = await db
    .select({
      id: orderTables.lineItems.id,
      variantId: orderTables.lineItems.variantId,
      quantity: orderTables.lineItems.quantity,
      mixId: orderTables.lineItems.mixId,
    })
    .from(orderTables.lineItems)
    .where(eq(orderTables.lineItems.orderId, target.id));
  const held = new Map(
    targetLines.filter((line) => line.mixId === null).map((line) => [line.variantId, line.quantity]),
  );
  const inBlends = heldElsewhere(targetLines, (row) => row.mixId === null);
  const copied = [];
  const notCopied: string[] = [];
  // A blend's lines are copied as the blend (below), never one by one; what was ordered is copied, not
  // what the staff put in place of a missing line.
  for (const line of lines.filter((row) => row.mixId === null && row.substituteForId === null)) {
    const have = held.get(line.variantId) ?? 0;
    const variant = withStockLeft(line.variant, inBlends.get(line.variantId));
    // A product no longer sold (archived, or back to draft) is named, like one out of stock.
    const quantity =
      line.status === 'published' ? validQuantityAtMost(variant, have + line.quantity) - have : 0;
    if (quantity > 0) copied.push({ variantId: line.variantId, quantity });
    else notCopied.push(line.name);
  }
  let order =
    copied.length > 0 ? await addLineItems(db, { user }, number, copied) : await orderJson(db, target.id);
  const blends = await db
    .select({
      templateId: orderTables.mixes.templateId,
      quantity: orderTables.mixes.quantity,
      name: blendTables.mixTemplates.name,
    })
    .from(orderTables.mixes)
    .innerJoin(blendTables.mixTemplates, eq(blendTables.mixTemplates.id, orderTables.mixes.templateId))
    .where(eq(orderTables.mixes.orderId, old.id))
    .orderBy(asc(orderTables.mixes.id));
  for (const blend of blends) {
    try {
      ({ order } = await createMix(db, user, {
        template_id: blend.templateId,
        quantity: blend.quantity,
        order_number: number,
      }));
    } catch (error) {
      // A meat short in stock (or no longer sold) leaves the blend out, named like any other item.
      if (!(error instanceof SalesError)) throw error;
      notCopied.push(blend.name);
    }
  }
  return { ...order, not_copied: notCopied };
}
