/**
 * The order JSON of the sales API (Spree API v1 shape, spec 03; schema in lib/sales-api/order.ts): money
 * as decimal strings, display_* amounts in pt-BR BRL, quantities in grams or units.
 */
import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { shownAmount } from '@/lib/catalogue/variant';
import { formatBRL, formatCents, microsToCents, normalizeAmount, parseAmount } from '@/lib/money';
import { NotFoundError } from '@/lib/sales-api/errors';
import type { LineItemJson, OrderJson } from '@/lib/sales-api/order';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { findVariants } from './catalogue';
import { ORDER_NOT_FOUND } from './order-core';

function money(amount: string): string {
  return formatCents(microsToCents(parseAmount(amount)));
}

/**
 * The order as the API shows it (Spree API v1 shape). The operations build it inside their transaction,
 * so it is exactly the state their change left (and PGlite serves it in the same turn).
 */
export async function orderJson(db: Db, orderId: number): Promise<OrderJson> {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  const lines = await db
    .select()
    .from(t.lineItems)
    .where(eq(t.lineItems.orderId, orderId))
    .orderBy(asc(t.lineItems.id));
  const variants =
    lines.length === 0
      ? []
      : await findVariants(db, inArray(t.variants.id, [...new Set(lines.map((line) => line.variantId))]));
  const variantById = new Map(variants.map((variant) => [variant.id, variant]));

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
        mix_id: line.mixId,
        portioning_size: line.portioningSize,
        observation: line.observation,
        created_at: line.createdAt.toISOString(),
        updated_at: line.updatedAt.toISOString(),
      },
    ];
  });

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
    ship_address: null,
    bill_address: null,
    line_items: lineItems,
    shipments: [],
    payments: [],
    payment_methods: [],
    credit_cards: [],
    coupon: null,
    authorization_total: totals.total,
    display_authorization_total: formatBRL(totals.total),
    requires_age_declaration: false,
    age_declared_at: null,
    company_name: null,
    fulfillment_state: null,
    delivery_state: null,
    produced_amount: null,
    sale_receipt_url: null,
    completed_at: order.completedAt?.toISOString() ?? null,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    channel: order.channel,
  };
}
