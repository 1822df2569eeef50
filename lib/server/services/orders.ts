/**
 * After the purchase, the customer's side (spec 02): past orders page by page, the live tracker, and
 * copying an old order into the current cart. Only the owner reaches an order (404 for anyone else).
 */
import 'server-only';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { validQuantityAtMost } from '@/lib/rules/quantity';
import { NotFoundError, SalesError } from '@/lib/sales-api/errors';
import type { MyOrdersJson, OrderJson, TrackerJson } from '@/lib/sales-api/order';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { createMix } from './blends';
import { addLineItems } from './cart';
import { canAccess, isDeliveryOver, ORDER_NOT_FOUND, type OrderRow } from './order-core';
import { orderJson } from './order-serializer';

/**
 * The tracker asks again every 15 s until the delivery is over (or the order cancelled, its payment denied),
 * then every 60 s (spec 02).
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
    const where = and(eq(t.orders.userId, userId), inArray(t.orders.state, states));
    const [total] = await tx.select({ n: count() }).from(t.orders).where(where);
    const rows = await tx
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(where)
      .orderBy(desc(t.orders.completedAt), desc(t.orders.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const orders: OrderJson[] = [];
    for (const row of rows) orders.push(await orderJson(tx, row.id));
    const n = total?.n ?? 0;
    return { orders, count: n, pages: Math.ceil(n / perPage), current_page: page };
  });
}

async function ownOrder(db: Db, user: SessionUser, number: string): Promise<OrderRow> {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.number, number));
  if (!order || !canAccess(order, { user })) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

export async function orderTracker(db: Db, user: SessionUser, number: string): Promise<TrackerJson> {
  const order = await ownOrder(db, user, number);
  const locations = await db
    .select()
    .from(t.driverLocations)
    .where(eq(t.driverLocations.orderId, order.id))
    .orderBy(asc(t.driverLocations.clientTime));
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
      variantId: t.lineItems.variantId,
      quantity: t.lineItems.quantity,
      mixId: t.lineItems.mixId,
      name: t.products.name,
      variant: t.variants,
    })
    .from(t.lineItems)
    .innerJoin(t.variants, eq(t.variants.id, t.lineItems.variantId))
    .innerJoin(t.products, eq(t.products.id, t.variants.productId))
    .where(eq(t.lineItems.orderId, old.id))
    .orderBy(asc(t.lineItems.id));
  const target = await ownOrder(db, user, number);
  // What the cart holds already counts: the copy adds to it, up to what may be bought now.
  const held = new Map(
    (
      await db
        .select({ variantId: t.lineItems.variantId, quantity: t.lineItems.quantity })
        .from(t.lineItems)
        .where(and(eq(t.lineItems.orderId, target.id), isNull(t.lineItems.mixId)))
    ).map((line) => [line.variantId, line.quantity]),
  );
  const copied = [];
  const notCopied: string[] = [];
  // A blend's lines are copied as the blend (below), never one by one.
  for (const line of lines.filter((row) => row.mixId === null)) {
    const have = held.get(line.variantId) ?? 0;
    const quantity = validQuantityAtMost(line.variant, have + line.quantity) - have;
    if (quantity > 0) copied.push({ variantId: line.variantId, quantity });
    else notCopied.push(line.name);
  }
  let order =
    copied.length > 0 ? await addLineItems(db, { user }, number, copied) : await orderJson(db, target.id);
  const blends = await db
    .select({ templateId: t.mixes.templateId, quantity: t.mixes.quantity, name: t.mixTemplates.name })
    .from(t.mixes)
    .innerJoin(t.mixTemplates, eq(t.mixTemplates.id, t.mixes.templateId))
    .where(eq(t.mixes.orderId, old.id))
    .orderBy(asc(t.mixes.id));
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
