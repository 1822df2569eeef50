/**
 * The order JSON of the sales API (Spree API v1 shape; schema in lib/sales-api/order.ts): money
 * as decimal strings, display_* amounts in pt-BR BRL, quantities in grams or units.
 */
import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { shownAmount } from '@/lib/catalogue/variant';
import { formatBRL, formatCents, microsToCents, normalizeAmount, parseAmount } from '@/lib/money';
import { NotFoundError } from '@/lib/sales-api/errors';
import { authorizationCents } from '@/lib/checkout/authorization';
import type { LineItemJson, OrderJson, PaymentJson, ShipAddressJson } from '@/lib/sales-api/order';
import type { RefundJson } from '@/lib/sales-api/refunds';
import type { Db } from '../db/database';
import * as accountTables from '../accounts/schema';
import * as catalogueTables from '../catalogue/schema';
import * as checkoutTables from '../checkout/schema';
import { pixCharges } from '../checkout/pix-schema';
import * as orderTables from './schema';
import { mixesJson } from '../blends/blend-recipes';
import { findVariants } from '../catalogue/variants';
import { listAllowedPaymentMethods, listCreditCards } from '../accounts/account-json';
import { ORDER_NOT_FOUND, type OrderRow, type OrderWithLines } from './order-core';
import { couponJson } from '../checkout/promotions';
import { shipmentsJson } from '../checkout/shipping';
import { isPlaced } from '@/lib/rules/order-states';

function money(amount: string): string {
  return formatCents(microsToCents(parseAmount(amount)));
}

/**
 * The order as the API shows it (Spree API v1 shape). The operations build it inside their transaction,
 * so it is exactly the state their change left (and PGlite serves it in the same turn). What the caller
 * has just read or written in that transaction is passed instead of the id and not read again: the
 * order's row (a read that checked access), or the row and its lines (recomputeTotals).
 */
export async function orderJson(
  db: Db,
  of: number | OrderRow | OrderWithLines,
  now: Date = new Date(),
): Promise<OrderJson> {
  const { order, lines } =
    typeof of === 'number'
      ? await readOrderWithLines(db, of)
      : 'lines' in of
        ? of
        : { order: of, lines: await readLines(db, of.id) };
  const variants =
    lines.length === 0
      ? []
      : await findVariants(
          db,
          inArray(catalogueTables.variants.id, [...new Set(lines.map((line) => line.variantId))]),
          // An archived product stays in the orders and carts that hold it, shown unavailable.
          { anyStatus: true },
        );
  const variantById = new Map(variants.map((variant) => [variant.id, variant]));
  // A missing line replaced at packing points at its substitute (lib/server/fulfilment/substitutes.ts).
  const substituteOf = new Map<number, number>(
    lines.flatMap((line) =>
      line.substituteForId === null ? [] : [[line.substituteForId, line.id] as [number, number]],
    ),
  );

  const lineItems = lines.flatMap((line): LineItemJson[] => {
    const variant = variantById.get(line.variantId);
    if (!variant) return [];
    const price = normalizeAmount(line.price);
    const total = formatCents(microsToCents(parseAmount(line.price) * BigInt(line.quantity)));
    return [
      {
        id: line.id,
        order_id: line.orderId,
        variant_id: line.variantId,
        variant,
        quantity: line.quantity,
        price,
        single_display_amount: formatBRL(shownAmount(price, variant.unit_for_quantity)),
        total,
        display_amount: formatBRL(total),
        adjustment_total: '0.00',
        pre_tax_amount: total,
        mix_id: line.mixId === null ? null : String(line.mixId),
        portioning_size: line.portioningSize,
        observation: line.observation,
        produced_quantity: line.producedQuantity,
        substitution: line.substitution,
        substitute_for: line.substituteForId,
        substituted_by: substituteOf.get(line.id) ?? null,
        created_at: line.createdAt.toISOString(),
        updated_at: line.updatedAt.toISOString(),
      },
    ];
  });

  // What completion authorised: the lines then, not the substitutes the staff added since.
  const weighedCents = lineItems
    .filter((line) => line.variant.unit_for_quantity === 'g' && line.substitute_for === null)
    .reduce((sum, line) => sum + microsToCents(parseAmount(line.total)), 0n);
  const authorization = formatCents(
    authorizationCents(microsToCents(parseAmount(order.total)), weighedCents),
  );
  // Asked at once. Most callers pass a transaction, whose one connection takes the queries in turn from the
  // driver's queue (node-postgres warns of it, to be refused in its version 9): awaited one by one instead,
  // a cart add's p95 at 10 connections grew 20-50 % (docs/performance.md, The sales API).
  const [mixes, shipments, payments, paymentMethods, creditCards, coupon, refunds] = await Promise.all([
    mixesJson(db, order, lineItems),
    shipmentsJson(db, order, now),
    paymentsJson(db, order.id, order.producedAmount),
    order.userId === null ? [] : listAllowedPaymentMethods(db),
    order.userId === null ? [] : listCreditCards(db, order.userId),
    couponJson(db, order.promotionId, order.itemTotal),
    // Refunds are decided on placed orders only (lib/server/fulfilment/refunds.ts): a cart has none to read.
    isPlaced(order.state) ? refundsJson(db, order.id) : [],
  ]);

  const totals = {
    item_total: money(order.itemTotal),
    ship_total: money(order.shipTotal),
    adjustment_total: money(order.adjustmentTotal),
    total: money(order.total),
  };
  return {
    id: order.id,
    number: order.number,
    state: order.state,
    token: order.token,
    email: order.email,
    user_id: order.userId,
    ...totals,
    display_item_total: formatBRL(totals.item_total),
    display_ship_total: formatBRL(totals.ship_total),
    display_adjustment_total: formatBRL(totals.adjustment_total),
    display_total: formatBRL(totals.total),
    ship_address: (order.shipAddress as ShipAddressJson | null) ?? null,
    bill_address: (order.shipAddress as ShipAddressJson | null) ?? null,
    line_items: lineItems,
    mixes,
    shipments,
    payments,
    payment_methods: paymentMethods,
    credit_cards: creditCards,
    coupon,
    authorization_total: authorization,
    display_authorization_total: formatBRL(authorization),
    requires_age_declaration: lineItems.some((line) => line.variant.alcoholic),
    age_declared_at: order.ageDeclaredAt?.toISOString() ?? null,
    company_name: order.companyName,
    fulfillment_state: order.fulfillmentState,
    delivery_state: order.deliveryState,
    produced_amount: order.producedAmount === null ? null : money(order.producedAmount),
    refunds,
    sale_receipt_url: order.saleReceiptUrl,
    completed_at: order.completedAt?.toISOString() ?? null,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    channel: order.channel,
  };
}

