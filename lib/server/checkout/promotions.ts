/**
 * Coupons at checkout (docs/business-rules.md, Coupons): applying one checks it at once (422 on the
 * coupon_code field with the reason); completion checks it again and counts the use with a conditional
 * update, so a coupon limited to N uses is used N times at most, whatever the concurrency. The rules are
 * lib/checkout/promotions.ts's.
 */
import 'server-only';
import { and, count, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  couponEffect,
  couponProblem,
  COUPON_MESSAGES,
  unmetMinimum,
  type PromotionRule,
} from '@/lib/checkout/promotions';
import { formatBRL, formatCents, microsToCents, parseAmount } from '@/lib/money';
import type { AppliedCouponJson, PromotionJson } from '@/lib/sales-api/checkout';
import { ValidationError } from '@/lib/sales-api/errors';
import { isPlaced, OPEN_ORDER_STATES } from '@/lib/rules/order-states';
import type { Db } from '../db/database';
import * as checkoutTables from './schema';
import * as orderTables from '../orders/schema';
import { orderItemCents, type OrderRow, type Tx } from '../orders/order-core';

type PromotionRow = typeof checkoutTables.promotions.$inferSelect;

const cents = (amount: string) => microsToCents(parseAmount(amount));

/** What a coupon takes off, from its stored kind and amount (a coupon's, or its use's). */
function termsOf(row: Pick<PromotionRow, 'kind' | 'amount'>): Pick<PromotionRule, 'kind' | 'amount'> {
  return {
    kind: row.kind,
    // Percent for 'percent' (a whole number), cents for 'fixed'.
    amount: row.kind === 'percent' ? cents(row.amount) / 100n : cents(row.amount),
  };
}

function ruleOf(row: PromotionRow): PromotionRule {
  return {
    ...termsOf(row),
    minItemTotalCents: cents(row.minItemTotal),
    startsAt: row.startsAt,
    expiresAt: row.expiresAt,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
  };
}

const formatMoney = (value: bigint) => formatBRL(formatCents(value));

function couponError(message: string): ValidationError {
  return new ValidationError({ coupon_code: [message] }, message);
}

async function customerUses(tx: Tx | Db, promotionId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(checkoutTables.promotionUsages)
    .where(
      and(
        eq(checkoutTables.promotionUsages.promotionId, promotionId),
        eq(checkoutTables.promotionUsages.userId, userId),
      ),
    );
  return row?.n ?? 0;
}

async function problemFor(
  tx: Tx | Db,
  row: PromotionRow,
  userId: number,
  itemCents: bigint,
  now: Date,
): Promise<string | undefined> {
  // A coupon the manager deactivated is refused as an unknown code (it may come back).
  if (!row.active) return COUPON_MESSAGES.unknown;
  return couponProblem(
    ruleOf(row),
    {
      itemTotalCents: itemCents,
      now,
      usageCount: row.usageCount,
      customerUsageCount: await customerUses(tx, row.id, userId),
    },
    formatMoney,
  );
}

/** Applies `code` to the locked order (or removes the coupon when `code` is undefined). */
export async function applyCoupon(
  tx: Tx,
  order: OrderRow,
  code: string | undefined,
  now: Date,
): Promise<void> {
  if (code === undefined || code === '') {
    await tx.update(orderTables.orders).set({ promotionId: null }).where(eq(orderTables.orders.id, order.id));
    return;
  }
  const [row] = await tx
    .select()
    .from(checkoutTables.promotions)
    .where(eq(checkoutTables.promotions.code, code.toUpperCase()));
  if (!row) throw couponError(COUPON_MESSAGES.unknown);
  const problem = await problemFor(tx, row, order.userId!, await orderItemCents(tx, order.id), now);
  if (problem) throw couponError(problem);
  await tx.update(orderTables.orders).set({ promotionId: row.id }).where(eq(orderTables.orders.id, order.id));
}

