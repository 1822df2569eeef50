/**
 * The delivery (docs/business-rules.md, Order and delivery states): planned → in_progress → success →
 * completed, or failed, from nothing only once the order is ready; the driver and vehicle assigned to it,
 * and the driver's positions while it is under way. Every action is recorded on the order
 * (./staff-action.ts).
 */
import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { OrderJson } from '@/lib/sales-api/order';
import * as checkoutTables from '../checkout/schema';
import * as orderTables from '../orders/schema';
import { isDeliveryOver } from '../orders/order-core';
import {
  actOnCompleteOrder,
  conflict,
  notAllowed,
  recordAction,
  updateOrder,
  type StaffDeps,
} from './staff-action';

/** Allowed delivery moves: from nothing (once ready) to planned, and on. */
const DELIVERY_MOVES: Record<string, readonly string[]> = {
  none: ['planned'],
  planned: ['in_progress', 'failed'],
  in_progress: ['success', 'failed'],
  success: ['completed'],
};

const DELIVERY_MESSAGES = {
  driverFirst: 'Atribua um entregador antes de enviar a posição',
  deliveryClosed: 'A entrega deste pedido já foi encerrada: a posição não é mais registrada',
} as const;

/**
 * Moves delivery along its allowed transitions (from nothing only once the order is ready), or 409.
 * Delivered orders paid on delivery are then paid; 'in_progress' marks the driver on the way.
 */
export async function advanceDelivery(deps: StaffDeps, number: string, to: string): Promise<OrderJson> {
  return actOnCompleteOrder(deps, number, async (tx, order) => {
    const from = order.deliveryState ?? 'none';
    const allowed = DELIVERY_MOVES[from] ?? [];
    if (!allowed.includes(to) || (from === 'none' && order.fulfillmentState !== 'ready')) {
      throw notAllowed(order.deliveryState, to);
    }
    await updateOrder(tx, order.id, {
      deliveryState: to,
      ...(to === 'in_progress' && { visitState: 'on_the_way' }),
      ...(to === 'success' && { visitState: 'arrived' }),
    });
    if (to === 'success') {
      // Paid to the driver (debit or voucher): the payment is settled now.
      await tx
        .update(checkoutTables.payments)
        .set({ state: 'completed', updatedAt: new Date() })
        .where(
          and(
            eq(checkoutTables.payments.orderId, order.id),
            eq(checkoutTables.payments.state, 'pending'),
            isNull(checkoutTables.payments.creditCardId),
          ),
        );
    }
    await recordAction(tx, deps, order.id, 'delivery', {
      before: { delivery_state: order.deliveryState },
      after: { delivery_state: to },
    });
  });
}

export async function assignDriver(
  deps: StaffDeps,
  number: string,
  driver: { name: string; license_plate: string },
): Promise<OrderJson> {
  return actOnCompleteOrder(deps, number, async (tx, order) => {
    await updateOrder(tx, order.id, {
      // A driver named by hand (the command line) is no staff member's: no one's phone lists the order.
      driverId: null,
      driverName: driver.name,
      vehicleLicensePlate: driver.license_plate,
      visitState: order.visitState ?? 'assigned',
    });
    await recordAction(tx, deps, order.id, 'driver', {
      before: { driver_name: order.driverName, license_plate: order.vehicleLicensePlate },
      after: { driver_name: driver.name, license_plate: driver.license_plate },
    });
  });
}

/** The driver's position while the delivery is under way: 409 once it is over, or before a driver. */
export async function postDriverLocation(
  deps: StaffDeps,
  number: string,
  location: { latitude: number; longitude: number; client_time: string },
): Promise<OrderJson> {
  return actOnCompleteOrder(deps, number, async (tx, order) => {
    if (isDeliveryOver(order)) throw conflict(DELIVERY_MESSAGES.deliveryClosed);
    if (order.driverName === null) throw conflict(DELIVERY_MESSAGES.driverFirst);
    await tx.insert(orderTables.driverLocations).values({
      orderId: order.id,
      latitude: location.latitude.toFixed(6),
      longitude: location.longitude.toFixed(6),
      clientTime: new Date(location.client_time),
    });
    await updateOrder(tx, order.id, {});
  });
}
