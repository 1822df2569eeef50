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
import type { VariantJson } from '@/lib/sales-api/catalogue';
import { groupBy } from '@/lib/group-by';
import type { Db } from '../db/database';
import * as accountTables from '../accounts/schema';
import * as catalogueTables from '../catalogue/schema';
import * as checkoutTables from '../checkout/schema';
import { pixCharges } from '../checkout/pix-schema';
import * as orderTables from './schema';
import { loadRecipes, mixesJson, mixesJsonFrom, readOrderMixes } from '../blends/blend-recipes';
import { findVariants } from '../catalogue/variants';
import { listAllowedPaymentMethods, listCreditCards, listCreditCardsOf } from '../accounts/account-json';
import { ORDER_NOT_FOUND, type OrderRow, type OrderWithLines } from './order-core';
import { couponJson, couponsJsonOf } from '../checkout/promotions';
import { choosesWindow, shipmentsJson, shipmentsJsonOf } from '../checkout/shipping';
import { isPlaced } from '@/lib/rules/order-states';

function money(amount: string): string {
  return formatCents(microsToCents(parseAmount(amount)));
}

/**
 * The order as the API shows it (Spree API v1 shape). The operations build it inside their transaction,
 * so it is exactly the state their change left (and PGlite serves it in the same turn). What the caller
 * has just read or written in that transaction is passed instead of the id and not read again: the
 * order's row (a read that checked access), or the row and its lines (recomputeTotals), and their variants
 * (recomputeCart).
 */
export async function orderJson(
  db: Db,
  of: number | OrderRow | OrderWithLines,
  now: Date = new Date(),
): Promise<OrderJson> {
  const { order, lines, variants } =
    typeof of === 'number'
      ? await readOrderWithLines(db, of)
      : 'lines' in of
        ? of
        : { order: of, lines: await readLines(db, of.id) };
  const lineItems = lineItemsJson(lines, variants ?? (await readLineVariants(db, lines)));
  // Asked at once. Most callers pass a transaction, whose one connection takes the queries in turn from the
  // driver's queue (node-postgres warns of it, to be refused in its version 9): awaited one by one instead,
  // a cart add's p95 at 10 connections grew 20-50 % (docs/performance.md, The sales API).
  const [mixes, shipments, payments, paymentMethods, creditCards, coupon, refunds] = await Promise.all([
    mixesJson(db, order, lineItems),
    shipmentsJson(db, order, now),
    readPayments(db, [order.id]),
    order.userId === null ? [] : listAllowedPaymentMethods(db),
    order.userId === null ? [] : listCreditCards(db, order.userId),
    couponJson(db, order),
    // Refunds are decided on placed orders only (lib/server/fulfilment/refunds.ts): a cart has none to read.
    isPlaced(order.state) ? readRefunds(db, [order.id]) : [],
  ]);
  return assembleOrderJson(order, lineItems, {
    mixes,
    shipments,
    payments: payments.map((row) => paymentJson(row, order.producedAmount)),
    paymentMethods,
    creditCards,
    coupon,
    refunds: refunds.map(refundJson),
  });
}

/**
 * A page of orders (the customer's history, the back office's list) as orderJson shows each, in about a
 * dozen queries whatever their number instead of about ten per order (docs/performance.md, A big shop's
 * data). An order still choosing its delivery window is read by orderJson itself: that reading may offer
 * windows opened since, a write (shipmentsJson).
 */