/**
 * The applied coupon's effect on the items and shipping, or none. Under its minimum item total (lines
 * taken out after it was applied), or deactivated by a manager since, it stays applied but takes nothing
 * off, and the order says why (couponJson); its dates and uses are checked again at completion.
 */
export async function couponEffectOf(tx: Tx, order: OrderRow, itemCents: bigint) {
  const none = { adjustmentCents: 0n, freeShipping: false };
  if (order.promotionId === null) return { ...none, promotion: null };
  const [row] = await tx
    .select()
    .from(checkoutTables.promotions)
    .where(eq(checkoutTables.promotions.id, order.promotionId));
  if (!row) return { ...none, promotion: null };
  if (!row.active || unmetMinimum(ruleOf(row), itemCents) !== null) return { ...none, promotion: row };
  return { ...couponEffect(ruleOf(row), itemCents), promotion: row };
}

/**
 * The coupon's discount (negative cents) on the weighed items, for the capture (docs/business-rules.md,
 * Coupons): a percentage applies to what was weighed, not to the estimate; a fixed amount keeps its amount
 * (at most the items); free delivery takes nothing off the items (the shipping total already is 0). Its
 * minimum item total, dates and uses were judged at completion and are not judged again: a weighing under
 * the minimum keeps the coupon. Its terms are those the order used (kept with the use), not the coupon's
 * as edited since. Null when the order has no coupon.
 */
export async function weighedCouponCents(
  tx: Tx,
  orderId: number,
  weighedItemCents: bigint,
): Promise<bigint | null> {
  const [usage] = await tx
    .select({ kind: checkoutTables.promotionUsages.kind, amount: checkoutTables.promotionUsages.amount })
    .from(checkoutTables.promotionUsages)
    .where(eq(checkoutTables.promotionUsages.orderId, orderId));
  if (!usage) return null;
  return couponEffect(termsOf(usage), weighedItemCents).adjustmentCents;
}

type CouponOf = Pick<OrderRow, 'promotionId' | 'itemTotal' | 'state'>;

/**
 * The order's coupon, and why it takes nothing off now (deactivated: 'Cupom inválido', as completion would
 * refuse it; or its minimum, above the items), if so: a cart's only. A placed order's coupon was judged at
 * completion and stands (a lighter weighing, a minimum raised or the coupon deactivated since), so it has
 * no problem to show.
 */
export async function couponJson(db: Tx | Db, order: CouponOf): Promise<AppliedCouponJson | null> {
  const { promotionId } = order;
  if (promotionId === null) return null;
  const [row] = await db
    .select({
      code: checkoutTables.promotions.code,
      name: checkoutTables.promotions.name,
      minItemTotal: checkoutTables.promotions.minItemTotal,
      active: checkoutTables.promotions.active,
    })
    .from(checkoutTables.promotions)
    .where(eq(checkoutTables.promotions.id, promotionId));
  return row ? appliedCoupon(row, order) : null;
}

type AppliedPromotion = Pick<
  typeof checkoutTables.promotions.$inferSelect,
  'code' | 'name' | 'minItemTotal' | 'active'
>;

function appliedCoupon(row: AppliedPromotion, order: CouponOf): AppliedCouponJson {
  return { code: row.code, name: row.name, problem: isPlaced(order.state) ? null : cartProblem(row, order) };
}

function cartProblem(row: AppliedPromotion, order: CouponOf): string | null {
  if (!row.active) return COUPON_MESSAGES.unknown;
  const minimum = unmetMinimum({ minItemTotalCents: cents(row.minItemTotal) }, cents(order.itemTotal));
  return minimum === null ? null : COUPON_MESSAGES.minimum(formatMoney(minimum));
}

