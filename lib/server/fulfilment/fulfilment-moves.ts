/**
 * After completion, the staff's side (docs/business-rules.md, Order and delivery states): fulfillment
 * payment_evaluating → pending → preparation_queue → preparation → packaging_queue → packaging → ready;
 * produced quantities recorded at packaging set the produced amount, which is CAPTURED on the card (never
 * more than authorised); cancelling or denying the payment voids the authorisation, returns the stock, frees
 * the slot and the coupon and takes its sales back from 'Mais vendidos'. Every action is recorded on the
 * order (./staff-action.ts). The delivery's moves are ./delivery.ts.
 *
 * As at completion, gateway calls run outside transactions: the change is written first, then the
 * gateway is told with the payment's idempotency key (capture and void are safe to repeat). Captures run
 * as a background job (./captures.ts), voids in the request (one the gateway did not take is retried by
 * the completion recovery's sweep, lib/server/checkout/completion-recovery.ts).
 */
import 'server-only';
import { RESUME_STATES } from '@/lib/rules/order-states';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { formatBRL, formatCents, lineTotalCents, microsToCents, parseAmount } from '@/lib/money';
import { ValidationError } from '@/lib/sales-api/errors';
import type { OrderJson } from '@/lib/sales-api/order';
import type { Db } from '../db/database';
import * as accountTables from '../accounts/schema';
import * as checkoutTables from '../checkout/schema';
import * as orderTables from '../orders/schema';
import { CAPTURE_JOB, capturePayment, type CaptureJob } from './captures';
import {
  decideOwedPixRefund,
  decideRefund,
  REFUND_CONFLICTS,
  refundableCents,
  tellGateway,
  type DecidedRefund,
} from './refunds';
import { inTransaction, type OrderRow, type Tx } from '../orders/order-core';
import { orderJson } from '../orders/order-serializer';
import { releaseCouponUse, weighedCouponCents } from '../checkout/promotions';
import { freeSlot } from '../checkout/shipping';
import { cancelPixAfterOrder, owePixBack, owePixDifference } from '../checkout/pix';
import { uncountSales } from '../checkout/completion';
import { giveStockBack } from '../orders/stock';
import { addSubstitutes } from './substitutes';
import { logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { stockCameBack } from '../catalogue/stock-notifications';
import {
  actOnCompleteOrder,
  conflict,
  findOrderId,
  lockOrder,
  mustBeComplete,
  notAllowed,
  updateOrder,
  withDriver,
  type StaffDeps,
} from './staff-action';
import { recordAction } from '../orders/order-events';

/** Allowed fulfillment moves. payment_denied, canceled and error have their own operations. */
export const NEXT_FULFILLMENT: Record<string, string> = {
  payment_evaluating: 'pending',
  pending: 'preparation_queue',
  preparation_queue: 'preparation',
  preparation: 'packaging_queue',
  packaging_queue: 'packaging',
  packaging: 'ready',
};

export const FULFILLMENT_MESSAGES = {
  producedFirst: 'Registre as quantidades produzidas antes de marcar como pronto',
  notApproved: 'O pagamento deste pedido ainda não foi aprovado: retome em pagamento em análise',
  approvedBefore: 'O pagamento deste pedido já foi aprovado: retome em uma etapa do preparo',
  notPackaging: 'As quantidades produzidas são registradas na embalagem (packaging)',
  overAuthorized: (amountCents: bigint, authorizedCents: bigint) =>
    `O valor produzido (${formatBRL(amountCents)}) passa do autorizado no cartão (${formatBRL(authorizedCents)}). Ajuste as quantidades ou cancele e refaça o pedido.`,
  unknownLine: 'Item não pertence ao pedido',
  alreadyDelivered: 'Pedido já entregue não pode ser cancelado',
  outForDelivery: 'Pedido a caminho: marque como não entregue antes de cancelar',
  alreadyDenied: 'O pagamento deste pedido foi negado: o estoque, o horário e o cupom já foram liberados',
  alreadyCaptured:
    'Este pedido já foi pesado e cobrado: a pesagem não é refeita. Para devolver um valor, o gerente faz o estorno em Estornos, na página do pedido.',
  managerRefunds: 'Pagamento já capturado: só o gerente pode cancelar com estorno',
  overPaid: (amountCents: bigint, paidCents: bigint) =>
    `O valor produzido (${formatBRL(amountCents)}) passa do pago no Pix (${formatBRL(paidCents)}). Ajuste as quantidades ou cancele e refaça o pedido.`,
  pixUnpaid: 'O Pix deste pedido ainda não foi pago',
} as const;

/** The reason recorded on the refund of a captured order's cancellation. */
const CANCEL_REFUND_REASON = 'Pedido cancelado após a pesagem';

/**
 * The live payment of an order (authorised, or waiting to be paid on delivery, or a Pix waiting to be paid:
 * 'processing' on a complete order), with its method type.
 */
async function livePayment(tx: Tx | Db, orderId: number) {
  const [row] = await tx
    .select({ payment: checkoutTables.payments, type: accountTables.paymentMethods.methodType })
    .from(checkoutTables.payments)
    .innerJoin(
      accountTables.paymentMethods,
      eq(accountTables.paymentMethods.id, checkoutTables.payments.paymentMethodId),
    )
    .where(
      and(
        eq(checkoutTables.payments.orderId, orderId),
        inArray(checkoutTables.payments.state, ['processing', 'pending', 'completed']),
      ),
    )
    .orderBy(desc(checkoutTables.payments.id))
    .limit(1);
  return row;
}

/**
 * Whether fulfillment may move from `from` to `to`: the next step; out of 'error', back into preparation,
 * or straight to ready once weighed (a captured card or a weighed Pix is not weighed again).
 */
function mayMove(from: string | null, to: string): boolean {
  if (from === 'error') return RESUME_STATES.includes(to) || to === 'ready';
  return from !== null && NEXT_FULFILLMENT[from] === to;
}

/** Whether the order's fulfillment reached `state` before (an order in 'error' resumed where it was). */
async function reachedBefore(tx: Tx, orderId: number, state: string): Promise<boolean> {
  const [reached] = await tx
    .select({ id: orderTables.orderEvents.id })
    .from(orderTables.orderEvents)
    .where(
      and(
        eq(orderTables.orderEvents.orderId, orderId),
        sql`${orderTables.orderEvents.after}->>'fulfillment_state' = ${state}`,
      ),
    )
    .limit(1);
  return reached !== undefined;
}

/** Whether the order's payment was approved (the move payment_evaluating → pending is on its history). */
async function wasApproved(tx: Tx, orderId: number): Promise<boolean> {
  const [approval] = await tx
    .select({ id: orderTables.orderEvents.id })
    .from(orderTables.orderEvents)
    .where(
      and(
        eq(orderTables.orderEvents.orderId, orderId),
        sql`${orderTables.orderEvents.before}->>'fulfillment_state' = 'payment_evaluating'`,
        sql`${orderTables.orderEvents.after}->>'fulfillment_state' = 'pending'`,
      ),
    )
    .limit(1);
  return approval !== undefined;
}

/**
 * Moves fulfillment one step (the only allowed next step), or 409. An order in 'error' goes back to
 * the preparation step the staff choose once the problem is solved (or to ready, once weighed), if its
 * payment was approved (the authorisation's day-4 warning marks an order still in evaluation too), else
 * back to the evaluation, and only then. Answers the order, the state it left (payment_evaluating → pending is the
 * payment's approval, which the customer is told of) and whether the order had reached its new state
 * before (resumed where it was: the customer was told then).
 */
export async function advanceFulfillment(
  deps: StaffDeps,
  number: string,
  to: string,
): Promise<{ order: OrderJson; from: string | null; again: boolean }> {
  let from: string | null = null;
  let again = false;
  const moved = await actOnCompleteOrder(deps, number, async (tx, order) => {
    from = order.fulfillmentState;
    if (!mayMove(order.fulfillmentState, to)) throw notAllowed(order.fulfillmentState, to);
    if (from === 'error') {
      // Back to the evaluation only when never approved: approved again, it would tell the customer twice.
      const approved = await wasApproved(tx, order.id);
      if (to === 'payment_evaluating' && approved) throw conflict(FULFILLMENT_MESSAGES.approvedBefore);
      if (to !== 'payment_evaluating' && !approved) throw conflict(FULFILLMENT_MESSAGES.notApproved);
    }
    if (to === 'ready' && order.producedAmount === null) throw conflict(FULFILLMENT_MESSAGES.producedFirst);
    if (from === 'error') again = await reachedBefore(tx, order.id, to);
    await updateOrder(tx, order.id, { fulfillmentState: to });
    await recordAction(tx, deps, order.id, 'fulfillment', {
      before: { fulfillment_state: order.fulfillmentState },
      after: { fulfillment_state: to },
    });
  });
  return { order: moved, from, again };
}

/**
 * A line as weighed or packed (0: 'Sem estoque'); a missing line may name the substitute put in its place
 * and how much of it (./substitutes.ts).
 */
export interface ProducedLine {
  line_item_id: number;
  quantity: number;
  substitute?: { variant_id: number; quantity: number } | undefined;
}

/** What recording the produced quantities decided: the card payment to capture, the lines dropped. */
export interface Produced {
  /** The card payment whose capture was decided, or null (paid on delivery). */
  capture: number | null;
  /** Lines weighed as 0 this time ('Sem estoque'): dropped from the order, the customer is told. */
  dropped: number[];
  /** What a paid Pix gives back of what the weighing did not use (./refunds.ts), or null. */
  refund: DecidedRefund | null;
}

/**
 * At packaging: the weighed (or packed) quantity of every line. The produced amount (lines at their
 * price, each rounded to the cent, plus shipping, less the coupon applied to the weighed items, never
 * below zero) is captured on the
 * card; more than the authorisation is refused with the reason (422) and nothing is written. A line
 * weighed as 0 is dropped ('Sem estoque'): it costs nothing.
 */
export async function recordProduced(
  deps: StaffDeps,
  number: string,
  produced: readonly ProducedLine[],
): Promise<ProducedOrder> {
  const decided = await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, number, deps);
    if (order.fulfillmentState !== 'packaging') throw conflict(FULFILLMENT_MESSAGES.notPackaging);
    return produceLocked(tx, deps, order, produced);
  });
  return afterProduced(deps, number, decided);
}

