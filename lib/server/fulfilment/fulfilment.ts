/**
 * After completion, the staff's side (docs/business-rules.md, Order and delivery states): fulfillment
 * payment_evaluating → pending → preparation_queue → preparation → packaging_queue → packaging → ready;
 * delivery planned → in_progress → success → completed, or failed; produced quantities recorded at packaging
 * set the produced amount, which is CAPTURED on the card (never more than authorised); cancelling or denying
 * the payment voids the authorisation, returns the stock, frees the slot and the coupon. Every action is
 * recorded on the order (who, when, what) in the same transaction that makes it.
 *
 * As at completion, gateway calls run outside transactions: the change is written first, then the
 * gateway is told with the payment's idempotency key (capture and void are safe to repeat). Captures run
 * as a background job (./captures.ts), voids in the request (one the gateway did not take is retried by
 * the completion recovery's sweep, ./completion.ts).
 */
import 'server-only';
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { lineTotalCents, formatCents, microsToCents, parseAmount } from '@/lib/money';
import { SalesError, ValidationError } from '@/lib/sales-api/errors';
import type { OrderJson } from '@/lib/sales-api/order';
import type { Db } from '../db/database';
import * as accountTables from '../accounts/schema';
import * as catalogueTables from '../catalogue/schema';
import * as checkoutTables from '../checkout/schema';
import * as orderTables from '../orders/schema';
import type { JobQueue } from '../jobs/job-queue';
import type { PaymentGateway } from '../payments/gateway';
import { CAPTURE_JOB, capturePayment, type CaptureJob } from './captures';
import { inTransaction, isDeliveryOver, ORDER_NOT_FOUND, type OrderRow, type Tx } from '../orders/order-core';
import { orderJson } from '../orders/order-serializer';
import { releaseCouponUse } from '../checkout/promotions';
import { freeSlot } from '../checkout/shipping';
import { giveStockBack } from '../orders/stock';
import { NotFoundError } from '@/lib/sales-api/errors';
import type { VariantJson } from '@/lib/sales-api/catalogue';
import { announceCommittedChange } from '../catalogue/catalogue-changes';
import { logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { findVariants } from '../catalogue/variants';
import { setVariantStock, stockCameBack, VARIANT_NOT_FOUND } from '../catalogue/stock-notifications';

export interface StaffDeps {
  db: Db;
  gateway: PaymentGateway;
  /** The staff member acting; null for the command line run by the shop itself. */
  staffId: number | null;
  /** The background jobs' queue, which runs captures; without one a capture runs in the request. */
  jobs?: JobQueue;
}

/** Allowed fulfillment moves. payment_denied and canceled have their own operations. */
const NEXT_FULFILLMENT: Record<string, string> = {
  payment_evaluating: 'pending',
  pending: 'preparation_queue',
  preparation_queue: 'preparation',
  preparation: 'packaging_queue',
  packaging_queue: 'packaging',
  packaging: 'ready',
};

/** Allowed delivery moves: from nothing (once ready) to planned, and on. */
const DELIVERY_MOVES: Record<string, readonly string[]> = {
  none: ['planned'],
  planned: ['in_progress', 'failed'],
  in_progress: ['success', 'failed'],
  success: ['completed'],
};

const FULFILLMENT_MESSAGES = {
  notAllowed: (from: string | null, to: string) => `Não é possível passar de ${from ?? 'nenhum'} para ${to}`,
  notComplete: 'Só pedidos fechados podem ser movidos',
  producedFirst: 'Registre as quantidades produzidas antes de marcar como pronto',
  notPackaging: 'As quantidades produzidas são registradas na embalagem (packaging)',
  overAuthorized: (amount: string, authorized: string) =>
    `O valor produzido (R$ ${amount}) passa do autorizado no cartão (R$ ${authorized}). Ajuste as quantidades ou cancele e refaça o pedido.`,
  unknownLine: 'Item não pertence ao pedido',
  alreadyDelivered: 'Pedido já entregue não pode ser cancelado',
  alreadyDenied: 'O pagamento deste pedido foi negado: o estoque, o horário e o cupom já foram liberados',
  alreadyCaptured: 'Pagamento já capturado: faça o estorno pela operadora antes de mudar o pedido',
  driverFirst: 'Atribua um entregador antes de enviar a posição',
  deliveryClosed: 'A entrega deste pedido já foi encerrada: a posição não é mais registrada',
} as const;

async function lockOrder(tx: Tx, number: string): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orderTables.orders)
    .where(eq(orderTables.orders.number, number))
    .for('update');
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

