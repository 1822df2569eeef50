/**
 * The driver's phone (docs/business-rules.md, Staff roles): the caller's own deliveries of a day, window
 * by window and in route order within each (dispatch numbers each window's route 1, 2, ...), with what the driver needs at the door: the address and its map point,
 * the phone, and the amount to collect when the customer pays on delivery (the weighed amount once
 * packed, the order's total before). One query.
 */
import 'server-only';
import { and, asc, eq, gte, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { SHIPPING_METHODS } from '@/lib/checkout/delivery-windows';
import { formatCents, microsToCents, parseAmount } from '@/lib/money';
import type { ShipAddressJson } from '@/lib/sales-api/order';
import type { DriverDeliveriesJson } from '@/lib/sales-api/staff';
import type { Db } from '../db/database';
import * as accountTables from '../accounts/schema';
import * as authTables from '../auth/schema';
import * as checkoutTables from '../checkout/schema';
import * as orderTables from '../orders/schema';
import { firstNameOf } from './board';
import { shopDayRange } from '../store/shop-schedule';

const money = (amount: string) => formatCents(microsToCents(parseAmount(amount)));

export async function driverDeliveries(
  db: Db,
  driverId: number,
  date: string,
): Promise<DriverDeliveriesJson> {
  const { start, end } = shopDayRange(date);
  const { orders } = orderTables;
  const { shippingRates } = checkoutTables;
  const rows = await db
    .select({
      number: orders.number,
      shipAddress: orders.shipAddress,
      customerName: authTables.users.firstName,
      customerPhone: authTables.users.phone,
      deliveryState: orders.deliveryState,
      routePosition: orders.routePosition,
      total: orders.total,
      producedAmount: orders.producedAmount,
      windowStart: shippingRates.windowStart,
      windowEnd: shippingRates.windowEnd,
      paymentMethod: accountTables.paymentMethods.name,
      paymentType: accountTables.paymentMethods.methodType,
    })
    .from(orders)
    .innerJoin(shippingRates, eq(shippingRates.id, orders.selectedShippingRateId))
    .leftJoin(authTables.users, eq(authTables.users.id, orders.userId))
    .leftJoin(accountTables.paymentMethods, eq(accountTables.paymentMethods.id, orders.paymentMethodId))
    .where(
      and(
        eq(orders.driverId, driverId),
        eq(orders.state, 'complete'),
        or(
          isNull(orders.fulfillmentState),
          notInArray(orders.fulfillmentState, ['canceled', 'payment_denied']),
        ),
        sql`${shippingRates.shippingMethodId} <> ${SHIPPING_METHODS.pickup.id}`,
        gte(shippingRates.windowStart, start),
        lt(shippingRates.windowStart, end),
      ),
    )
    // By window first: every window's route starts at 1, so positions alone would mix the windows.
    .orderBy(asc(shippingRates.windowStart), sql`${orders.routePosition} asc nulls last`, asc(orders.id));
  return {
    date,
    deliveries: rows.map((row) => {
      const address = (row.shipAddress ?? {}) as Partial<ShipAddressJson>;
      return {
        number: row.number,
        first_name: row.customerName ?? firstNameOf(address.receiver_name ?? address.full_name),
        phone: address.telephone ?? row.customerPhone ?? null,
        address1: address.address1 ?? '',
        address2: address.address2 ?? null,
        neighborhood: address.neighborhood ?? null,
        city: address.city ?? '',
        reference: address.reference ?? null,
        zipcode: address.zipcode ?? '',
        latitude: address.latitude ?? null,
        longitude: address.longitude ?? null,
        starts_at: row.windowStart.toISOString(),
        ends_at: row.windowEnd.toISOString(),
        delivery_state: row.deliveryState,
        route_position: row.routePosition,
        payment_method: row.paymentMethod ?? '',
        amount_to_collect: row.paymentType === 'on_delivery' ? money(row.producedAmount ?? row.total) : null,
      };
    }),
  };
}
