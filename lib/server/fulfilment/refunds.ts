/**
 * Refunds (docs/business-rules.md, Refunds): a manager gives back part or all of a captured card payment,
 * by amount or by whole lines, with a reason. Never more than was captured, whatever the concurrency: the
 * order and then its payment are locked, and the payment's refunded amount only grows by a conditional
 * update that keeps it at most the captured (produced) amount. Totals are bigint cents.
 *
 * As for captures (./captures.ts), the decision is written first (the refund row, the payment's refunded
 * amount, the staff action), then the gateway is told with the refund's own idempotency key, derived from
 * the payment's. A refund the gateway did not take is asked again by the capture sweep (refundUnconfirmed).
 */
import 'server-only';
import { and, asc, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { formatCents, lineTotalCents, microsToCents, parseAmount } from '@/lib/money';
import { SalesError, ValidationError } from '@/lib/sales-api/errors';
import type { OrderJson } from '@/lib/sales-api/order';
import type { RefundBody } from '@/lib/sales-api/refunds';
import type { Db } from '../db/database';
import * as checkoutTables from '../checkout/schema';
import * as orderTables from '../orders/schema';
import { inTransaction, type OrderRow, type Tx } from '../orders/order-core';
import { orderJson } from '../orders/order-serializer';
import { logger } from '../logger';
import type { PaymentGateway } from '../payments/gateway';
import { lockOrder, recordAction, type StaffDeps } from './staff-action';

export const REFUND_CONFLICTS = {
  notPlaced: 'Só pedidos fechados podem ser estornados',
  noCard: 'Este pedido não tem pagamento no cartão capturado para estornar',
  capturing: 'A captura do pagamento ainda não foi confirmada. Tente de novo em instantes.',
  over: (amount: string, left: string) =>
    `O estorno (R$ ${amount}) passa do que resta a estornar (R$ ${left})`,
  lineRefunded: 'Um dos itens escolhidos já foi estornado',
  unknownLine: 'Item não pertence ao pedido',
  emptyLine: 'Item sem valor a estornar (não foi separado)',
} as const;

/** A refund decided under the order's lock, for the gateway to be told once the transaction is over. */
interface DecidedRefund {
  refundId: number;
  amountCents: bigint;
}

/** What to refund: an amount in cents, or whole lines at their weighed price. */
type RefundWhat = { amountCents: bigint } | { lineItemIds: readonly number[] };

const cents = (amount: string) => microsToCents(parseAmount(amount));

/** The order's captured card payment, locked until the transaction ends; null when there is none. */
async function lockCapturedPayment(tx: Tx, orderId: number) {
  const [payment] = await tx
    .select()
    .from(checkoutTables.payments)
    .where(
      and(
        eq(checkoutTables.payments.orderId, orderId),
        eq(checkoutTables.payments.state, 'completed'),
        isNotNull(checkoutTables.payments.creditCardId),
      ),
    )
    .orderBy(desc(checkoutTables.payments.id))
    .limit(1)
    .for('update');
  return payment ?? null;
}

/** What is left to refund of the order's captured payment, in cents (0 when nothing was captured). */
export async function refundableCents(tx: Tx, order: OrderRow): Promise<bigint> {
  const payment = await lockCapturedPayment(tx, order.id);
  if (!payment?.capturedAt || order.producedAmount === null) return 0n;
  return cents(order.producedAmount) - cents(payment.refundedAmount);
}

/** The lines' weighed totals (each rounded to the cent), refused when unknown, empty or refunded before. */
async function linesCents(tx: Tx, order: OrderRow, paymentId: number, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  const lines = await tx
    .select()
    .from(orderTables.lineItems)
    .where(eq(orderTables.lineItems.orderId, order.id))
    .orderBy(asc(orderTables.lineItems.id));
  const chosen = lines.filter((line) => wanted.includes(line.id));
  if (chosen.length !== wanted.length) {
    throw new ValidationError(
      { line_item_ids: [REFUND_CONFLICTS.unknownLine] },
      REFUND_CONFLICTS.unknownLine,
    );
  }
  const refunded = await tx
    .select({ ids: checkoutTables.refunds.lineItemIds })
    .from(checkoutTables.refunds)
    .where(eq(checkoutTables.refunds.paymentId, paymentId));
  if (refunded.some((refund) => refund.ids.some((id) => wanted.includes(id)))) {
    throw new SalesError('conflict', REFUND_CONFLICTS.lineRefunded, {
      line_item_ids: [REFUND_CONFLICTS.lineRefunded],
    });
  }
  let total = 0n;
  for (const line of chosen) {
    const lineCents = lineTotalCents(line.producedQuantity ?? line.quantity, line.price);
    if (lineCents <= 0n) {
      throw new ValidationError({ line_item_ids: [REFUND_CONFLICTS.emptyLine] }, REFUND_CONFLICTS.emptyLine);
    }
    total += lineCents;
  }
  return { cents: total, ids: wanted };
}

/**
 * Decides a refund on the order, locked by the caller's transaction: checks it against what is left of the
 * capture, raises the payment's refunded amount (conditionally: never above the capture), writes the
 * refund and records the staff action with the reason. 409 when there is no captured card payment, while
 * its capture is unconfirmed, or for more than is left.
 */
export async function decideRefund(
  tx: Tx,
  deps: Pick<StaffDeps, 'staffId'>,
  order: OrderRow,
  what: RefundWhat,
  reason: string,
): Promise<DecidedRefund> {
  if (order.state !== 'complete' && order.state !== 'canceled') {
    throw new SalesError('conflict', REFUND_CONFLICTS.notPlaced, { state: [REFUND_CONFLICTS.notPlaced] });
  }
  const payment = await lockCapturedPayment(tx, order.id);
  if (!payment || order.producedAmount === null) {
    throw new SalesError('conflict', REFUND_CONFLICTS.noCard, { state: [REFUND_CONFLICTS.noCard] });
  }
  if (!payment.capturedAt) {
    throw new SalesError('conflict', REFUND_CONFLICTS.capturing, { state: [REFUND_CONFLICTS.capturing] });
  }
  const byLines = 'lineItemIds' in what ? await linesCents(tx, order, payment.id, what.lineItemIds) : null;
  const amountCents = byLines ? byLines.cents : (what as { amountCents: bigint }).amountCents;
  const captured = cents(order.producedAmount);
  const refunded = cents(payment.refundedAmount);
  const field = byLines ? 'line_item_ids' : 'amount';
  const over = () => {
    const message = REFUND_CONFLICTS.over(formatCents(amountCents), formatCents(captured - refunded));
    return new SalesError('conflict', message, { [field]: [message] });
  };
  if (amountCents <= 0n || refunded + amountCents > captured) throw over();
  const amount = formatCents(amountCents);
  // The guard stands even without the lock: the refunded amount never passes the capture.
  const raised = await tx
    .update(checkoutTables.payments)
    .set({
      refundedAmount: sql`${checkoutTables.payments.refundedAmount} + ${amount}`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(checkoutTables.payments.id, payment.id),
        sql`${checkoutTables.payments.refundedAmount} + ${amount} <= ${formatCents(captured)}`,
      ),
    )
    .returning({ id: checkoutTables.payments.id });
  if (raised.length === 0) throw over();
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(checkoutTables.refunds)
    .where(eq(checkoutTables.refunds.paymentId, payment.id));
  const [refund] = await tx
    .insert(checkoutTables.refunds)
    .values({
      orderId: order.id,
      paymentId: payment.id,
      amount,
      reason,
      lineItemIds: byLines?.ids ?? [],
      idempotencyKey: `${payment.idempotencyKey}-refund-${count + 1}`,
      staffId: deps.staffId,
    })
    .returning({ id: checkoutTables.refunds.id });
  await recordAction(tx, deps, order.id, 'refund', {
    before: { refunded_amount: formatCents(refunded) },
    after: {
      refunded_amount: formatCents(refunded + amountCents),
      refund: amount,
      ...(byLines && { line_item_ids: byLines.ids }),
    },
    note: reason,
  });
  return { refundId: refund!.id, amountCents };
}

/**
 * Tells the gateway of a decided refund and marks it confirmed; nothing for one already confirmed. Throws
 * when the gateway fails (the sweep asks again).
 */
async function confirmRefund(db: Db, gateway: PaymentGateway, refundId: number): Promise<void> {
  const [row] = await db
    .select({ refund: checkoutTables.refunds, paymentKey: checkoutTables.payments.idempotencyKey })
    .from(checkoutTables.refunds)
    .innerJoin(checkoutTables.payments, eq(checkoutTables.payments.id, checkoutTables.refunds.paymentId))
    .where(eq(checkoutTables.refunds.id, refundId));
  if (!row || row.refund.confirmedAt) return;
  await gateway.refund({
    idempotencyKey: row.paymentKey,
    refundKey: row.refund.idempotencyKey,
    amountCents: Number(cents(row.refund.amount)),
  });
  await db
    .update(checkoutTables.refunds)
    .set({ confirmedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(checkoutTables.refunds.id, refundId), isNull(checkoutTables.refunds.confirmedAt)));
}

/** Tells the gateway now; a failure is left to the sweep, the refund being decided already. */
export async function tellGateway(deps: Pick<StaffDeps, 'db' | 'gateway'>, refundId: number) {
  try {
    await confirmRefund(deps.db, deps.gateway, refundId);
  } catch (error) {
    logger.error({ err: error, refundId }, 'refund not taken by the gateway: the sweep retries it');
  }
}

/** A decided refund older than this without the gateway's confirmation is asked again by the sweep. */
const UNCONFIRMED_AFTER_MS = 120_000;

/** The sweep: refunds decided two minutes or more before `now` and still unconfirmed, each on its own. */
export async function refundUnconfirmed(db: Db, gateway: PaymentGateway, now: Date): Promise<number> {
  const rows = await db
    .select({ id: checkoutTables.refunds.id })
    .from(checkoutTables.refunds)
    .where(
      and(
        isNull(checkoutTables.refunds.confirmedAt),
        lt(checkoutTables.refunds.createdAt, new Date(now.getTime() - UNCONFIRMED_AFTER_MS)),
      ),
    )
    .orderBy(asc(checkoutTables.refunds.id));
  const failed: number[] = [];
  for (const { id } of rows) {
    try {
      await confirmRefund(db, gateway, id);
      logger.warn({ refundId: id }, 'unconfirmed refund confirmed by the sweep');
    } catch (error) {
      logger.error({ err: error, refundId: id }, 'refund failed');
      failed.push(id);
    }
  }
  if (failed.length > 0) throw new Error(`refunds failed: ${failed.join(', ')}`);
  return rows.length;
}

/**
 * A manager's refund (POST /admin/orders/{number}/refunds): decided under the order's and the payment's
 * locks, then the gateway told. Answers the order with its refunds and the refund made.
 */
export async function refundOrder(
  deps: StaffDeps,
  number: string,
  body: RefundBody,
): Promise<{ order: OrderJson; amountCents: bigint }> {
  const what: RefundWhat =
    body.amount !== undefined
      ? { amountCents: cents(body.amount) }
      : { lineItemIds: body.line_item_ids ?? [] };
  const decided = await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, number);
    return { orderId: order.id, ...(await decideRefund(tx, deps, order, what, body.reason)) };
  });
  await tellGateway(deps, decided.refundId);
  return { order: await orderJson(deps.db, decided.orderId), amountCents: decided.amountCents };
}