function conflict(message: string): SalesError {
  return new SalesError('conflict', message, { state: [message] });
}

async function record(
  tx: Tx,
  deps: StaffDeps,
  orderId: number,
  action: string,
  details: Record<string, unknown> = {},
) {
  await tx.insert(orderTables.orderEvents).values({ orderId, userId: deps.staffId, action, details });
}

async function update(tx: Tx, orderId: number, changes: Partial<typeof orderTables.orders.$inferInsert>) {
  await tx
    .update(orderTables.orders)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(orderTables.orders.id, orderId));
}

/** The live payment of an order (authorised, or waiting to be paid on delivery), with its method type. */
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
        inArray(checkoutTables.payments.state, ['pending', 'completed']),
      ),
    )
    .orderBy(desc(checkoutTables.payments.id))
    .limit(1);
  return row;
}

/** Moves fulfillment one step (the only allowed next step), or 409. */
export async function advanceFulfillment(deps: StaffDeps, number: string, to: string): Promise<OrderJson> {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, number);
    if (order.state !== 'complete') throw conflict(FULFILLMENT_MESSAGES.notComplete);
    if (order.fulfillmentState === null || NEXT_FULFILLMENT[order.fulfillmentState] !== to) {
      throw conflict(FULFILLMENT_MESSAGES.notAllowed(order.fulfillmentState, to));
    }
    if (to === 'ready' && order.producedAmount === null) throw conflict(FULFILLMENT_MESSAGES.producedFirst);
    await update(tx, order.id, { fulfillmentState: to });
    await record(tx, deps, order.id, 'fulfillment', { from: order.fulfillmentState, to });
    return orderJson(tx, order.id);
  });
}

/**
 * Moves delivery along its allowed transitions (from nothing only once the order is ready), or 409.
 * Delivered orders paid on delivery are then paid; 'in_progress' marks the driver on the way.
 */
export async function advanceDelivery(deps: StaffDeps, number: string, to: string): Promise<OrderJson> {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, number);
    if (order.state !== 'complete') throw conflict(FULFILLMENT_MESSAGES.notComplete);
    const from = order.deliveryState ?? 'none';
    const allowed = DELIVERY_MOVES[from] ?? [];
    if (!allowed.includes(to) || (from === 'none' && order.fulfillmentState !== 'ready')) {
      throw conflict(FULFILLMENT_MESSAGES.notAllowed(order.deliveryState, to));
    }
    await update(tx, order.id, {
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
    await record(tx, deps, order.id, 'delivery', { from: order.deliveryState, to });
    return orderJson(tx, order.id);
  });
}

/**
 * At packaging: the weighed (or packed) quantity of every line. The produced amount (lines at their
 * price, each rounded to the cent, plus shipping and adjustments, never below zero) is captured on the
 * card; more than the authorisation is refused with the reason (422) and nothing is written.
 */
