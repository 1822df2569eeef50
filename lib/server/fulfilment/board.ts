/**
 * The staff's board (docs/business-rules.md, Staff roles): the complete orders (neither canceled nor with
 * their payment denied) whose window starts on a day of the shop, grouped by window: the scheduled windows
 * in time order, then express, then the pickups apart; each window with its count and the grams asked of
 * its weighed lines; and the drivers who can be assigned.
 *
 * Read in four queries whatever the day holds (the orders with their window, customer, driver and payment
 * method; the lines' counts and grams; the notes of the orders in error; the drivers): a day of 300 orders
 * costs what a day of 3 does, plus the rows.
 */
import 'server-only';
import { and, asc, desc, eq, gte, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SHIPPING_METHODS } from '@/lib/checkout/delivery-windows';
import { formatCents, microsToCents, parseAmount } from '@/lib/money';
import type { ShipAddressJson } from '@/lib/sales-api/order';
import type { BoardJson, BoardOrderJson, BoardWindowJson, StaffMemberJson } from '@/lib/sales-api/staff';
import type { Db } from '../db/database';
import * as accountTables from '../accounts/schema';
import * as authTables from '../auth/schema';
import * as catalogueTables from '../catalogue/schema';
import * as checkoutTables from '../checkout/schema';
import * as orderTables from '../orders/schema';
import { staffMemberJson } from '../auth/staff-member';
import { shopDayRange } from '../store/shop-schedule';

/** Orders out of the staff's day: nothing left to do for them. */
const OFF_BOARD = ['canceled', 'payment_denied'];

/** The staff who can be assigned a delivery, by name. */
async function listDrivers(db: Db): Promise<StaffMemberJson[]> {
  const rows = await db
    .select({
      id: authTables.users.id,
      firstName: authTables.users.firstName,
      lastName: authTables.users.lastName,
      role: authTables.users.role,
    })
    .from(authTables.users)
    .where(eq(authTables.users.role, 'driver'))
    .orderBy(asc(authTables.users.firstName), asc(authTables.users.id));
  return rows.flatMap((row) => staffMemberJson(row) ?? []);
}

