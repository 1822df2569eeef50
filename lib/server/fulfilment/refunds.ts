/**
 * Refunds (docs/business-rules.md, Refunds): a manager gives back part or all of a captured card payment
 * or of a weighed Pix, by amount or by whole lines, with a reason; the shop itself gives back what a paid
 * Pix owes (what the weighing did not use, a cancel, a payment after the order was given back). Never
 * more than was taken, whatever the concurrency: the order and then its payment are locked, and the
 * payment's refunded amount only grows by a conditional update that keeps it at most the captured
 * (weighed) amount of a card, or what was paid of a Pix. Totals are bigint cents.
 *
 * As for captures (./captures.ts), the decision is written first (the refund row, the payment's refunded
 * amount, the staff action), then the gateway is told with the refund's own idempotency key, derived from
 * the payment's. A refund the gateway did not take is asked again by the capture sweep (refundUnconfirmed);
 * one it refused for good (a GatewayRefusal) is recorded as refused and not asked again: the staff see it
 * ('recusado pela operadora') and settle it with the gateway. Its amount stays counted as refunded, so that
 * nothing is given twice should the gateway have taken it after all.
 */
import 'server-only';
import { and, asc, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { formatBRL, formatCents, lineTotalCents, microsToCents, parseAmount } from '@/lib/money';
import { SalesError, ValidationError } from '@/lib/sales-api/errors';
import type { OrderJson } from '@/lib/sales-api/order';
import type { RefundBody } from '@/lib/sales-api/refunds';
import type { Db } from '../db/database';
import * as checkoutTables from '../checkout/schema';
import { pixCharges } from '../checkout/pix-schema';
import * as orderTables from '../orders/schema';
import { inTransaction, type OrderRow, type Tx } from '../orders/order-core';
import { orderJson } from '../orders/order-serializer';
import { logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { sendAfterAnswer } from '../mail/mail-queue';
import { refundMail } from '../mail/messages';
import { storeInfo } from '../store/store-info';
import { GatewayRefusal, type PaymentGateway } from '../payments/gateway';
import { lockOrder, type StaffDeps } from './staff-action';
import { recordAction } from '../orders/order-events';
import { isPlaced } from '@/lib/rules/order-states';

export const REFUND_CONFLICTS = {
  notPlaced: 'Só pedidos fechados podem ser estornados',
  noCard: 'Este pedido não tem pagamento capturado no cartão nem Pix pago para estornar',
  capturing: 'A captura do pagamento ainda não foi confirmada. Tente de novo em instantes.',
  pixUnweighed:
    'O Pix é estornado depois da pesagem, que devolve sozinha a diferença; para devolver tudo, cancele o pedido',
  over: (amountCents: bigint, leftCents: bigint) =>
    `O estorno (${formatBRL(amountCents)}) passa do que resta a estornar (${formatBRL(leftCents)})`,
  lineRefunded: 'Um dos itens escolhidos já foi estornado',
  unknownLine: 'Item não pertence ao pedido',
  emptyLine: 'Item sem valor a estornar (não foi separado)',
} as const;

/** A refund decided under the order's lock, for the gateway to be told once the transaction is over. */
export interface DecidedRefund {
  refundId: number;
  amountCents: bigint;
}

/** What to refund: an amount in cents, or whole lines at their weighed price. */
type RefundWhat = { amountCents: bigint } | { lineItemIds: readonly number[] };

const cents = (amount: string) => microsToCents(parseAmount(amount));

/**
 * The order's settled payment, locked until the transaction ends: a card payment whose capture was decided
 * (confirmed once the gateway took it), or a paid Pix. `limitCents` is what it may give back in all: the
 * captured (weighed) amount of a card, what was paid of a Pix. Null when there is none.
 */
async function lockSettledPayment(tx: Tx, order: OrderRow) {
  const [row] = await tx
    .select({ payment: checkoutTables.payments, pixPaidAt: pixCharges.paidAt })
    .from(checkoutTables.payments)
    .leftJoin(pixCharges, eq(pixCharges.paymentId, checkoutTables.payments.id))
    .where(
      and(
        eq(checkoutTables.payments.orderId, order.id),
        or(
          and(
            eq(checkoutTables.payments.state, 'completed'),
            isNotNull(checkoutTables.payments.creditCardId),
          ),
          isNotNull(pixCharges.paidAt),
        ),
      ),
    )
    .orderBy(desc(checkoutTables.payments.id))
    .limit(1)
    .for('update', { of: checkoutTables.payments });
  if (!row) return null;
  const { payment, pixPaidAt } = row;
  // A paid Pix is settled at its weighing (./fulfilment-moves.ts); before, only the shop refunds it.
  if (pixPaidAt)
    return {
      payment,
      pix: true,
      confirmed: payment.state === 'completed',
      limitCents: cents(payment.amount),
    };
  const captured = order.producedAmount === null ? 0n : cents(order.producedAmount);
  return { payment, pix: false, confirmed: payment.capturedAt !== null, limitCents: captured };
}

/** What is left to refund of the order's settled payment, in cents (0 when nothing was taken). */
export async function refundableCents(tx: Tx, order: OrderRow): Promise<bigint> {
  const settled = await lockSettledPayment(tx, order);
  if (!settled?.confirmed) return 0n;
  return settled.limitCents - cents(settled.payment.refundedAmount);
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
  { owedPix = false, requestKey = null }: { owedPix?: boolean; requestKey?: string | null } = {},
): Promise<DecidedRefund> {
  if (!isPlaced(order.state)) {
    throw new SalesError('conflict', REFUND_CONFLICTS.notPlaced, { state: [REFUND_CONFLICTS.notPlaced] });
  }
  const settled = await lockSettledPayment(tx, order);
  if (!settled) {
    throw new SalesError('conflict', REFUND_CONFLICTS.noCard, { state: [REFUND_CONFLICTS.noCard] });
  }
  if (!settled.confirmed && !(owedPix && settled.pix)) {
    const message = settled.pix ? REFUND_CONFLICTS.pixUnweighed : REFUND_CONFLICTS.capturing;
    throw new SalesError('conflict', message, { state: [message] });
  }
  const { payment } = settled;
  const byLines = 'lineItemIds' in what ? await linesCents(tx, order, payment.id, what.lineItemIds) : null;
  const amountCents = byLines ? byLines.cents : (what as { amountCents: bigint }).amountCents;
  const captured = settled.limitCents;
  const refunded = cents(payment.refundedAmount);
  const field = byLines ? 'line_item_ids' : 'amount';
  const over = () => {
    const message = REFUND_CONFLICTS.over(amountCents, captured - refunded);
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
      requestKey,
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
 * Where a decided refund stands at the gateway: confirmed; pending (not told yet, or its answer lost: the
 * sweep asks again); refused for good (recorded, never asked again: the staff settle it with the gateway).
 */
export type RefundAtGateway = 'confirmed' | 'pending' | 'refused';

/**
 * Tells the gateway of a decided refund and marks it confirmed, or refused when the gateway refuses it for
 * good (a GatewayRefusal); nothing for one already settled either way. Throws when the gateway fails
 * otherwise (the sweep asks again).
 */
async function confirmRefund(db: Db, gateway: PaymentGateway, refundId: number): Promise<RefundAtGateway> {
  const [row] = await db
    .select({ refund: checkoutTables.refunds, paymentKey: checkoutTables.payments.idempotencyKey })
    .from(checkoutTables.refunds)
    .innerJoin(checkoutTables.payments, eq(checkoutTables.payments.id, checkoutTables.refunds.paymentId))
    .where(eq(checkoutTables.refunds.id, refundId));
  if (!row) return 'pending';
  if (row.refund.confirmedAt) return 'confirmed';
  if (row.refund.refusedAt) return 'refused';
  const unsettled = and(
    eq(checkoutTables.refunds.id, refundId),
    isNull(checkoutTables.refunds.confirmedAt),
    isNull(checkoutTables.refunds.refusedAt),
  );
  try {
    await gateway.refund({
      idempotencyKey: row.paymentKey,
      refundKey: row.refund.idempotencyKey,
      amountCents: Number(cents(row.refund.amount)),
    });
  } catch (error) {
    if (!(error instanceof GatewayRefusal)) throw error;
    logger.error({ err: error, refundId }, 'refund refused by the gateway: recorded, not asked again');
    await db
      .update(checkoutTables.refunds)
      .set({ refusedAt: new Date(), refusal: error.message.slice(0, 500), updatedAt: new Date() })
      .where(unsettled);
    return 'refused';
  }
  await db
    .update(checkoutTables.refunds)
    .set({ confirmedAt: new Date(), updatedAt: new Date() })
    .where(unsettled);
  return 'confirmed';
}

/**
 * Tells the gateway now; a failure is left to the sweep, the refund being decided already. Answers where
 * the refund stands, for the customer's e-mail to say it (a refund refused is not announced).
 */
export async function tellGateway(
  deps: Pick<StaffDeps, 'db' | 'gateway'>,
  refundId: number,
): Promise<RefundAtGateway> {
  try {
    return await confirmRefund(deps.db, deps.gateway, refundId);
  } catch (error) {
    logger.error({ err: error, refundId }, 'refund not taken by the gateway: the sweep retries it');
    return 'pending';
  }
}

/** A decided refund older than this without the gateway's confirmation is asked again by the sweep. */
const UNCONFIRMED_AFTER_MS = 120_000;

/**
 * The sweep: refunds decided two minutes or more before `now`, neither confirmed nor refused for good, each
 * on its own. One the gateway now refuses for good is recorded so, and not asked again.
 */
export async function refundUnconfirmed(db: Db, gateway: PaymentGateway, now: Date): Promise<number> {
  const rows = await db
    .select({ id: checkoutTables.refunds.id })
    .from(checkoutTables.refunds)
    .where(
      and(
        isNull(checkoutTables.refunds.confirmedAt),
        isNull(checkoutTables.refunds.refusedAt),
        lt(checkoutTables.refunds.createdAt, new Date(now.getTime() - UNCONFIRMED_AFTER_MS)),
      ),
    )
    .orderBy(asc(checkoutTables.refunds.id));
  const failed: number[] = [];
  for (const { id } of rows) {
    try {
      const outcome = await confirmRefund(db, gateway, id);
      logger.warn({ refundId: id, outcome }, 'unconfirmed refund settled by the sweep');
    } catch (error) {
      logger.error({ err: error, refundId: id }, 'refund failed');
      failed.push(id);
    }
  }
  if (failed.length > 0) throw new Error(`refunds failed: ${failed.join(', ')}`);
  return rows.length;
}

/** The refund an earlier request with this Idempotency-Key made on the order, if any. */
async function refundOfRequest(tx: Tx, orderId: number, requestKey: string) {
  const [earlier] = await tx
    .select({ refundId: checkoutTables.refunds.id, amount: checkoutTables.refunds.amount })
    .from(checkoutTables.refunds)
    .where(
      and(eq(checkoutTables.refunds.orderId, orderId), eq(checkoutTables.refunds.requestKey, requestKey)),
    );
  return earlier ? { refundId: earlier.refundId, amountCents: cents(earlier.amount) } : null;
}

/**
 * A manager's refund (POST /admin/orders/{number}/refunds): decided under the order's and the payment's
 * locks, then the gateway told. Answers the order with its refunds and the refund made. A request repeating
 * an earlier one's Idempotency-Key (`requestKey`: a lost answer, the button pressed again) is answered with
 * the refund that one made, `repeated`, and nothing else is refunded; the order's lock makes a repeat sent
 * at the same time wait for the first and find its refund.
 */
export async function refundOrder(
  deps: StaffDeps,
  number: string,
  body: RefundBody,
  requestKey?: string,
): Promise<{ order: OrderJson; amountCents: bigint; repeated: boolean; atGateway: RefundAtGateway }> {
  const what: RefundWhat =
    body.amount !== undefined
      ? { amountCents: cents(body.amount) }
      : { lineItemIds: body.line_item_ids ?? [] };
  const decided = await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, number);
    const earlier = requestKey ? await refundOfRequest(tx, order.id, requestKey) : null;
    if (earlier) return { orderId: order.id, ...earlier, repeated: true };
    const refund = await decideRefund(tx, deps, order, what, body.reason, { requestKey });
    return { orderId: order.id, ...refund, repeated: false };
  });
  // Told again on a repeat: nothing for a refund the gateway settled, the same key for one it did not.
  const atGateway = await tellGateway(deps, decided.refundId);
  return {
    order: await orderJson(deps.db, decided.orderId),
    amountCents: decided.amountCents,
    repeated: decided.repeated,
    atGateway,
  };
}

/** Why the shop gives a paid Pix back by itself (docs/business-rules.md, Payment: Pix), as staff read it. */
const PIX_REFUND_REASONS = {
  weighed_difference: 'Diferença entre o Pix pago e o valor pesado',
  canceled: 'Pedido cancelado depois do Pix pago',
  paid_after_expiry: 'Pix pago depois do vencimento do pedido',
} as const;

/**
 * The shop's own refund of what a paid Pix owes back (its charge's refund due: what the weighing did not
 * use, a cancel, a payment after the order was given back), decided once per charge under the order's
 * lock, held by the caller's transaction. Null when nothing is owed or it was decided before.
 */
export async function decideOwedPixRefund(tx: Tx, order: OrderRow): Promise<DecidedRefund | null> {
  const [owed] = await tx
    .select()
    .from(pixCharges)
    .where(
      and(eq(pixCharges.orderId, order.id), isNull(pixCharges.refundId), sql`${pixCharges.refundDue} > 0`),
    );
  if (!owed?.refundReason) return null;
  const reason = PIX_REFUND_REASONS[owed.refundReason];
  const amount = { amountCents: cents(owed.refundDue) };
  const decided = await decideRefund(tx, { staffId: null }, order, amount, reason, { owedPix: true });
  await tx
    .update(pixCharges)
    .set({ refundId: decided.refundId, updatedAt: new Date() })
    .where(eq(pixCharges.paymentId, owed.paymentId));
  return decided;
}

/**
 * The sweep of Pix refunds owed but not decided (a payment that reached an order already given back, whose
 * notice is applied in lib/server/checkout/pix.ts): each decided, told to the gateway and the customer
 * e-mailed. Returns how many.
 */
export async function refundOwedPix(deps: Pick<StaffDeps, 'db' | 'gateway'> & { mailer: Mailer }) {
  const owed = await deps.db
    .select({ orderId: pixCharges.orderId })
    .from(pixCharges)
    .where(and(isNull(pixCharges.refundId), sql`${pixCharges.refundDue} > 0`));
  for (const { orderId } of owed) {
    const decided = await inTransaction(deps.db, async (tx) => {
      const [order] = await tx
        .select()
        .from(orderTables.orders)
        .where(eq(orderTables.orders.id, orderId))
        .for('update');
      return order ? decideOwedPixRefund(tx, order) : null;
    });
    if (decided) await tellCustomer(deps, orderId, decided);
  }
  return owed.length;
}

/** After the transaction: the gateway told, then the customer e-mailed with the order as it now stands. */
async function tellCustomer(
  deps: Pick<StaffDeps, 'db' | 'gateway'> & { mailer: Mailer },
  orderId: number,
  refund: DecidedRefund,
) {
  // A refund the gateway refused is not announced: the staff see it refused and settle it.
  if ((await tellGateway(deps, refund.refundId)) === 'refused') return;
  const order = await orderJson(deps.db, orderId);
  if (order.email)
    sendAfterAnswer(deps.mailer, () => refundMail(storeInfo(), order, refund.amountCents), {
      order: order.number,
    });
}