export async function recordProduced(
  deps: StaffDeps,
  number: string,
  produced: { line_item_id: number; quantity: number }[],
): Promise<OrderJson> {
  const captured = await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, number);
    if (order.fulfillmentState !== 'packaging') throw conflict(FULFILLMENT_MESSAGES.notPackaging);
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
    let items = 0n;
    for (const line of lines) {
      // A line not weighed keeps the quantity ordered.
      const quantity = quantities.get(line.id) ?? line.quantity;
      items += lineTotalCents(quantity, line.price);
      await tx
        .update(orderTables.lineItems)
        .set({ producedQuantity: quantity })
        .where(eq(orderTables.lineItems.id, line.id));
    }
    const rest =
      microsToCents(parseAmount(order.shipTotal)) + microsToCents(parseAmount(order.adjustmentTotal));
    const amountCents = items + rest > 0n ? items + rest : 0n;
    const payment = await livePayment(tx, order.id);
    if (payment?.type === 'gateway') {
      if (payment.payment.state === 'completed') throw conflict(FULFILLMENT_MESSAGES.alreadyCaptured);
      const authorized = microsToCents(parseAmount(payment.payment.amount));
      if (amountCents > authorized) {
        const message = FULFILLMENT_MESSAGES.overAuthorized(
          formatCents(amountCents),
          formatCents(authorized),
        );
        throw new ValidationError({ produced: [message] }, message);
      }
    }
    await update(tx, order.id, { producedAmount: formatCents(amountCents) });
    await record(tx, deps, order.id, 'produced', { amount: formatCents(amountCents), lines: produced });
    if (payment?.type !== 'gateway') {
      // Paid to the driver (debit or voucher): what is collected is the weighed amount, not the estimate.
      if (payment) {
        await tx
          .update(checkoutTables.payments)
          .set({ amount: formatCents(amountCents), updatedAt: new Date() })
          .where(eq(checkoutTables.payments.id, payment.payment.id));
      }
      return null;
    }
    // The capture is decided here, under the order's lock: a cancel waiting for the lock then finds the
    // payment captured and refuses (409), instead of voiding an authorisation being captured.
    await tx
      .update(checkoutTables.payments)
      .set({ state: 'completed', updatedAt: new Date() })
      .where(eq(checkoutTables.payments.id, payment.payment.id));
    return payment.payment.id;
  });
  if (captured !== null) await requestCapture(deps, captured);
  return orderJson(deps.db, await findOrderId(deps.db, number));
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

async function findOrderId(db: Db, number: string): Promise<number> {
  const [order] = await db
    .select({ id: orderTables.orders.id })
    .from(orderTables.orders)
    .where(eq(orderTables.orders.number, number));
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order.id;
}

/**
 * Cancels a complete order not yet delivered (or denies its payment): stock back, slot and coupon freed,
 * the payment void; then the gateway voids the authorisation.
 */
export async function cancelOrder(
  deps: StaffDeps & { mailer: Mailer },
  number: string,
  reason: 'canceled' | 'payment_denied',
): Promise<OrderJson> {
  const voided = await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, number);
    if (order.state !== 'complete') throw conflict(FULFILLMENT_MESSAGES.notComplete);
    if (['success', 'completed'].includes(order.deliveryState ?? ''))
      throw conflict(FULFILLMENT_MESSAGES.alreadyDelivered);
    // A denied payment already gave everything back: a second give-back would count the stock twice.
    if (order.fulfillmentState === 'payment_denied') throw conflict(FULFILLMENT_MESSAGES.alreadyDenied);
    if (reason === 'payment_denied' && order.fulfillmentState !== 'payment_evaluating') {
      throw conflict(FULFILLMENT_MESSAGES.notAllowed(order.fulfillmentState, 'payment_denied'));
    }
    const payment = await livePayment(tx, order.id);
    if (payment?.payment.state === 'completed' && payment.type === 'gateway') {
      throw conflict(FULFILLMENT_MESSAGES.alreadyCaptured);
    }
    // In the order completion took them (coupon, stock, slot): two transactions never wait on each other.
    await releaseCouponUse(tx, order.id);
    await giveStockBack(tx, order.id);
    await freeSlot(tx, order.id);
    if (payment) {
      await tx
        .update(checkoutTables.payments)
        .set({ state: 'void', updatedAt: new Date() })
        .where(eq(checkoutTables.payments.id, payment.payment.id));
    }
    await update(tx, order.id, {
      ...(reason === 'canceled' && { state: 'canceled' as const }),
      fulfillmentState: reason,
    });
    await record(tx, deps, order.id, reason);
    return payment?.type === 'gateway' ? payment.payment.idempotencyKey : null;
  });
  if (voided) {
    try {
      await deps.gateway.void(voided);
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

export async function assignDriver(
  deps: StaffDeps,
  number: string,
  driver: { name: string; license_plate: string },
) {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, number);
    if (order.state !== 'complete') throw conflict(FULFILLMENT_MESSAGES.notComplete);
    await update(tx, order.id, {
      driverName: driver.name,
      vehicleLicensePlate: driver.license_plate,
      visitState: order.visitState ?? 'assigned',
    });
    await record(tx, deps, order.id, 'driver', driver);
    return orderJson(tx, order.id);
  });
}