/** The first word of a name. */
export function firstNameOf(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

const money = (amount: string) => formatCents(microsToCents(parseAmount(amount)));

export async function staffBoard(db: Db, date: string): Promise<BoardJson> {
  const { start, end } = shopDayRange(date);
  const customer = alias(authTables.users, 'customer');
  const driver = alias(authTables.users, 'driver');
  const { orders } = orderTables;
  const { shippingRates } = checkoutTables;
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      fulfillmentState: orders.fulfillmentState,
      deliveryState: orders.deliveryState,
      total: orders.total,
      shipAddress: orders.shipAddress,
      licensePlate: orders.vehicleLicensePlate,
      routePosition: orders.routePosition,
      updatedAt: orders.updatedAt,
      customerName: customer.firstName,
      driver: { id: driver.id, firstName: driver.firstName, lastName: driver.lastName, role: driver.role },
      methodId: shippingRates.shippingMethodId,
      windowStart: shippingRates.windowStart,
      windowEnd: shippingRates.windowEnd,
      paymentMethod: accountTables.paymentMethods.name,
    })
    .from(orders)
    // The rate's own order too: the day's rates (shipping_rates_window_idx) then lead to their orders by
    // key, rather than every order being read for its chosen rate (docs/performance.md, A big shop's data).
    .innerJoin(
      shippingRates,
      and(eq(shippingRates.id, orders.selectedShippingRateId), eq(shippingRates.orderId, orders.id)),
    )
    .leftJoin(customer, eq(customer.id, orders.userId))
    .leftJoin(driver, eq(driver.id, orders.driverId))
    .leftJoin(accountTables.paymentMethods, eq(accountTables.paymentMethods.id, orders.paymentMethodId))
    .where(
      and(
        eq(orders.state, 'complete'),
        or(isNull(orders.fulfillmentState), notInArray(orders.fulfillmentState, OFF_BOARD)),
        gte(shippingRates.windowStart, start),
        lt(shippingRates.windowStart, end),
      ),
    )
    .orderBy(
      asc(shippingRates.windowStart),
      asc(shippingRates.windowEnd),
      sql`${orders.routePosition} asc nulls last`,
      asc(orders.completedAt),
      asc(orders.id),
    );

  const ids = rows.map((row) => row.id);
  const inError = rows
    .filter((row) => row.fulfillmentState === 'error' || row.deliveryState === 'error')
    .map((row) => row.id);
  // Each line's unit read by its variant's key: joined instead, the planner hashes every variant of the
  // catalogue for the day's few hundred lines (docs/performance.md, A big shop's data).
  const { variants } = catalogueTables;
  const unitOfLine = sql`(select ${variants.unitForQuantity} from ${variants} where ${variants.id} = ${orderTables.lineItems.variantId})`;
  const [lines, notes, drivers] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({
            orderId: orderTables.lineItems.orderId,
            count: sql<number>`count(*)::int`,
            grams: sql<number>`coalesce(sum(${orderTables.lineItems.quantity}) filter (where ${unitOfLine} = 'g'), 0)::int`,
          })
          .from(orderTables.lineItems)
          // What was asked: a substitute added at packing is not a line more.
          .where(
            and(inArray(orderTables.lineItems.orderId, ids), isNull(orderTables.lineItems.substituteForId)),
          )
          .groupBy(orderTables.lineItems.orderId),
    inError.length === 0
      ? []
      : db
          .selectDistinctOn([orderTables.orderEvents.orderId], {
            orderId: orderTables.orderEvents.orderId,
            note: orderTables.orderEvents.note,
          })
          .from(orderTables.orderEvents)
          .where(
            and(
              inArray(orderTables.orderEvents.orderId, inError),
              eq(orderTables.orderEvents.action, 'error'),
            ),
          )
          .orderBy(orderTables.orderEvents.orderId, desc(orderTables.orderEvents.id)),
    listDrivers(db),
  ]);
  const linesOf = new Map(lines.map((line) => [line.orderId, line]));
  const noteOf = new Map(notes.map((note) => [note.orderId, note.note]));

  const scheduled = new Map<string, BoardWindowJson>();
  const express: BoardWindowJson = {
    kind: 'express',
    starts_at: null,
    ends_at: null,
    count: 0,
    grams: 0,
    orders: [],
  };
  const pickup: BoardWindowJson = {
    kind: 'pickup',
    starts_at: null,
    ends_at: null,
    count: 0,
    grams: 0,
    orders: [],
  };
  for (const row of rows) {
    const address = row.shipAddress as ShipAddressJson | null;
    const summary = linesOf.get(row.id);
    const isPickup = row.methodId === SHIPPING_METHODS.pickup.id;
    const isExpress = row.methodId === SHIPPING_METHODS.express.id;
    const order: BoardOrderJson = {
      number: row.number,
      first_name: row.customerName ?? firstNameOf(address?.receiver_name ?? address?.full_name),
      fulfillment_state: row.fulfillmentState,
      delivery_state: row.deliveryState,
      pickup: isPickup,
      express: isExpress,
      line_count: summary?.count ?? 0,
      grams: summary?.grams ?? 0,
      total: money(row.total),
      payment_method: row.paymentMethod ?? '',
      neighborhood: address?.neighborhood ?? null,
      city: address?.city ?? null,
      driver: row.driver ? staffMemberJson(row.driver) : null,
      license_plate: row.licensePlate,
      route_position: row.routePosition,
      error_note: noteOf.get(row.id) ?? null,
      updated_at: row.updatedAt.toISOString(),
    };
    let window: BoardWindowJson;
    if (isPickup) {
      window = pickup;
      // The pickups' window spans the day's opening hours (an order placed today starts later).
      const startsAt = row.windowStart.toISOString();
      const endsAt = row.windowEnd.toISOString();
      if (!window.starts_at || startsAt < window.starts_at) window.starts_at = startsAt;
      if (!window.ends_at || endsAt > window.ends_at) window.ends_at = endsAt;
    } else if (isExpress) {
      window = express;
    } else {
      const key = `${row.windowStart.toISOString()}/${row.windowEnd.toISOString()}`;
      window = scheduled.get(key) ?? {
        kind: 'scheduled',
        starts_at: row.windowStart.toISOString(),
        ends_at: row.windowEnd.toISOString(),
        count: 0,
        grams: 0,
        orders: [],
      };
      scheduled.set(key, window);
    }
    window.orders.push(order);
    window.count += 1;
    window.grams += order.grams;
  }
  return {
    date,
    // Rows come in window order, so the scheduled windows are in time order as they were met.
    windows: [...scheduled.values(), ...[express, pickup].filter((window) => window.count > 0)],
    drivers,
  };
}
