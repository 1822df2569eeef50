/**
 * The manager's coupons (docs/business-rules.md, Coupons): listed with their usage counts, created,
 * edited and deactivated (a coupon that was used is never deleted: its uses belong to orders). Dates are
 * the shop's days: a coupon is valid from the start of its first day to the end of its last
 * (America/Bahia). The checkout's rules are lib/server/checkout/promotions.ts's; a deactivated coupon is
 * refused there as an unknown one.
 */
import 'server-only';
import { subMilliseconds } from 'date-fns';
import { and, asc, countDistinct, eq, inArray } from 'drizzle-orm';
import { OPEN_ORDER_STATES } from '@/lib/rules/order-states';
import { NotFoundError, ValidationError } from '@/lib/sales-api/errors';
import {
  COUPON_MESSAGES_ADMIN,
  type CouponActiveBody,
  type CouponBody,
  type CouponJson,
} from '@/lib/sales-api/store-settings';
import * as checkoutTables from '../checkout/schema';
import { isUniqueViolation } from '../db/errors';
import { logger } from '../logger';
import { shopDate, shopDayRange } from './shop-schedule';
import { recordStoreChange } from './store-changes';
import type { SettingsDeps } from './store-settings';
import type { Db } from '../db/database';
import * as orderTables from '../orders/schema';
import { inTransaction } from '../orders/order-core';
import { recomputeTotals } from '../orders/order-totals';

type PromotionRow = typeof checkoutTables.promotions.$inferSelect;

const NOT_FOUND = 'Cupom não encontrado';

function statusOf(row: PromotionRow, now: Date): CouponJson['status'] {
  if (!row.active) return 'inactive';
  if (row.expiresAt && now >= row.expiresAt) return 'expired';
  if (row.usageLimit !== null && row.usageCount >= row.usageLimit) return 'exhausted';
  if (now < row.startsAt) return 'scheduled';
  return 'active';
}

function couponJson(row: PromotionRow, customers: number, now: Date): CouponJson {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    amount: row.kind === 'percent' ? String(Math.round(Number(row.amount))) : row.amount,
    min_item_total: row.minItemTotal,
    starts_on: shopDate(row.startsAt),
    // The last day is the one before the (exclusive) end.
    ends_on: row.expiresAt ? shopDate(subMilliseconds(row.expiresAt, 1)) : null,
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    active: row.active,
    advertised: row.advertised,
    usage_count: row.usageCount,
    customer_count: customers,
    status: statusOf(row, now),
  };
}

/** A coupon's terms as the audit records them (./store-changes.ts): not its uses, which orders change. */
const USES = new Set(['usage_count', 'customer_count', 'status']);
function couponTerms(row: PromotionRow) {
  return Object.fromEntries(
    Object.entries(couponJson(row, 0, row.startsAt)).filter(([key]) => !USES.has(key)),
  );
}