/** couponJson of several orders in one query, by order id. */
export async function couponsJsonOf(
  db: Tx | Db,
  orders: readonly (CouponOf & { id: number })[],
): Promise<Map<number, AppliedCouponJson | null>> {
  const promotionIds = [...new Set(orders.flatMap((order) => order.promotionId ?? []))];
  const rows = promotionIds.length
    ? await db
        .select({
          id: checkoutTables.promotions.id,
          code: checkoutTables.promotions.code,
          name: checkoutTables.promotions.name,
          minItemTotal: checkoutTables.promotions.minItemTotal,
          active: checkoutTables.promotions.active,
        })
        .from(checkoutTables.promotions)
        .where(inArray(checkoutTables.promotions.id, promotionIds))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return new Map(
    orders.map((order) => {
      const row = order.promotionId === null ? undefined : byId.get(order.promotionId);
      return [order.id, row ? appliedCoupon(row, order) : null];
    }),
  );
}

/**
 * At completion: the coupon is checked again and its use counted. The conditional update takes the
 * promotion's row lock, so the per-customer count that follows cannot race either.
 */
export async function countCouponUse(tx: Tx, order: OrderRow, itemCents: bigint, now: Date): Promise<void> {
  if (order.promotionId === null) return;
  const [row] = await tx
    .update(checkoutTables.promotions)
    .set({ usageCount: sql`${checkoutTables.promotions.usageCount} + 1` })
    .where(
      and(
        eq(checkoutTables.promotions.id, order.promotionId),
        or(
          isNull(checkoutTables.promotions.usageLimit),
          sql`${checkoutTables.promotions.usageCount} < ${checkoutTables.promotions.usageLimit}`,
        ),
      ),
    )
    .returning();
  if (!row) throw couponError(COUPON_MESSAGES.exhausted);
  // Checked as it was before this use.
  const problem = await problemFor(
    tx,
    { ...row, usageCount: row.usageCount - 1 },
    order.userId!,
    itemCents,
    now,
  );
  if (problem) throw couponError(problem);
  await tx.insert(checkoutTables.promotionUsages).values({
    promotionId: row.id,
    orderId: order.id,
    userId: order.userId,
    kind: row.kind,
    amount: row.amount,
  });
}

/** Gives the use back (the payment failed). */
export async function releaseCouponUse(tx: Tx, orderId: number): Promise<void> {
  const [usage] = await tx
    .delete(checkoutTables.promotionUsages)
    .where(eq(checkoutTables.promotionUsages.orderId, orderId))
    .returning({ promotionId: checkoutTables.promotionUsages.promotionId });
  if (!usage) return;
  await tx
    .update(checkoutTables.promotions)
    .set({ usageCount: sql`${checkoutTables.promotions.usageCount} - 1` })
    .where(eq(checkoutTables.promotions.id, usage.promotionId));
}

/**
 * GET /promotions?by_eligible=true: the advertised coupons the customer can use now (for their current
 * order's items when they have one). Other coupons are known by their code only.
 */
export async function eligiblePromotions(db: Db, userId: number, now: Date): Promise<PromotionJson[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(checkoutTables.promotions)
      .where(
        and(
          eq(checkoutTables.promotions.advertised, true),
          eq(checkoutTables.promotions.active, true),
          lte(checkoutTables.promotions.startsAt, now),
          or(isNull(checkoutTables.promotions.expiresAt), gt(checkoutTables.promotions.expiresAt, now)),
        ),
      )
      .orderBy(checkoutTables.promotions.id);
    const [current] = await tx
      .select({ id: orderTables.orders.id })
      .from(orderTables.orders)
      .where(
        and(eq(orderTables.orders.userId, userId), inArray(orderTables.orders.state, [...OPEN_ORDER_STATES])),
      );
    const itemCents = current ? await orderItemCents(tx, current.id) : null;
    const eligible: PromotionJson[] = [];
    for (const row of rows) {
      // Without a cart, the minimum cannot be judged yet: the coupon is offered.
      const problem = await problemFor(tx, row, userId, itemCents ?? cents(row.minItemTotal), now);
      if (!problem) eligible.push({ code: row.code, name: row.name });
    }
    return eligible;
  });
}