/** The weighed order as answered, the lines it dropped and what a paid Pix gave back (0n when nothing). */
export interface ProducedOrder {
  order: OrderJson;
  dropped: number[];
  refundCents: bigint;
}

/** Once the weighing is committed: the card's capture requested, a Pix refund told to the gateway. */
export async function afterProduced(
  deps: StaffDeps,
  number: string,
  decided: Produced,
): Promise<ProducedOrder> {
  if (decided.capture !== null) await requestCapture(deps, decided.capture);
  if (decided.refund) await tellGateway(deps, decided.refund.refundId);
  return {
    order: await orderJson(deps.db, await findOrderId(deps.db, number)),
    dropped: decided.dropped,
    refundCents: decided.refund?.amountCents ?? 0n,
  };
}

/** recordProduced's work on the order, locked at packaging by the caller's transaction. */
export async function produceLocked(
  tx: Tx,
  deps: StaffDeps,
  order: OrderRow,
  produced: readonly ProducedLine[],
): Promise<Produced> {
  const lines = await tx
    .select()
    .from(orderTables.lineItems)
    .where(eq(orderTables.lineItems.orderId, order.id))
    .orderBy(asc(orderTables.lineItems.id));
  const quantities = new Map(produced.map((entry) => [entry.line_item_id, entry.quantity]));
  const unknown = produced.filter((entry) => !lines.some((line) => line.id === entry.line_item_id));
  if (unknown.length > 0) {
    throw new ValidationError(
      { produced: [FULFILLMENT_MESSAGES.unknownLine] },
      FULFILLMENT_MESSAGES.unknownLine,
    );
  }
  // A missing line's substitute is a line of its own, produced as weighed (./substitutes.ts).
  const added = await addSubstitutes(
    tx,
    deps,
    order,
    produced.flatMap((entry) =>
      entry.substitute
        ? [
            {
              lineId: entry.line_item_id,
              variantId: entry.substitute.variant_id,
              quantity: entry.substitute.quantity,
            },
          ]
        : [],
    ),
  );
  const weighed = [...lines, ...added];
  // A line not weighed keeps the quantity ordered.
  const quantityOf = (line: (typeof lines)[number]) => quantities.get(line.id) ?? line.quantity;
  let items = 0n;
  for (const line of weighed) {
    const quantity = quantityOf(line);
    items += lineTotalCents(quantity, line.price);
    if (line.producedQuantity === quantity) continue;
    await tx
      .update(orderTables.lineItems)
      .set({ producedQuantity: quantity })
      .where(eq(orderTables.lineItems.id, line.id));
  }
  // The coupon is applied again to the weighed items (a percentage of what was weighed, not of the
  // estimate); without one, the order's adjustment stands.
  const coupon = await weighedCouponCents(tx, order.id, items);
  const rest =
    microsToCents(parseAmount(order.shipTotal)) +
    (coupon ?? microsToCents(parseAmount(order.adjustmentTotal)));
  const amountCents = items + rest > 0n ? items + rest : 0n;
  const payment = await livePayment(tx, order.id);
  if (payment?.type === 'gateway' || payment?.type === 'pix') {
    if (payment.payment.state === 'completed') throw conflict(FULFILLMENT_MESSAGES.alreadyCaptured);
    if (payment.payment.state === 'processing') throw conflict(FULFILLMENT_MESSAGES.pixUnpaid);
    const authorized = microsToCents(parseAmount(payment.payment.amount));
    if (amountCents > authorized) {
      const message = (
        payment.type === 'pix' ? FULFILLMENT_MESSAGES.overPaid : FULFILLMENT_MESSAGES.overAuthorized
      )(amountCents, authorized);
      throw new ValidationError({ produced: [message] }, message);
    }
  }
  await updateOrder(tx, order.id, { producedAmount: formatCents(amountCents) });
  await recordAction(tx, deps, order.id, 'produced', {
    before: {
      produced_amount: order.producedAmount,
      line_items: lines.map((line) => ({ id: line.id, produced_quantity: line.producedQuantity })),
    },
    after: {
      produced_amount: formatCents(amountCents),
      line_items: weighed.map((line) => ({ id: line.id, produced_quantity: quantityOf(line) })),
    },
  });
  const dropped = lines
    .filter((line) => quantityOf(line) === 0 && line.producedQuantity !== 0)
    .map((line) => line.id);
  if (payment?.type === 'pix') {
    // Paid before: nothing to capture. What the weighing did not use is refunded (docs/business-rules.md,
    // Payment: Pix).
    await owePixDifference(tx, payment.payment, amountCents);
    return { capture: null, dropped, refund: await decideOwedPixRefund(tx, order) };
  }
  if (payment?.type !== 'gateway') {
    // Paid to the driver (debit or voucher): what is collected is the weighed amount, not the estimate.
    if (payment) {
      await tx
        .update(checkoutTables.payments)
        .set({ amount: formatCents(amountCents), updatedAt: new Date() })
        .where(eq(checkoutTables.payments.id, payment.payment.id));
    }
    return { capture: null, dropped, refund: null };
  }
  // The capture is decided here, under the order's lock: a cancel waiting for the lock then finds the
  // payment captured and refuses (409), instead of voiding an authorisation being captured.
  await tx
    .update(checkoutTables.payments)
    .set({ state: 'completed', updatedAt: new Date() })
    .where(eq(checkoutTables.payments.id, payment.payment.id));
  return { capture: payment.payment.id, dropped, refund: null };
}

