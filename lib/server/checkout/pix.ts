/**
 * Pix after completion (docs/business-rules.md, Payment: Pix). Completion created the charge and left the
 * order complete, waiting for the payment (fulfillment AWAITING_PAYMENT) with its stock, window and coupon
 * held (./completion.ts). From there:
 * - applyPixState is the one path by which the gateway's word reaches an order: the webhook of an adapter,
 *   the test gateway's demo payment (`npm run admin -- pix-pago`, the staff's call) and the expiry job all
 *   call it. It never trusts its caller: it asks the gateway, then changes the order under its row lock
 *   with conditional state checks, so the same notice applied any number of times, at once or not, moves
 *   the order once and sends one e-mail.
 * - the expiry job cancels each Pix unpaid at its expiry at the gateway first: paid meanwhile, the order is
 *   kept (applyPixState); canceled, the order is given back (stock, window and coupon freed, as a cancel)
 *   and the customer told. Either one or the other, never both: the gateway decides which came first.
 * - a payment that still arrives for an order given back (the gateway could not be told to cancel) is owed
 *   back: recorded as refund due on the charge (refunded by the refunds' work), never a second order.
 */
import 'server-only';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { formatCents, microsToCents, parseAmount } from '@/lib/money';
import { AWAITING_PAYMENT } from '@/lib/rules/order-states';
import { NotFoundError, SalesError } from '@/lib/sales-api/errors';
import type { OrderJson } from '@/lib/sales-api/order';
import type { Db } from '../db/database';
import { logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { sendAfterAnswer } from '../mail/mail-queue';
import { orderReceivedMail, pixExpiredMail } from '../mail/messages';
import { storeInfo } from '../store/store-info';
import * as authTables from '../auth/schema';
import * as orderTables from '../orders/schema';
import { inTransaction, ORDER_NOT_FOUND, type Tx } from '../orders/order-core';
import { recordAction } from '../orders/order-events';
import { orderJson } from '../orders/order-serializer';
import { giveStockBack } from '../orders/stock';
import type { PaymentGateway, PixCharge } from '../payments/gateway';
import * as checkoutTables from './schema';
import { pixCharges } from './pix-schema';
import { COMPLETION_MESSAGES, countSales, finish, finishPix, stockReturned } from './completion';
import { releaseCouponUse } from './promotions';
import { freeSlot } from './shipping';

export interface PixDeps {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  now: Date;
}

export type PixOutcome =
  /** The payment was received: the order goes on to its evaluation, the 'pedido recebido' e-mail sent. */
  | 'paid'
  /** The order was given back (the charge expired or was cancelled): the customer told. */
  | 'given back'
  /** Paid for an order already given back: owed back to the customer. */
  | 'refund due'
  /** Nothing to change: still pending, or applied before. */
  | 'unchanged'
  /** The gateway or the shop does not know the key. */
  | 'unknown';

const PIX_MESSAGES = {
  noPix: 'Esse pedido não tem Pix a pagar',
  realPix: 'Com o Mercado Pago, o Pix é pago pelo banco do cliente: a equipe não marca um Pix como pago',
  expired: 'Esse Pix expirou e não pode mais ser pago',
} as const;

/** The order and Pix payment of a key, the order locked first (every change of an order takes its lock). */
async function lockPixPayment(tx: Tx, key: string) {
  const [found] = await tx
    .select({ orderId: checkoutTables.payments.orderId })
    .from(checkoutTables.payments)
    .where(eq(checkoutTables.payments.idempotencyKey, key));
  if (!found) return null;
  const [order] = await tx
    .select()
    .from(orderTables.orders)
    .where(eq(orderTables.orders.id, found.orderId))
    .for('update');
  const [row] = await tx
    .select({ payment: checkoutTables.payments, pix: pixCharges })
    .from(checkoutTables.payments)
    .innerJoin(pixCharges, eq(pixCharges.paymentId, checkoutTables.payments.id))
    .where(eq(checkoutTables.payments.idempotencyKey, key));
  return order && row ? { order, ...row } : null;
}

/**
 * Who applies the gateway's word to an order, for its history: the staff member whose call applied it (the
 * demo's payment), or null for the shop itself (a webhook, the jobs).
 */
type Applier = number | null;

/**
 * Gives back an order whose Pix was not paid (expired, or cancelled at the gateway): stock, window and coupon
 * freed, the payment void, the order canceled, as a cancel does. False when it is no longer waiting.
 */
async function giveBackUnpaid(
  tx: Tx,
  locked: NonNullable<Awaited<ReturnType<typeof lockPixPayment>>>,
  staffId: Applier,
) {
  const { order, payment } = locked;
  if (payment.state !== 'processing') return false;
  // In the order completion took them (coupon, stock, slot), as everywhere: no two transactions wait on each other.
  await releaseCouponUse(tx, order.id);
  await giveStockBack(tx, order.id);
  await freeSlot(tx, order.id);
  const now = new Date();
  await tx
    .update(checkoutTables.payments)
    .set({ state: 'void', updatedAt: now })
    .where(eq(checkoutTables.payments.id, payment.id));
  await tx
    .update(orderTables.orders)
    .set({ state: 'canceled', fulfillmentState: 'canceled', updatedAt: now })
    .where(eq(orderTables.orders.id, order.id));
  await recordAction(tx, { staffId }, order.id, 'pix_expired', {
    before: { state: order.state, fulfillment_state: order.fulfillmentState },
    after: { state: 'canceled', fulfillment_state: 'canceled' },
  });
  return true;
}

/** What applying `charge` does to the locked order, in the caller's transaction. */
async function applyLocked(
  tx: Tx,
  deps: Pick<PixDeps, 'now'>,
  locked: NonNullable<Awaited<ReturnType<typeof lockPixPayment>>>,
  charge: PixCharge,
  staffId: Applier,
): Promise<PixOutcome> {
  const { order, payment, pix } = locked;
  if (charge.state === 'canceled') {
    return (await giveBackUnpaid(tx, locked, staffId)) ? 'given back' : 'unchanged';
  }
  if (charge.state !== 'paid' || pix.paidAt !== null) return 'unchanged';
  const paidAt = charge.paidAt ?? deps.now;
  if (payment.state === 'processing') {
    await tx
      .update(checkoutTables.payments)
      // Paid: like an authorised card, it waits for the weighing (lib/server/fulfilment/fulfilment-moves.ts).
      .set({ state: 'pending', updatedAt: deps.now })
      .where(eq(checkoutTables.payments.id, payment.id));
    await tx
      .update(pixCharges)
      .set({ paidAt, updatedAt: deps.now })
      .where(eq(pixCharges.paymentId, payment.id));
    const waiting = order.fulfillmentState === AWAITING_PAYMENT;
    if (waiting) {
      await tx
        .update(orderTables.orders)
        .set({ fulfillmentState: 'payment_evaluating', updatedAt: deps.now })
        .where(eq(orderTables.orders.id, order.id));
    }
    await countSales(tx, order.id);
    await recordAction(tx, { staffId }, order.id, 'pix_paid', {
      before: { fulfillment_state: order.fulfillmentState },
      after: { fulfillment_state: waiting ? 'payment_evaluating' : order.fulfillmentState },
    });
    return 'paid';
  }
  // Paid for an order already given back (void) or cancelled: the customer's money goes back.
  await tx
    .update(pixCharges)
    .set({
      paidAt,
      refundDue: formatCents(microsToCents(parseAmount(payment.amount))),
      refundReason: paidAt.getTime() >= pix.expiresAt.getTime() ? 'paid_after_expiry' : 'canceled',
      updatedAt: deps.now,
    })
    .where(eq(pixCharges.paymentId, payment.id));
  return 'refund due';
}

/**
 * Applies the gateway's state of the Pix payment `key` to its order: the path of every payment notice
 * (webhook, demo payment, expiry job). Idempotent: a notice applied again, or at the same time, changes
 * nothing more and sends no second e-mail. `staffId`: the staff member whose call applies it (the demo's
 * payment), recorded on the order's history; null (the default) for the shop itself.
 */
export async function applyPixState(
  deps: PixDeps,
  key: string,
  staffId: Applier = null,
): Promise<PixOutcome> {
  const charge = await deps.gateway.findPix(key);
  if (!charge) return 'unknown';
  return applyCharge(deps, key, charge, staffId);
}

async function applyCharge(
  deps: PixDeps,
  key: string,
  charge: PixCharge,
  staffId: Applier = null,
): Promise<PixOutcome> {
  const result = await inTransaction(deps.db, async (tx) => {
    const locked = await lockPixPayment(tx, key);
    if (!locked) return { outcome: 'unknown' as const, orderId: 0, number: '', userId: null };
    const outcome = await applyLocked(tx, deps, locked, charge, staffId);
    return { outcome, orderId: locked.order.id, number: locked.order.number, userId: locked.order.userId };
  });
  const { outcome, orderId, number, userId } = result;
  if (outcome === 'paid') {
    const [customer] =
      userId === null
        ? []
        : await deps.db.select().from(authTables.users).where(eq(authTables.users.id, userId));
    if (customer) {
      const order = await orderJson(deps.db, orderId, deps.now);
      sendAfterAnswer(deps.mailer, () => orderReceivedMail(storeInfo(), customer, order), { order: number });
    }
    logger.info({ order: number }, 'Pix paid');
  } else if (outcome === 'given back') {
    const order = await orderJson(deps.db, orderId, deps.now);
    if (order.email) {
      sendAfterAnswer(deps.mailer, () => pixExpiredMail(storeInfo(), order), { order: number });
    }
    await stockReturned(deps, orderId, number);
    logger.info({ order: number }, 'unpaid Pix: order given back');
  } else if (outcome === 'refund due') {
    logger.warn({ order: number }, 'Pix paid for an order given back: refund due');
  }
  return outcome;
}

/**
 * How long past a Pix's expiry the expiry job keeps asking a gateway that cannot be reached before giving
 * the order back without its answer: a customer who paid just before the expiry, whose notice was lost,
 * keeps the order through a short outage.
 */
export const PIX_UNREACHABLE_GRACE_MS = 10 * 60_000;

/**
 * The expiry job (lib/server/server-jobs.ts, every minute): each Pix still unpaid at its expiry is
 * cancelled at the gateway, whose answer decides: paid first, the order is kept; canceled, it is given back.
 * A gateway that cannot be reached is asked again at the next runs; past PIX_UNREACHABLE_GRACE_MS it no
 * longer holds the order: its charge expires on its side at the same time, and a payment that crossed it
 * is refunded. Returns how many were settled.
 */
export async function expirePixPayments(deps: PixDeps): Promise<number> {
  const due = await deps.db
    .select({
      key: checkoutTables.payments.idempotencyKey,
      orderId: checkoutTables.payments.orderId,
      expiresAt: pixCharges.expiresAt,
    })
    .from(pixCharges)
    .innerJoin(checkoutTables.payments, eq(checkoutTables.payments.id, pixCharges.paymentId))
    .where(
      and(
        isNull(pixCharges.paidAt),
        lte(pixCharges.expiresAt, deps.now),
        eq(checkoutTables.payments.state, 'processing'),
      ),
    );
  let settled = 0;
  for (const { key, orderId, expiresAt } of due) {
    try {
      let charge: PixCharge | null = null;
      try {
        charge = await deps.gateway.cancelPix(key);
      } catch (error) {
        if (deps.now.getTime() - expiresAt.getTime() < PIX_UNREACHABLE_GRACE_MS) {
          logger.warn({ err: error, orderId }, 'Pix not cancelled at the gateway: asked again next run');
          continue;
        }
        logger.warn({ err: error, orderId }, 'Pix not cancelled at the gateway: given back anyway');
      }
      const outcome = await applyCharge(
        deps,
        key,
        charge?.state === 'paid' ? charge : { ...(charge ?? placeholder(deps.now)), state: 'canceled' },
      );
      if (outcome !== 'unchanged' && outcome !== 'unknown') settled += 1;
    } catch (error) {
      logger.error({ err: error, orderId }, 'Pix expiry failed: tried again next run');
    }
  }
  return settled;
}

/** A canceled charge's stand-in when the gateway did not answer: only its state is read. */
function placeholder(now: Date): PixCharge {
  return { state: 'canceled', amountCents: 0, brCode: '', expiresAt: now, paidAt: null };
}

/**
 * The demo's bank pays the order's Pix at the built-in test gateway, then the shop applies the gateway's
 * state as a webhook would (`npm run admin -- pix-pago R123456789`, PUT /admin/orders/{number}/pix_paid),
 * recorded on the order's history as the staff member's action ('pix_paid'), like their other actions on
 * an order. Paying again answers the order as it is. 404 for an unknown order, 409 without a Pix or once
 * it expired, and 409 with a real gateway (Mercado Pago): a real Pix is paid by the customer's bank, never
 * by the staff.
 */
export async function payPixAtTestGateway(
  deps: PixDeps & { staffId: number | null },
  number: string,
): Promise<OrderJson> {
  const { payPix } = deps.gateway;
  if (!payPix) throw new SalesError('conflict', PIX_MESSAGES.realPix, { payment: [PIX_MESSAGES.realPix] });
  const [order] = await deps.db
    .select({ id: orderTables.orders.id })
    .from(orderTables.orders)
    .where(eq(orderTables.orders.number, number));
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  const [payment] = await deps.db
    .select({ key: checkoutTables.payments.idempotencyKey })
    .from(checkoutTables.payments)
    .innerJoin(pixCharges, eq(pixCharges.paymentId, checkoutTables.payments.id))
    .where(eq(checkoutTables.payments.orderId, order.id))
    .orderBy(sql`${checkoutTables.payments.id} desc`)
    .limit(1);
  if (!payment) throw new SalesError('conflict', PIX_MESSAGES.noPix, { payment: [PIX_MESSAGES.noPix] });
  const charge = await payPix(payment.key, deps.now);
  if (charge?.state === 'canceled') {
    throw new SalesError('conflict', PIX_MESSAGES.expired, { payment: [PIX_MESSAGES.expired] });
  }
  await applyPixState(deps, payment.key, deps.staffId);
  return orderJson(deps.db, order.id, deps.now);
}

/**
 * The completion recovery's part for a Pix left in 'completing' (a crash between the charge's creation and
 * the order's): a charge the gateway made is kept (the order waits for its payment, the customer finds
 * the code at the order's confirmation); none, or one already cancelled, gives the order back.
 */
export async function settlePixCompletion(
  deps: PixDeps,
  orderId: number,
  paymentId: number,
  key: string,
): Promise<'completed' | 'given back' | 'settled before'> {
  const charge = await deps.gateway.findPix(key);
  if (charge && charge.state !== 'canceled') {
    if (!(await finishPix(deps, orderId, paymentId, charge))) return 'settled before';
    if (charge.state === 'paid') await applyCharge(deps, key, charge);
    return 'completed';
  }
  const message = COMPLETION_MESSAGES.unknownOutcome;
  if (!(await finish(deps, orderId, paymentId, { authorized: false, message }))) return 'settled before';
  // One created after this look can no longer be paid (harmless when there is none).
  await deps.gateway.cancelPix(key);
  return 'given back';
}

/** Records that the whole of a paid Pix is owed back (its order cancelled), in the caller's transaction. */
export async function owePixBack(tx: Tx, paymentId: number, amount: string, reason: 'canceled') {
  await tx
    .update(pixCharges)
    .set({
      refundDue: formatCents(microsToCents(parseAmount(amount))),
      refundReason: reason,
      updatedAt: new Date(),
    })
    .where(eq(pixCharges.paymentId, paymentId));
}

/**
 * At the weighing of a paid Pix order: the payment is settled at the produced amount (nothing to capture:
 * the money came first) and what the weighing did not use is owed back.
 */
export async function owePixDifference(
  tx: Tx,
  payment: { id: number; amount: string },
  producedCents: bigint,
) {
  const now = new Date();
  const difference = microsToCents(parseAmount(payment.amount)) - producedCents;
  await tx
    .update(checkoutTables.payments)
    .set({ state: 'completed', capturedAt: now, updatedAt: now })
    .where(eq(checkoutTables.payments.id, payment.id));
  await tx
    .update(pixCharges)
    .set({
      refundDue: formatCents(difference > 0n ? difference : 0n),
      refundReason: difference > 0n ? 'weighed_difference' : null,
      updatedAt: now,
    })
    .where(eq(pixCharges.paymentId, payment.id));
}

/**
 * After a cancel gave back an order paid by Pix: the charge is cancelled at the gateway, and a payment that
 * came first is owed back (applyPixState). A gateway that cannot be reached is logged: its charge expires.
 */
export async function cancelPixAfterOrder(
  deps: { db: Db; gateway: PaymentGateway; mailer: Mailer; clock?: (() => Date) | undefined },
  key: string,
) {
  try {
    const charge = await deps.gateway.cancelPix(key);
    if (charge?.state === 'paid') {
      await applyCharge({ ...deps, now: deps.clock?.() ?? new Date() }, key, charge);
    }
  } catch (error) {
    logger.error({ err: error, key }, 'Pix not cancelled at the gateway after a cancel: it expires there');
  }
}