export async function postDriverLocation(
  deps: StaffDeps,
  number: string,
  location: { latitude: number; longitude: number; client_time: string },
) {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, number);
    if (order.state !== 'complete') throw conflict(FULFILLMENT_MESSAGES.notComplete);
    if (isDeliveryOver(order)) throw conflict(FULFILLMENT_MESSAGES.deliveryClosed);
    if (order.driverName === null) throw conflict(FULFILLMENT_MESSAGES.driverFirst);
    await tx.insert(orderTables.driverLocations).values({
      orderId: order.id,
      latitude: location.latitude.toFixed(6),
      longitude: location.longitude.toFixed(6),
      clientTime: new Date(location.client_time),
    });
    await update(tx, order.id, {});
    return orderJson(tx, order.id);
  });
}

export async function setSaleReceipt(deps: StaffDeps, number: string, url: string) {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, number);
    if (order.state !== 'complete') throw conflict(FULFILLMENT_MESSAGES.notComplete);
    await update(tx, order.id, { saleReceiptUrl: url });
    await record(tx, deps, order.id, 'sale_receipt', { url });
    return orderJson(tx, order.id);
  });
}

/**
 * The back office's list: complete (and canceled) orders, newest first, 50 per page, by fulfillment state
 * and by the day their delivery window starts (America/Bahia).
 */
export async function listOrdersForStaff(
  db: Db,
  {
    fulfillmentState,
    deliveryDate,
    page,
  }: { fulfillmentState?: string; deliveryDate?: string; page: number },
): Promise<{ orders: OrderJson[]; count: number }> {
  const dayStart = deliveryDate ? new Date(`${deliveryDate}T00:00:00-03:00`) : null;
  const where = and(
    inArray(orderTables.orders.state, ['complete', 'canceled']),
    fulfillmentState ? eq(orderTables.orders.fulfillmentState, fulfillmentState) : undefined,
    dayStart
      ? and(
          gte(checkoutTables.shippingRates.windowStart, dayStart),
          lt(checkoutTables.shippingRates.windowStart, new Date(dayStart.getTime() + 24 * 3600_000)),
        )
      : undefined,
  );
  const base = () =>
    db
      .select({ id: orderTables.orders.id })
      .from(orderTables.orders)
      .leftJoin(
        checkoutTables.shippingRates,
        eq(checkoutTables.shippingRates.id, orderTables.orders.selectedShippingRateId),
      )
      .where(where);
  const rows = await base()
    .orderBy(desc(orderTables.orders.completedAt))
    .limit(50)
    .offset((page - 1) * 50);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderTables.orders)
    .leftJoin(
      checkoutTables.shippingRates,
      eq(checkoutTables.shippingRates.id, orderTables.orders.selectedShippingRateId),
    )
    .where(where);
  const orders: OrderJson[] = [];
  for (const row of rows) orders.push(await orderJson(db, row.id));
  return { orders, count: total?.n ?? 0 };
}

export async function findOrderForStaff(db: Db, number: string): Promise<OrderJson> {
  return orderJson(db, await findOrderId(db, number));
}

/**
 * Stock and prices of one variant. A restock mails the notify-me subscribers (once);
 * the catalogue's readers follow (search index, cached pages). Answers the variant as the API shows it.
 */
export async function changeVariant(
  deps: StaffDeps & { mailer: Mailer },
  variantId: number,
  change: { total_on_hand?: number; price?: string; list_price?: string | null },
): Promise<VariantJson> {
  const [exists] = await deps.db
    .select({ id: catalogueTables.variants.id })
    .from(catalogueTables.variants)
    .where(eq(catalogueTables.variants.id, variantId));
  if (!exists) throw new NotFoundError(VARIANT_NOT_FOUND);
  if (change.price !== undefined || change.list_price !== undefined) {
    await deps.db
      .update(catalogueTables.variants)
      .set({
        ...(change.price !== undefined && { price: change.price }),
        ...(change.list_price !== undefined && { listPrice: change.list_price }),
        updatedAt: new Date(),
      })
      .where(eq(catalogueTables.variants.id, variantId));
  }
  if (change.total_on_hand !== undefined)
    await setVariantStock(deps.db, deps.mailer, variantId, change.total_on_hand);
  logger.info({ staffId: deps.staffId, variantId, change }, 'variant changed by staff');
  await announceCommittedChange(deps.db, { variantIds: [variantId] }, { variantId });
  const [variant] = await findVariants(deps.db, eq(catalogueTables.variants.id, variantId));
  return variant!;
}
