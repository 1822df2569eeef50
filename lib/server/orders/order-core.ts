/**
 * The order core shared by the cart and the checkout: who may reach an order (a guest by its token, a
 * customer by ownership), the order row lock every change takes first (SELECT ... FOR UPDATE), and the
 * transaction helper that retries a lost race on a unique index.
 *
 * Every query inside a transaction goes through its `tx`: asking the pool for another connection while
 * holding the lock could wait forever once the pool is exhausted.
 */
import 'server-only';
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { itemTotalCents } from '@/lib/cart/totals';
import { SalesError, NotFoundError } from '@/lib/sales-api/errors';
import type { VariantJson } from '@/lib/sales-api/catalogue';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { isDeadlock, isUniqueViolation } from '../db/errors';
import * as t from './schema';
import type { Tx } from '../db/db';
import { OPEN_ORDER_STATES, type OrderState } from './schema';

export const ORDER_NOT_FOUND = 'Pedido não encontrado';

export type { Tx };
export type OrderRow = typeof t.orders.$inferSelect;

/**
 * An order's row and its lines (in id order), as a change in the same transaction left them; with the
 * lines' variants by id when the change read them.
 */
export interface OrderWithLines {
  order: OrderRow;
  lines: (typeof t.lineItems.$inferSelect)[];
  variants?: Map<number, VariantJson>;
}

/** Who asks: the session user (or null) and the guest token sent as ?order_token=. */
export interface Caller {
  user: SessionUser | null;
  orderToken?: string | undefined;
}

const openStates: readonly OrderState[] = OPEN_ORDER_STATES;

/** 'R' and 9 random digits; a collision fails the unique index and the transaction is retried. */
function newOrderNumber(): string {
  return `R${randomInt(0, 1_000_000_000).toString().padStart(9, '0')}`;
}

/** 192 random bits, base64url. */
function newOrderToken(): string {
  return randomBytes(24).toString('base64url');
}

function sameToken(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A guest order is reachable with its token only; a customer's order by its owner only. */
export function canAccess(order: OrderRow, caller: Caller): boolean {
  if (order.userId !== null) return caller.user?.id === order.userId;
  return sameToken(order.token, caller.orderToken);
}

export function isOpen(order: Pick<OrderRow, 'state'>): boolean {
  return openStates.includes(order.state);
}

/** Whether the order's delivery is over (delivered or failed): no driver to follow any more. */
export function isDeliveryOver(order: Pick<OrderRow, 'deliveryState'>): boolean {
  return ['success', 'completed', 'failed'].includes(order.deliveryState ?? '');
}

/**
 * Runs `work` in a transaction, again (up to 3 times) when it lost a race on a unique index or was rolled
 * back to break a deadlock.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= 3 || !(isUniqueViolation(error) || isDeadlock(error))) throw error;
    }
  }
}

/** Answered while the customer's order is being completed (the gateway is authorising its payment). */
export const ORDER_COMPLETING = 'Seu pedido está sendo finalizado. Aguarde um instante.';

const completingConflict = () => new SalesError('conflict', ORDER_COMPLETING, { state: [ORDER_COMPLETING] });

/**
 * Locks the order the caller may change, or fails with 404 (unknown, not theirs, or closed); while it is
 * being completed, 409 (it settles in moments).
 */
export async function lockOrderByNumber(tx: Tx, number: string, caller: Caller): Promise<OrderRow> {
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.number, number)).for('update');
  if (!order || !canAccess(order, caller)) throw new NotFoundError(ORDER_NOT_FOUND);
  if (order.state === 'completing') throw completingConflict();
  if (!isOpen(order)) throw new SalesError('no_active_cart');
  return order;
}

/** The customer's current order, locked: open, or being completed (it keeps its place until it settles). */
export async function lockCurrentOrderOfUser(tx: Tx, userId: number): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.userId, userId), inArray(t.orders.state, [...openStates, 'completing'])))
    .for('update');
  return order;
}

/**
 * The customer's open order, locked, or undefined when they have none. While their order is being
 * completed, 409: it is not open, and another one cannot be made before it settles (a customer has one
 * current order, a unique index).
 */
export async function lockOpenOrderOfUser(tx: Tx, userId: number): Promise<OrderRow | undefined> {
  const order = await lockCurrentOrderOfUser(tx, userId);
  if (order?.state === 'completing') throw completingConflict();
  return order;
}

export async function insertOrder(tx: Tx, user: SessionUser | null): Promise<OrderRow> {
  const [order] = await tx
    .insert(t.orders)
    .values({
      number: newOrderNumber(),
      token: newOrderToken(),
      userId: user?.id ?? null,
      email: user?.email ?? null,
    })
    .returning();
  return order!;
}

/** The item total of the order's lines, in cents (each line rounded to the cent). */
export async function orderItemCents(tx: Tx, orderId: number): Promise<bigint> {
  const lines = await tx
    .select({ quantity: t.lineItems.quantity, price: t.lineItems.price })
    .from(t.lineItems)
    .where(eq(t.lineItems.orderId, orderId));
  return itemTotalCents(lines);
}