export async function ordersJson(
  db: Db,
  orders: readonly OrderRow[],
  now: Date = new Date(),
): Promise<OrderJson[]> {
  const batched = orders.filter((order) => !choosesWindow(order));
  const ids = batched.map((order) => order.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(orderTables.lineItems)
          .where(inArray(orderTables.lineItems.orderId, ids))
          .orderBy(asc(orderTables.lineItems.id));
  const variantById = await readLineVariants(db, lines);
  const linesByOrder = groupBy(lines, (line) => line.orderId);
  const lineItemsOf = new Map(
    ids.map((id) => [id, lineItemsJson(linesByOrder.get(id) ?? [], variantById)] as const),
  );
  const withMixes = ids.filter((id) => lineItemsOf.get(id)!.some((line) => line.mix_id !== null));
  const placedIds = batched.filter((order) => isPlaced(order.state)).map((order) => order.id);
  const userIds = [...new Set(batched.flatMap((order) => order.userId ?? []))];
  const [mixRows, shipments, payments, paymentMethods, creditCards, coupons, refunds] = await Promise.all([
    withMixes.length === 0 ? [] : readOrderMixes(db, withMixes),
    shipmentsJsonOf(db, batched, now),
    ids.length === 0 ? [] : readPayments(db, ids),
    userIds.length === 0 ? [] : listAllowedPaymentMethods(db),
    listCreditCardsOf(db, userIds),
    couponsJsonOf(db, batched),
    placedIds.length === 0 ? [] : readRefunds(db, placedIds),
  ]);
  const recipes = await loadRecipes(db, [...new Set(mixRows.map(({ template }) => template.id))]);
  const mixesByOrder = groupBy(mixRows, ({ mix }) => mix.orderId);
  const paymentsByOrder = groupBy(payments, ({ payment }) => payment.orderId);
  const refundsByOrder = groupBy(refunds, (refund) => refund.orderId);

  const answers: OrderJson[] = [];
  for (const order of orders) {
    if (choosesWindow(order)) {
      answers.push(await orderJson(db, order, now));
      continue;
    }
    const lineItems = lineItemsOf.get(order.id)!;
    answers.push(
      assembleOrderJson(order, lineItems, {
        mixes: mixesJsonFrom(order, mixesByOrder.get(order.id) ?? [], recipes, lineItems),
        shipments: shipments.get(order.id)!,
        payments: (paymentsByOrder.get(order.id) ?? []).map((row) => paymentJson(row, order.producedAmount)),
        paymentMethods: order.userId === null ? [] : paymentMethods,
        creditCards: order.userId === null ? [] : creditCards.get(order.userId)!,
        coupon: coupons.get(order.id)!,
        refunds: (refundsByOrder.get(order.id) ?? []).map(refundJson),
      }),
    );
  }
  return answers;
}

type LineRow = OrderWithLines['lines'][number];

/** The variants of the lines, by id, whatever their product's status. */
export async function readLineVariants(
  db: Db,
  lines: readonly { variantId: number }[],
): Promise<Map<number, VariantJson>> {
  if (lines.length === 0) return new Map();
  const variants = await findVariants(
    db,
    inArray(catalogueTables.variants.id, [...new Set(lines.map((line) => line.variantId))]),
    // An archived product stays in the orders and carts that hold it, shown unavailable.
    { anyStatus: true },
  );
  return new Map(variants.map((variant) => [variant.id, variant]));
}

/** One order's lines (in id order) as its JSON shows them. */
function lineItemsJson(lines: readonly LineRow[], variantById: Map<number, VariantJson>): LineItemJson[] {
  // A missing line replaced at packing points at its substitute (lib/server/fulfilment/substitutes.ts).
  const substituteOf = new Map<number, number>(
    lines.flatMap((line) =>
      line.substituteForId === null ? [] : [[line.substituteForId, line.id] as [number, number]],
    ),
  );
  return lines.flatMap((line): LineItemJson[] => {
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
}

/** What an order's JSON shows beside its row and lines, read for one order or for a page of them. */
interface OrderParts {
  mixes: OrderJson['mixes'];
  shipments: OrderJson['shipments'];
  payments: PaymentJson[];
  paymentMethods: OrderJson['payment_methods'];
  creditCards: OrderJson['credit_cards'];
  coupon: OrderJson['coupon'];
  refunds: RefundJson[];
}

function assembleOrderJson(order: OrderRow, lineItems: LineItemJson[], parts: OrderParts): OrderJson {
  // What completion authorised: the lines then, not the substitutes the staff added since.
  const weighedCents = lineItems
    .filter((line) => line.variant.unit_for_quantity === 'g' && line.substitute_for === null)
    .reduce((sum, line) => sum + microsToCents(parseAmount(line.total)), 0n);
  const authorization = formatCents(
    authorizationCents(microsToCents(parseAmount(order.total)), weighedCents),
  );
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
    mixes: parts.mixes,
    shipments: parts.shipments,
    payments: parts.payments,
    payment_methods: parts.paymentMethods,
    credit_cards: parts.creditCards,
    coupon: parts.coupon,
    authorization_total: authorization,
    display_authorization_total: formatBRL(authorization),
    requires_age_declaration: lineItems.some((line) => line.variant.alcoholic),
    age_declared_at: order.ageDeclaredAt?.toISOString() ?? null,
    company_name: order.companyName,
    fulfillment_state: order.fulfillmentState,
    delivery_state: order.deliveryState,
    produced_amount: order.producedAmount === null ? null : money(order.producedAmount),
    refunds: parts.refunds,
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
 * Every payment attempt of these orders, oldest first, with the card's displayable facts. A capture is asked
 * of the gateway for the produced amount and marked captured once it answered (lib/server/fulfilment/captures.ts).
 */
function readPayments(db: Db, orderIds: number[]) {
  return db
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
    .where(inArray(checkoutTables.payments.orderId, orderIds))
    .orderBy(asc(checkoutTables.payments.id));
}

type PaymentRow = Awaited<ReturnType<typeof readPayments>>[number];

function paymentJson({ payment, method, card, pix }: PaymentRow, producedAmount: string | null): PaymentJson {
  return {
    id: payment.id,
    amount: money(payment.amount),
    // A card is charged the weighed amount; a Pix was paid whole before, its difference refunded.
    captured_amount:
      payment.capturedAt && producedAmount !== null ? money(pix ? payment.amount : producedAmount) : null,
    capture_refused_at: payment.captureRefusedAt?.toISOString() ?? null,
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
  };
}

/** The refunds decided on these orders' card payments, oldest first (lib/server/fulfilment/refunds.ts). */
function readRefunds(db: Db, orderIds: number[]) {
  return db
    .select()
    .from(checkoutTables.refunds)
    .where(inArray(checkoutTables.refunds.orderId, orderIds))
    .orderBy(asc(checkoutTables.refunds.id));
}

function refundJson(refund: typeof checkoutTables.refunds.$inferSelect): RefundJson {
  return {
    id: refund.id,
    payment_id: refund.paymentId,
    amount: money(refund.amount),
    display_amount: formatBRL(money(refund.amount)),
    line_item_ids: refund.lineItemIds,
    created_at: refund.createdAt.toISOString(),
    confirmed_at: refund.confirmedAt?.toISOString() ?? null,
    refused_at: refund.refusedAt?.toISOString() ?? null,
  };
}
