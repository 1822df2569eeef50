/**
 * Dispatch (docs/business-rules.md, Staff roles): a ready order is assigned a driver (a staff member with
 * the driver role) and a vehicle, which plans its delivery; the orders of a route get their positions in
 * the order they are delivered. Pickup orders have no driver. Every change is recorded on the order.
 */
import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { SHIPPING_METHODS } from '@/lib/checkout/delivery-windows';
import { stateName } from '@/lib/orders/staff-status';
import { ValidationError } from '@/lib/sales-api/errors';
import type { OrderJson } from '@/lib/sales-api/order';
import * as authTables from '../auth/schema';
import * as checkoutTables from '../checkout/schema';
import * as orderTables from '../orders/schema';
import { inTransaction, type OrderRow, type Tx } from '../orders/order-core';
import { actOnCompleteOrder, conflict, updateOrder, type StaffDeps } from './staff-action';
import { recordAction } from '../orders/order-events';

export const DISPATCH_MESSAGES = {
  chooseDriver: 'Escolha o entregador',
  pickup: 'Pedido para retirada na loja: não tem entregador',
  notReady: 'Só pedidos prontos saem para entrega',
  alreadyOut: 'A entrega deste pedido já saiu: não é possível trocar o entregador',
  delivered: 'Pedido já entregue: não é possível trocar o entregador',
  failed: 'A entrega deste pedido falhou: reagende-a antes de escolher o entregador',
  erring:
    'A entrega deste pedido está com erro: planeje a entrega de novo ou reagende-a antes de trocar o entregador',
  otherDelivery: (state: string) =>
    `A entrega deste pedido está em “${state}”: não é possível trocar o entregador`,
  routeUnknown: (number: string) => `Pedido não encontrado: ${number}`,
  routeRepeated: (number: string) => `Pedido repetido na rota: ${number}`,
  routePickup: (number: string) => `O pedido ${number} é retirada na loja: não entra em rota`,
  routeNotReady: (number: string) => `O pedido ${number} não está pronto para entrega nem planejado`,
} as const;

/**
 * 409 unless the delivery has not left yet (none, or planned): the driver of a delivery under way is not
 * replaced (their phone would lose the order mid-trip), and one that ended or erred says why.
 */
export function mustBeBeforeDeparture(order: Pick<OrderRow, 'deliveryState'>): void {
  const state = order.deliveryState;
  if (state === null || state === 'planned') return;
  const known: Record<string, string> = {
    in_progress: DISPATCH_MESSAGES.alreadyOut,
    success: DISPATCH_MESSAGES.delivered,
    completed: DISPATCH_MESSAGES.delivered,
    failed: DISPATCH_MESSAGES.failed,
    error: DISPATCH_MESSAGES.erring,
  };
  throw conflict(known[state] ?? DISPATCH_MESSAGES.otherDelivery(stateName(state)));
}

/** Whether the order is fetched at the store (shipping method 3). */
export async function isPickup(tx: Tx, order: Pick<OrderRow, 'selectedShippingRateId'>): Promise<boolean> {
  if (order.selectedShippingRateId === null) return false;
  const [rate] = await tx
    .select({ methodId: checkoutTables.shippingRates.shippingMethodId })
    .from(checkoutTables.shippingRates)
    .where(eq(checkoutTables.shippingRates.id, order.selectedShippingRateId));
  return rate?.methodId === SHIPPING_METHODS.pickup.id;
}

/**
 * Assigns the driver and vehicle to a ready order (its delivery becomes planned); a planned order may
 * change driver until it leaves. The customer's tracker shows the driver's first name.
 */
export async function dispatchOrder(
  deps: StaffDeps,
  number: string,
  { driver_id: driverId, license_plate: plate }: { driver_id: number; license_plate: string },
): Promise<OrderJson> {
  return actOnCompleteOrder(deps, number, async (tx, order) => {
    const [driver] = await tx
      .select({ id: authTables.users.id, firstName: authTables.users.firstName, role: authTables.users.role })
      .from(authTables.users)
      .where(eq(authTables.users.id, driverId));
    if (!driver || driver.role !== 'driver') {
      throw new ValidationError(
        { driver_id: [DISPATCH_MESSAGES.chooseDriver] },
        DISPATCH_MESSAGES.chooseDriver,
      );
    }
    if (await isPickup(tx, order)) throw conflict(DISPATCH_MESSAGES.pickup);
    mustBeBeforeDeparture(order);
    if (order.fulfillmentState !== 'ready') throw conflict(DISPATCH_MESSAGES.notReady);
    const before = {
      driver_id: order.driverId,
      driver_name: order.driverName,
      license_plate: order.vehicleLicensePlate,
      delivery_state: order.deliveryState,
      route_position: order.routePosition,
    };
    const after = {
      driver_id: driver.id,
      driver_name: driver.firstName,
      license_plate: plate,
      delivery_state: 'planned',
      // A place in another driver's route means nothing in this one's.
      route_position: order.driverId === driver.id ? order.routePosition : null,
    };
    await updateOrder(tx, order.id, {
      driverId: after.driver_id,
      driverName: after.driver_name,
      vehicleLicensePlate: after.license_plate,
      deliveryState: after.delivery_state,
      routePosition: after.route_position,
      visitState: 'assigned',
    });
    await recordAction(tx, deps, order.id, 'dispatch', { before, after });
  });
}

/**
 * A route: the orders in the order they are delivered get positions 1, 2, ... in one transaction. Each
 * must be a delivery (not a pickup) that is ready or planned: 409 naming the first that is not; unknown
 * or repeated numbers are 422.
 */
export async function setRoute(deps: StaffDeps, numbers: string[]): Promise<void> {
  const repeated = numbers.find((number, index) => numbers.indexOf(number) !== index);
  if (repeated) {
    const message = DISPATCH_MESSAGES.routeRepeated(repeated);
    throw new ValidationError({ numbers: [message] }, message);
  }
  await inTransaction(deps.db, async (tx) => {
    // Locked in id order, as every route change takes them: two routes saved at once never deadlock.
    const rows = await tx
      .select({ order: orderTables.orders, methodId: checkoutTables.shippingRates.shippingMethodId })
      .from(orderTables.orders)
      .leftJoin(
        checkoutTables.shippingRates,
        eq(checkoutTables.shippingRates.id, orderTables.orders.selectedShippingRateId),
      )
      .where(inArray(orderTables.orders.number, numbers))
      .orderBy(asc(orderTables.orders.id))
      .for('update', { of: orderTables.orders });
    const byNumber = new Map(rows.map((row) => [row.order.number, row]));
    for (const number of numbers) {
      const row = byNumber.get(number);
      if (!row) {
        const message = DISPATCH_MESSAGES.routeUnknown(number);
        throw new ValidationError({ numbers: [message] }, message);
      }
      const { order } = row;
      if (row.methodId === SHIPPING_METHODS.pickup.id) throw conflict(DISPATCH_MESSAGES.routePickup(number));
      const ready = order.fulfillmentState === 'ready' && order.deliveryState === null;
      if (order.state !== 'complete' || !(ready || order.deliveryState === 'planned')) {
        throw conflict(DISPATCH_MESSAGES.routeNotReady(number));
      }
    }
    for (const [index, number] of numbers.entries()) {
      const { order } = byNumber.get(number)!;
      const position = index + 1;
      if (order.routePosition === position) continue;
      await updateOrder(tx, order.id, { routePosition: position });
      await recordAction(tx, deps, order.id, 'route', {
        before: { route_position: order.routePosition },
        after: { route_position: position },
      });
    }
  });
}