async function readOrderWithLines(db: Db, orderId: number): Promise<OrderWithLines> {
  const [order] = await db.select().from(orderTables.orders).where(eq(orderTables.orders.id, orderId));
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return { order, lines: await readLines(db, orderId) };
}

function readLines(db: Db, orderId: number) {
  return db
    .select()
    .from(orderTables.lineItems)
    .where(eq(orderTables.lineItems.orderId, orderId))
    .orderBy(asc(orderTables.lineItems.id));
}

/**
 * Every payment attempt of the order, oldest first, with the card's displayable facts. A capture is asked
 * of the gateway for the produced amount and marked captured once it answered (lib/server/fulfilment/captures.ts).
 */
async function paymentsJson(db: Db, orderId: number, producedAmount: string | null): Promise<PaymentJson[]> {
  const rows = await db
    .select({
      payment: checkoutTables.payments,
      method: accountTables.paymentMethods,
      card: accountTables.creditCards,
      pix: pixCharges,
    })
    .from(checkoutTables.payments)
    .innerJoin(
      accountTables.paymentMethods,
      eq(accountTables.paymentMethods.id, checkoutTables.payments.paymentMethodId),
    )
    .leftJoin(
      accountTables.creditCards,
      eq(accountTables.creditCards.id, checkoutTables.payments.creditCardId),
    )
    .leftJoin(pixCharges, eq(pixCharges.paymentId, checkoutTables.payments.id))
    .where(eq(checkoutTables.payments.orderId, orderId))
    .orderBy(asc(checkoutTables.payments.id));
  return rows.map(({ payment, method, card, pix }) => ({
    id: payment.id,
    amount: money(payment.amount),
    // A card is charged the weighed amount; a Pix was paid whole before, its difference refunded.
    captured_amount:
      payment.capturedAt && producedAmount !== null ? money(pix ? payment.amount : producedAmount) : null,
    state: payment.state,
    payment_method: { id: method.id, name: method.name },
    source: card
      ? {
          last_digits: card.lastDigits,
          name: card.name,
          cc_type: card.ccType,
          month: card.month,
          year: card.year,
        }
      : null,
    pix: pix
      ? {
          br_code: pix.brCode,
          expires_at: pix.expiresAt.toISOString(),
          paid_at: pix.paidAt?.toISOString() ?? null,
          refund_due: money(pix.refundDue),
        }
      : null,
  }));
}

/** The refunds decided on the order's card payment, oldest first (lib/server/fulfilment/refunds.ts). */
async function refundsJson(db: Db, orderId: number): Promise<RefundJson[]> {
  const rows = await db
    .select()
    .from(checkoutTables.refunds)
    .where(eq(checkoutTables.refunds.orderId, orderId))
    .orderBy(asc(checkoutTables.refunds.id));
  return rows.map((refund) => ({
    id: refund.id,
    payment_id: refund.paymentId,
    amount: money(refund.amount),
    display_amount: formatBRL(money(refund.amount)),
    line_item_ids: refund.lineItemIds,
    created_at: refund.createdAt.toISOString(),
  }));
}
