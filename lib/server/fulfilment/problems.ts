/**
 * Problems (docs/business-rules.md, Staff roles): an order marked 'erro' with the staff's note (its
 * fulfillment, or its delivery once that started), and a failed (or erring) delivery rescheduled into a
 * window with room, by the slot rules of checkout (lib/server/checkout/shipping.ts): never overbooked. The
 * rescheduled order waits to be dispatched again. Cancelling is ./fulfilment-moves.ts.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { OrderJson } from '@/lib/sales-api/order';
import type { RescheduleWindowJson } from '@/lib/sales-api/staff';
import * as checkoutTables from '../checkout/schema';
import * as orderTables from '../orders/schema';
import { moveBooking, windowsWithRoom } from '../checkout/shipping';
import {
  actOnCompleteOrder,
  conflict,
  findOrderId,
  nowOfStaff,
  updateOrder,
  withDriver,
  type StaffDeps,
} from './staff-action';
import { recordAction } from '../orders/order-events';
import type { OrderRow, Tx } from '../orders/order-core';
import { isPaymentOpen } from '@/lib/rules/order-states';

const PROBLEM_MESSAGES = {
  delivered: 'Pedido já entregue: não pode ser marcado com erro',
  denied: 'O pagamento deste pedido foi negado: não há o que corrigir',
  unpaid: 'O pagamento deste pedido ainda não foi aprovado: aprove ou negue o pagamento antes',
  notFailed: 'Só entregas que falharam ou com erro podem ser reagendadas',
  withDriver: 'Pedido a caminho: marque como não entregue antes de reagendar',
} as const;

/**
 * Marks the order 'error' with the staff's note: its delivery once that started, else its fulfillment
 * (once its payment is approved).
 */
export async function markError(deps: StaffDeps, number: string, note: string): Promise<OrderJson> {
  return actOnCompleteOrder(deps, number, async (tx, order) => {
    if (order.fulfillmentState === 'payment_denied') throw conflict(PROBLEM_MESSAGES.denied);
    // Out of 'error' an order goes back into preparation: marked before its payment was approved (a card
    // in evaluation, a Pix not paid), it would skip the payment.
    if (isPaymentOpen(order.fulfillmentState)) throw conflict(PROBLEM_MESSAGES.unpaid);
    if (['success', 'completed'].includes(order.deliveryState ?? ''))
      throw conflict(PROBLEM_MESSAGES.delivered);
    const field = order.deliveryState === null ? 'fulfillment_state' : 'delivery_state';
    const before = field === 'fulfillment_state' ? order.fulfillmentState : order.deliveryState;
    await updateOrder(
      tx,
      order.id,
      field === 'fulfillment_state' ? { fulfillmentState: 'error' } : { deliveryState: 'error' },
    );
    await recordAction(tx, deps, order.id, 'error', {
      before: { [field]: before },
      after: { [field]: 'error' },
      note,
    });
  });
}

function mustHaveFailed(order: Pick<OrderRow, 'deliveryState'>) {
  if (order.deliveryState !== 'failed' && order.deliveryState !== 'error') {
    throw conflict(PROBLEM_MESSAGES.notFailed);
  }
}

/** The windows a failed delivery can be moved to: the scheduled ones bookable now, with room left. */
export async function rescheduleWindows(deps: StaffDeps, number: string): Promise<RescheduleWindowJson[]> {
  const orderId = await findOrderId(deps.db, number, deps);
  const [order] = await deps.db
    .select({ deliveryState: orderTables.orders.deliveryState })
    .from(orderTables.orders)
    .where(eq(orderTables.orders.id, orderId));
  mustHaveFailed(order!);
  const windows = await windowsWithRoom(deps.db, nowOfStaff(deps));
  return windows.map((window) => ({
    starts_at: window.start.toISOString(),
    ends_at: window.end.toISOString(),
    remaining: window.remaining,
  }));
}

async function chosenWindow(tx: Tx, order: OrderRow) {
  if (order.selectedShippingRateId === null) return { starts_at: null, ends_at: null };
  const [rate] = await tx
    .select()
    .from(checkoutTables.shippingRates)
    .where(eq(checkoutTables.shippingRates.id, order.selectedShippingRateId));
  return {
    starts_at: rate?.windowStart.toISOString() ?? null,
    ends_at: rate?.windowEnd.toISOString() ?? null,
  };
}

/**
 * Moves a failed (or erring) delivery's booking to the window starting at `startsAt`, atomically; the
 * delivery starts over (no state, driver, vehicle, route position, nor the last trip's positions), to be
 * dispatched again.
 */
export async function rescheduleDelivery(
  deps: StaffDeps,
  number: string,
  startsAt: Date,
): Promise<OrderJson> {
  return actOnCompleteOrder(deps, number, async (tx, order) => {
    mustHaveFailed(order);
    // A delivery in 'erro' on its way: the driver brings the goods back ('Não entregue') before the
    // order is booked again, or a reschedule would let the cancel through (./fulfilment-moves.ts).
    if (await withDriver(tx, order)) throw conflict(PROBLEM_MESSAGES.withDriver);
    const before = {
      ...(await chosenWindow(tx, order)),
      delivery_state: order.deliveryState,
      driver_name: order.driverName,
      license_plate: order.vehicleLicensePlate,
    };
    await moveBooking(tx, order, startsAt, nowOfStaff(deps));
    await updateOrder(tx, order.id, {
      deliveryState: null,
      visitState: null,
      driverId: null,
      driverName: null,
      vehicleLicensePlate: null,
      routePosition: null,
    });
    // The tracker follows the next trip, not the failed one's path.
    await tx.delete(orderTables.driverLocations).where(eq(orderTables.driverLocations.orderId, order.id));
    await recordAction(tx, deps, order.id, 'reschedule', {
      before,
      after: {
        ...(await chosenWindow(tx, order)),
        delivery_state: null,
        driver_name: null,
        license_plate: null,
      },
    });
  });
}
