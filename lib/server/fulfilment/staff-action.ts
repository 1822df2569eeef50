/**
 * A staff member's action on one order (docs/business-rules.md, Order and delivery states): the order is
 * locked for the transaction that changes it, and the action is recorded on it (who, when, what, before
 * and after) in that same transaction. Shared by the fulfilment moves (./fulfilment-moves.ts), the delivery (./delivery.ts)
 * and the sale receipt (./sale-receipt.ts).
 */
import 'server-only';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { stateName } from '@/lib/orders/staff-status';
import { NotFoundError, SalesError } from '@/lib/sales-api/errors';
import type { OrderJson } from '@/lib/sales-api/order';
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import * as orderTables from '../orders/schema';
import { inTransaction, ORDER_NOT_FOUND, type OrderRow, type Tx } from '../orders/order-core';
import { orderJson } from '../orders/order-serializer';
import type { PaymentGateway } from '../payments/gateway';

export interface StaffDeps {
  db: Db;
  gateway: PaymentGateway;
  /** The staff member acting; null for the command line run by the shop itself. */
  staffId: number | null;
  /** The background jobs' queue, which runs captures; without one a capture runs in the request. */
  jobs?: JobQueue | undefined;
  /** The time (tests fix it); the real one when absent. */
  clock?: (() => Date) | undefined;
  /**
   * A driver acting on their own deliveries: only the orders assigned to this staff member are reachable,
   * any other is 404 (its existence is not revealed).
   */
  ownDeliveriesOf?: number;
}

/** The time of the action. */
export function nowOfStaff(deps: Pick<StaffDeps, 'clock'>): Date {
  return deps.clock?.() ?? new Date();
}

export const STAFF_ACTION_MESSAGES = {
  notComplete: 'Só pedidos fechados podem ser movidos',
  canceled: 'Pedido já cancelado.',
  // The second of two staff pressing the same button: the first one's move stands.
  movedMeanwhile: 'Este pedido já foi movido por outra pessoa. Atualize a tela.',
  notAllowed: (from: string, to: string) => `Não é possível passar de “${from}” para “${to}”`,
  notYet: (to: string) => `Não é possível passar para “${to}” agora`,
} as const;

/** 409 with the reason, as the staff reads it. */
export function conflict(message: string): SalesError {
  return new SalesError('conflict', message, { state: [message] });
}

/** 409 for a move its state does not allow, the states in pt-BR ('em preparo', 'a caminho'). */
export function notAllowed(from: string | null, to: string): SalesError {
  if (from === to) return conflict(STAFF_ACTION_MESSAGES.movedMeanwhile);
  return conflict(
    from === null
      ? STAFF_ACTION_MESSAGES.notYet(stateName(to))
      : STAFF_ACTION_MESSAGES.notAllowed(stateName(from), stateName(to)),
  );
}

/** 409 unless the order is complete (placed, not canceled). */
export function mustBeComplete(order: OrderRow): void {
  if (order.state === 'canceled') throw conflict(STAFF_ACTION_MESSAGES.canceled);
  if (order.state !== 'complete') throw conflict(STAFF_ACTION_MESSAGES.notComplete);
}

/** Whether the staff member may reach the order: any order, or a driver's own deliveries only. */
function reaches(deps: Pick<StaffDeps, 'ownDeliveriesOf'>, order: Pick<OrderRow, 'driverId'>): boolean {
  return deps.ownDeliveriesOf === undefined || order.driverId === deps.ownDeliveriesOf;
}

/**
 * The order, locked until the transaction ends; 404 when there is none, or when it is not one of the
 * acting driver's deliveries.
 */
export async function lockOrder(
  tx: Tx,
  number: string,
  deps: Pick<StaffDeps, 'ownDeliveriesOf'> = {},
): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orderTables.orders)
    .where(eq(orderTables.orders.number, number))
    .for('update');
  if (!order || !reaches(deps, order)) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

/** What an action changed: the order's fields as they were and as they became, and the staff's words. */
export async function updateOrder(
  tx: Tx,
  orderId: number,
  changes: Partial<typeof orderTables.orders.$inferInsert>,
) {
  await tx
    .update(orderTables.orders)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(orderTables.orders.id, orderId));
}

/**
 * Acts on a complete order, locked, in one transaction (409 for any other order); answers the order as it
 * stands after the action.
 */
export async function actOnCompleteOrder(
  deps: StaffDeps,
  number: string,
  act: (tx: Tx, order: OrderRow) => Promise<void>,
): Promise<OrderJson> {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, number, deps);
    mustBeComplete(order);
    await act(tx, order);
    return orderJson(tx, order.id);
  });
}

/** The order's id; 404 when there is none, or when it is not one of the acting driver's deliveries. */
export async function findOrderId(
  db: Db,
  number: string,
  deps: Pick<StaffDeps, 'ownDeliveriesOf'> = {},
): Promise<number> {
  const [order] = await db
    .select({ id: orderTables.orders.id, driverId: orderTables.orders.driverId })
    .from(orderTables.orders)
    .where(eq(orderTables.orders.number, number));
  if (!order || !reaches(deps, order)) throw new NotFoundError(ORDER_NOT_FOUND);
  return order.id;
}

/**
 * Whether the order's goods are with its driver: the delivery is in progress, or in 'erro' or planned again
 * after it left (in_progress) without being brought back since (a 'Não entregue', or a reschedule, which
 * starts the delivery over).
 */
export async function withDriver(tx: Tx, order: Pick<OrderRow, 'id' | 'deliveryState'>): Promise<boolean> {
  if (order.deliveryState === 'in_progress') return true;
  if (order.deliveryState !== 'error' && order.deliveryState !== 'planned') return false;
  const deliveryAfter = sql`${orderTables.orderEvents.after}->>'delivery_state'`;
  const [last] = await tx
    .select({ deliveryState: deliveryAfter.mapWith(String), action: orderTables.orderEvents.action })
    .from(orderTables.orderEvents)
    .where(
      and(
        eq(orderTables.orderEvents.orderId, order.id),
        or(
          eq(orderTables.orderEvents.action, 'reschedule'),
          sql`${deliveryAfter} in ('in_progress', 'failed')`,
        ),
      ),
    )
    .orderBy(desc(orderTables.orderEvents.id))
    .limit(1);
  return last !== undefined && last.action !== 'reschedule' && last.deliveryState === 'in_progress';
}
