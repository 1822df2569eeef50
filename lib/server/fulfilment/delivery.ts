/**
 * The delivery (docs/business-rules.md, Order and delivery states and Staff roles): planned → in_progress →
 * success → completed, or failed, from nothing only once the order is ready; a pickup goes from ready
 * straight to success (retirado), with no driver. The driver and vehicle assigned to it, and the driver's
 * positions while it is under way (kept 30 days). A driver moves only their own deliveries, out and
 * delivered ('Não entregue' is failDelivery, with the reason). Every action is recorded on the order
 * (./staff-action.ts).
 */
import 'server-only';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { ValidationError } from '@/lib/sales-api/errors';
import type { OrderJson } from '@/lib/sales-api/order';
import type { Db } from '../db/database';
import * as checkoutTables from '../checkout/schema';
import * as orderTables from '../orders/schema';
import { isDeliveryOver } from '../orders/order-core';
import { DISPATCH_MESSAGES, isPickup, mustBeBeforeDeparture } from './dispatch';
import { actOnCompleteOrder, conflict, notAllowed, updateOrder, type StaffDeps } from './staff-action';
import { recordAction } from '../orders/order-events';

/** Allowed delivery moves: from nothing (once ready) to planned, and on. */
const DELIVERY_MOVES: Record<string, readonly string[]> = {
  none: ['planned'],
  planned: ['in_progress', 'failed'],
  in_progress: ['success', 'failed'],
  success: ['completed'],
  // An erring delivery, once solved, is planned again or given up.
  error: ['planned', 'failed'],
};

/** A pickup: ready, then fetched at the counter (success, 'retirado'). */
const PICKUP_MOVES: Record<string, readonly string[]> = {
  none: ['success'],
  success: ['completed'],
};

/** What a driver does on their own delivery from the phone: out, then delivered. */
const DRIVER_MOVES = ['in_progress', 'success'];

const DELIVERY_MESSAGES = {
  // As the dispatch form and the 'Não entregue' form say them (lib/sales-api/staff.ts).
  chooseDriver: DISPATCH_MESSAGES.chooseDriver,
  reason: 'Informe o motivo',
  driverFirst: 'Atribua um entregador antes de enviar a posição',
  notOut: 'A entrega ainda não saiu: a posição só é registrada a caminho',
  deliveryClosed: 'A entrega deste pedido já foi encerrada: a posição não é mais registrada',
  cannotFail: 'Só entregas planejadas ou a caminho podem falhar',
} as const;

/** Positions are kept this long, for the tracker and the staff's questions (then deleted). */
const POSITION_RETENTION_DAYS = 30;

/** 422 on the field the move needs: a planned delivery its driver, a failed one its reason. */
function invalid(field: string, message: string): ValidationError {
  return new ValidationError({ [field]: [message] }, message);
}

/**
 * Moves delivery along its allowed transitions (from nothing only once the order is ready), or 409.
 * Planned needs a driver (assigned by the dispatch, or named by hand), failed ('Não entregue') its reason,
 * recorded as failDelivery records it: 422 on the field otherwise. Delivered orders paid on delivery are
 * then paid; 'in_progress' marks the driver on the way.
 */
export async function advanceDelivery(
  deps: StaffDeps,
  number: string,
  to: string,
  reason?: string,
): Promise<OrderJson> {
  return actOnCompleteOrder(deps, number, async (tx, order) => {
    const from = order.deliveryState ?? 'none';
    const moves = (await isPickup(tx, order)) ? PICKUP_MOVES : DELIVERY_MOVES;
    const allowed = (moves[from] ?? []).filter(
      (state) => deps.ownDeliveriesOf === undefined || DRIVER_MOVES.includes(state),
    );
    if (!allowed.includes(to) || (from === 'none' && order.fulfillmentState !== 'ready')) {
      throw notAllowed(order.deliveryState, to);
    }
    if (to === 'planned' && order.driverName === null) {
      throw invalid('driver_id', DELIVERY_MESSAGES.chooseDriver);
    }
    if (to === 'failed' && !reason) throw invalid('reason', DELIVERY_MESSAGES.reason);
    await updateOrder(tx, order.id, {
      deliveryState: to,
      ...(to === 'in_progress' && { visitState: 'on_the_way' }),
      ...(to === 'success' && order.driverName !== null && { visitState: 'arrived' }),
    });
    if (to === 'success') {
      // Paid to the driver or at the counter (debit or voucher): the payment is settled now.
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
    await recordAction(tx, deps, order.id, to === 'failed' ? 'failed' : 'delivery', {
      before: { delivery_state: order.deliveryState },
      after: { delivery_state: to },
      ...(to === 'failed' && { note: reason }),
    });
  });
}

/** 'Não entregue': a planned, erring or under way delivery failed, for the reason given (in the history). */
export async function failDelivery(deps: StaffDeps, number: string, reason: string): Promise<OrderJson> {
  return actOnCompleteOrder(deps, number, async (tx, order) => {
    if (!['planned', 'in_progress', 'error'].includes(order.deliveryState ?? '')) {
      throw conflict(DELIVERY_MESSAGES.cannotFail);
    }
    await updateOrder(tx, order.id, { deliveryState: 'failed' });
    await recordAction(tx, deps, order.id, 'failed', {
      before: { delivery_state: order.deliveryState },
      after: { delivery_state: 'failed' },
      note: reason,
    });
  });
}

export async function assignDriver(
  deps: StaffDeps,
  number: string,
  driver: { name: string; license_plate: string },
): Promise<OrderJson> {
  return actOnCompleteOrder(deps, number, async (tx, order) => {
    // As at a dispatch, a driver on the way is not replaced: their phone would lose the order mid-trip.
    mustBeBeforeDeparture(order);
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

/**
 * The driver's position while the delivery is under way (in_progress): 409 before it leaves, once it is
 * over, or without a driver. Not recorded in the history: positions are the tracker's, not actions.
 */
export async function postDriverLocation(
  deps: StaffDeps,
  number: string,
  location: { latitude: number; longitude: number; client_time: string },
): Promise<OrderJson> {
  return actOnCompleteOrder(deps, number, async (tx, order) => {
    if (isDeliveryOver(order)) throw conflict(DELIVERY_MESSAGES.deliveryClosed);
    if (order.driverName === null) throw conflict(DELIVERY_MESSAGES.driverFirst);
    if (order.deliveryState !== 'in_progress') throw conflict(DELIVERY_MESSAGES.notOut);
    await tx.insert(orderTables.driverLocations).values({
      orderId: order.id,
      latitude: location.latitude.toFixed(6),
      longitude: location.longitude.toFixed(6),
      clientTime: new Date(location.client_time),
    });
    await updateOrder(tx, order.id, {});
  });
}

/** Deletes the drivers' positions older than 30 days at `now` (the retention job, lib/server/server-jobs.ts). */
export async function deleteOldDriverLocations(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(orderTables.driverLocations)
    .where(
      lt(
        orderTables.driverLocations.createdAt,
        new Date(now.getTime() - POSITION_RETENTION_DAYS * 24 * 60 * 60 * 1000),
      ),
    )
    .returning({ id: orderTables.driverLocations.id });
  return deleted.length;
}