/** Customers who used each coupon. */
async function customersOf(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({
      id: checkoutTables.promotionUsages.promotionId,
      n: countDistinct(checkoutTables.promotionUsages.userId),
    })
    .from(checkoutTables.promotionUsages)
    .groupBy(checkoutTables.promotionUsages.promotionId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** Every coupon, by code, with its uses and the customers who used it. */
export async function listCoupons(db: Db, now: Date): Promise<CouponJson[]> {
  const rows = await db.select().from(checkoutTables.promotions).orderBy(asc(checkoutTables.promotions.code));
  const customers = await customersOf(db);
  return rows.map((row) => couponJson(row, customers.get(row.id) ?? 0, now));
}

function valuesOf(body: CouponBody) {
  const amount = body.kind === 'free_shipping' ? '0' : body.amount.replace(',', '.');
  return {
    code: body.code,
    name: body.name.trim(),
    kind: body.kind,
    amount,
    minItemTotal: body.min_item_total,
    startsAt: shopDayRange(body.starts_on).start,
    expiresAt: body.ends_on === null ? null : shopDayRange(body.ends_on).end,
    usageLimit: body.usage_limit,
    perCustomerLimit: body.per_customer_limit,
    active: body.active,
    advertised: body.advertised,
  };
}

const codeTaken = () =>
  new ValidationError({ code: [COUPON_MESSAGES_ADMIN.codeTaken] }, COUPON_MESSAGES_ADMIN.codeTaken);

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

async function withCustomers(db: Db, row: PromotionRow, now: Date): Promise<CouponJson> {
  const [used] = await db
    .select({ n: countDistinct(checkoutTables.promotionUsages.userId) })
    .from(checkoutTables.promotionUsages)
    .where(eq(checkoutTables.promotionUsages.promotionId, row.id));
  return couponJson(row, used?.n ?? 0, now);
}

export async function createCoupon(deps: SettingsDeps, body: CouponBody): Promise<CouponJson> {
  const row = await saving(() =>
    deps.db.transaction(async (tx) => {
      const [created] = await tx.insert(checkoutTables.promotions).values(valuesOf(body)).returning();
      await recordStoreChange(tx, deps.staffId, 'coupon', created!.id, null, couponTerms(created!));
      return created!;
    }),
  );
  logger.info({ staffId: deps.staffId, coupon: row.code }, 'coupon created');
  return withCustomers(deps.db, row, deps.now);
}

/**
 * A change of a coupon: its row locked (a use being counted waits), the values `change` gives from it
 * written and recorded, then the open orders holding it repriced (repriceHolders).
 */
async function changeCoupon(
  deps: SettingsDeps,
  id: number,
  change: (current: PromotionRow) => Partial<typeof checkoutTables.promotions.$inferInsert>,
  logged: string,
): Promise<CouponJson> {
  const row = await saving(() =>
    deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(checkoutTables.promotions)
        .where(eq(checkoutTables.promotions.id, id))
        .for('update');
      if (!current) throw new NotFoundError(NOT_FOUND);
      const [updated] = await tx
        .update(checkoutTables.promotions)
        .set(change(current))
        .where(eq(checkoutTables.promotions.id, id))
        .returning();
      await recordStoreChange(tx, deps.staffId, 'coupon', id, couponTerms(current), couponTerms(updated!));
      return updated!;
    }),
  );
  logger.info({ staffId: deps.staffId, coupon: row.code, active: row.active }, logged);
  await repriceHolders(deps.db, id);
  return withCustomers(deps.db, row, deps.now);
}

/**
 * A coupon's new terms. Its total limit never goes below the uses it has (the database's check is the last
 * guard); its past uses stay counted.
 */
export function updateCoupon(deps: SettingsDeps, id: number, body: CouponBody): Promise<CouponJson> {
  return changeCoupon(
    deps,
    id,
    (current) => {
      if (body.usage_limit !== null && body.usage_limit < current.usageCount) {
        const message = COUPON_MESSAGES_ADMIN.limitBelowUses(current.usageCount);
        throw new ValidationError({ usage_limit: [message] }, message);
      }
      return valuesOf(body);
    },
    'coupon changed',
  );
}

/**
 * 'Ativar' and 'Desativar' of the coupon list: the active flag alone, the rest of the coupon as it stands
 * now (the list may have been read before another change of its terms).
 */
export function setCouponActive(deps: SettingsDeps, id: number, body: CouponActiveBody): Promise<CouponJson> {
  return changeCoupon(deps, id, () => ({ active: body.active }), 'coupon switched');
}

/** The open orders a coupon's change reprices at once (see repriceHolders). */
const REPRICED_STATES = OPEN_ORDER_STATES.filter((state) => state !== 'confirm');

/**
 * The open orders holding the coupon take its new terms now: their totals, and the problem their coupon
 * shows (switched off, 'Cupom inválido'), instead of at their next change. Each in a transaction of its
 * own, after the coupon's has committed: completion locks an order before its coupon, so holding both here
 * could wait in a circle; one that fails is logged and takes the terms at its next change. An order at
 * confirm keeps the total its shopper is looking at: completion finds the new one and shows it before
 * charging anything ('O total do seu pedido mudou...').
 */
async function repriceHolders(db: Db, promotionId: number): Promise<void> {
  const { orders } = orderTables;
  const holders = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.promotionId, promotionId), inArray(orders.state, REPRICED_STATES)));
  for (const { id } of holders) {
    await inTransaction(db, async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      const stillHolds = order?.promotionId === promotionId && REPRICED_STATES.some((s) => s === order.state);
      if (stillHolds) await recomputeTotals(tx, order);
    }).catch((error: unknown) => logger.error({ err: error, orderId: id }, 'coupon holder not repriced'));
  }
}