/**
 * Queues the capture (./captures.ts); without a queue (scripts, unit tests) captures at once. The decision
 * is already recorded: a job that could not be queued is the sweep's, not an error for the staff.
 */
async function requestCapture(deps: StaffDeps, paymentId: number) {
  if (!deps.jobs) return capturePayment(deps.db, deps.gateway, paymentId);
  try {
    await deps.jobs.send(CAPTURE_JOB, { paymentId } satisfies CaptureJob);
  } catch (error) {
    logger.error({ err: error, paymentId }, 'capture job not queued: the sweep will capture it');
  }
}

/**
 * Cancels a complete order not yet delivered nor out for delivery (or denies its payment): stock back, slot
 * and coupon freed, sales uncounted, the payment void; then the gateway voids the authorisation. A captured
 * card payment or a weighed Pix is refunded instead (what is left of it, in the same transaction), when
 * the caller may refund (a manager).
 */
export async function cancelOrder(
  deps: StaffDeps & { mailer: Mailer; mayRefund?: boolean },
  number: string,
  reason: 'canceled' | 'payment_denied',
  /** Why, on the order's history (the shop's own cancels say it: ./authorization-expiry.ts). */
  note: string | null = null,
): Promise<OrderJson> {
  const decided = await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, number);
    mustBeComplete(order);
    if (['success', 'completed'].includes(order.deliveryState ?? ''))
      throw conflict(FULFILLMENT_MESSAGES.alreadyDelivered);
    // The goods are with the driver, who would hand over a cancelled order: the delivery ends first, as
    // failed ('Não entregue', which tells the driver to bring it back), then the order can be cancelled.
    // An erring delivery that left is still with the driver.
    if (await withDriver(tx, order)) throw conflict(FULFILLMENT_MESSAGES.outForDelivery);
    // A denied payment already gave everything back: a second give-back would count the stock twice.
    if (order.fulfillmentState === 'payment_denied') throw conflict(FULFILLMENT_MESSAGES.alreadyDenied);
    if (reason === 'payment_denied' && order.fulfillmentState !== 'payment_evaluating') {
      throw notAllowed(order.fulfillmentState, 'payment_denied');
    }
    const payment = await livePayment(tx, order.id);
    // A captured card, or a weighed Pix (settled at the weighing, which refunded its difference:
    // docs/business-rules.md, Pix), is refunded in full (what is left of it) with the cancel, by a manager
    // only (docs/business-rules.md, Refunds): the counter's cancel stays refused.
    // A capture the gateway refused for good took nothing: the order is cancelled as if never weighed.
    const captured =
      payment?.payment.state === 'completed' &&
      (payment.type === 'pix' || (payment.type === 'gateway' && !payment.payment.captureRefusedAt));
    if (captured && !deps.mayRefund) throw conflict(FULFILLMENT_MESSAGES.managerRefunds);
    if (captured && !payment.payment.capturedAt) throw conflict(REFUND_CONFLICTS.capturing);
    const left = captured ? await refundableCents(tx, order) : 0n;
    const refund =
      left > 0n ? await decideRefund(tx, deps, order, { amountCents: left }, CANCEL_REFUND_REASON) : null;
    // A paid Pix not weighed yet is refunded whole; an unpaid one is cancelled at the gateway below.
    let pixRefund: DecidedRefund | null = null;
    if (payment?.type === 'pix' && payment.payment.state === 'pending') {
      await owePixBack(tx, payment.payment.id, payment.payment.amount, 'canceled');
      pixRefund = await decideOwedPixRefund(tx, order);
    }
    // In the order completion took them (coupon, stock, slot): two transactions never wait on each other.
    await releaseCouponUse(tx, order.id);
    await giveStockBack(tx, order.id);
    await freeSlot(tx, order.id);
    // Its sales ('Mais vendidos') were counted when it was sold, last, as here; an unpaid Pix's never were
    // (they count when it is paid: lib/server/checkout/pix.ts).
    const unpaidPix = payment?.type === 'pix' && payment.payment.state === 'processing';
    if (!unpaidPix) await uncountSales(tx, order.id);
    // A captured payment stays completed: its refunds say what was given back.
    if (payment && !captured) {
      await tx
        .update(checkoutTables.payments)
        .set({ state: 'void', updatedAt: new Date() })
        .where(eq(checkoutTables.payments.id, payment.payment.id));
    }
    await updateOrder(tx, order.id, {
      ...(reason === 'canceled' && { state: 'canceled' as const }),
      fulfillmentState: reason,
    });
    await recordAction(tx, deps, order.id, reason, {
      before: { state: order.state, fulfillment_state: order.fulfillmentState },
      after: { state: reason === 'canceled' ? 'canceled' : order.state, fulfillment_state: reason },
      note,
    });
    const voided =
      payment && !captured && (payment.type === 'gateway' || payment.type === 'pix')
        ? { key: payment.payment.idempotencyKey, pix: payment.type === 'pix' }
        : null;
    return { voided, refund: refund ?? pixRefund };
  });
  const { voided, refund } = decided;
  if (refund) await tellGateway(deps, refund.refundId);
  if (voided?.pix) {
    // Cancelled at the gateway so that it can no longer be paid; paid meanwhile, it is owed back.
    await cancelPixAfterOrder(deps, voided.key);
  } else if (voided) {
    try {
      await deps.gateway.void(voided.key);
    } catch (error) {
      // The order is cancelled: the recovery job voids what the gateway still holds for it.
      logger.error({ err: error, order: number }, 'void not taken by the gateway: the recovery retries it');
    }
  }
  const order = await orderJson(deps.db, await findOrderId(deps.db, number));
  const variantIds = order.line_items.map((line) => line.variant_id);
  await stockCameBack(deps.db, deps.mailer, variantIds, { order: number });
  return order;
}
