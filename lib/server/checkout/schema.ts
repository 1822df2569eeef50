/**
 * The checkout's tables (docs/architecture.md, the completion saga):
 * - delivery slots with a capacity and a booked counter (never above the capacity: a check constraint
 *   backs the conditional update), holds that keep a place for 15 minutes while a customer checks out,
 *   and one booking per order;
 * - the shipping rates offered to an order (regenerated when its address is confirmed);
 * - coupons (promotions) and their uses, one per completed order;
 * - payments, one row per completion attempt, keyed by the idempotency key sent to the gateway;
 * - the built-in test gateway's own ledger (what a real gateway keeps on its side).
 * Money columns are BRL decimals; amounts sent to the gateway are cents.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, money, timestamps } from '../db/columns';
import { creditCards, paymentMethods } from '../accounts/schema';
import { users } from '../auth/schema';
import { orders } from '../orders/schema';

/** One scheduled delivery window (FAQ hours, America/Bahia), created the first time it is offered. */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: serial('id').primaryKey(),
    windowStart: instant('window_start').notNull(),
    windowEnd: instant('window_end').notNull(),
    capacity: integer('capacity').notNull(),
    /** Completed orders delivered in this window. */
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    uniqueIndex('delivery_slots_window_idx').on(t.windowStart, t.windowEnd),
    check('delivery_slots_booked_check', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);

/** A place kept for an order in checkout until it expires (one per order: choosing again moves it). */
export const slotHolds = pgTable(
  'slot_holds',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => deliverySlots.id),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('slot_holds_slot_idx').on(t.slotId)],
);

/** The slot a completed order is delivered in: one per order (the last guard against double booking). */
export const slotBookings = pgTable('slot_bookings', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  slotId: integer('slot_id')
    .notNull()
    .references(() => deliverySlots.id),
});

/** A way to receive the order, offered to one order: scheduled slot, express or store pickup. */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1 scheduled, 2 express, 3 pickup (lib/checkout/delivery-windows.ts). */
    shippingMethodId: integer('shipping_method_id').notNull(),
    name: text('name').notNull(),
    cost: money('cost').notNull(),
    windowStart: instant('window_start').notNull(),
    windowEnd: instant('window_end').notNull(),
    /** Scheduled rates only. */
    slotId: integer('slot_id').references(() => deliverySlots.id),
  },
  (t) => [
    index('shipping_rates_order_idx').on(t.orderId),
    // The staff's board reads a day's chosen windows (lib/server/fulfilment/board.ts).
    index('shipping_rates_window_idx').on(t.windowStart),
  ],
);

/** A coupon. Codes are stored upper case. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['percent', 'fixed', 'free_shipping'] }).notNull(),
    /** Percent for 'percent', BRL for 'fixed', 0 for 'free_shipping'. */
    amount: money('amount').notNull().default('0'),
    minItemTotal: money('min_item_total').notNull().default('0'),
    startsAt: instant('starts_at').notNull(),
    expiresAt: instant('expires_at'),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    /** Completed orders that used it. */
    usageCount: integer('usage_count').notNull().default(0),
    /** Offered to customers by GET /promotions?by_eligible=true (others are known by their code only). */
    advertised: boolean('advertised').notNull().default(false),
    /** A deactivated coupon is refused as an unknown one (the manager's switch, kept for its usage counts). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check(
      'promotions_usage_check',
      sql`${t.usageCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usageCount} <= ${t.usageLimit})`,
    ),
  ],
);

/** One use of a coupon by one completed order. */
export const promotionUsages = pgTable(
  'promotion_usages',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The coupon's terms as the order used them: the weighing takes them off the weighed items, whatever
     * the manager changed in the coupon since (docs/business-rules.md, Coupons).
     */
    kind: text('kind', { enum: ['percent', 'fixed', 'free_shipping'] }).notNull(),
    amount: money('amount').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('promotion_usages_promotion_user_idx').on(t.promotionId, t.userId)],
);

export const PAYMENT_STATES = ['checkout', 'processing', 'pending', 'completed', 'failed', 'void'] as const;

/**
 * One payment attempt. States (Spree's): checkout (chosen), processing (being authorised), pending
 * (authorised, to be captured at the weighed amount), completed (captured), failed, void.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    creditCardId: integer('credit_card_id').references(() => creditCards.id),
    /** Authorised (or to be paid on delivery), BRL. */
    amount: money('amount').notNull(),
    state: text('state', { enum: PAYMENT_STATES }).notNull().default('checkout'),
    /** Sent to the gateway with every call about this attempt: the same key never charges twice. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The gateway's reason for a failure, in pt-BR. */
    failureMessage: text('failure_message'),
    /**
     * When the gateway confirmed the capture. A 'completed' card payment without it has its capture
     * decided (the produced amount recorded) and the capture job still to run.
     */
    capturedAt: instant('captured_at'),
    /**
     * When the gateway refused the capture for good (a GatewayRefusal: the authorisation expired or was
     * released, Mercado Pago's 4xx), and its words: never asked again, shown to the staff ('Captura recusada
     * pela operadora'), who settle the payment with the customer.
     */
    captureRefusedAt: instant('capture_refused_at'),
    captureRefusal: text('capture_refusal'),
    /**
     * What was refunded of the capture so far (docs/business-rules.md, Refunds): raised by a conditional
     * update under the payment's row lock, never above the captured amount (lib/server/fulfilment/refunds.ts).
     */
    refundedAmount: money('refunded_amount').notNull().default('0'),
    ...timestamps,
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // At most one live (authorised or being authorised) payment per order.
    uniqueIndex('payments_order_live_idx')
      .on(t.orderId)
      .where(sql`${t.state} in ('processing', 'pending', 'completed')`),
    // The recovery's sweeps, every minute: card payments whose capture is still to be confirmed (a few at
    // any time), and payments given back in the last minutes (read by update time, newest first).
    index('payments_uncaptured_idx')
      .on(t.updatedAt)
      .where(
        sql`${t.state} = 'completed' and ${t.creditCardId} is not null and ${t.capturedAt} is null and ${t.captureRefusedAt} is null`,
      ),
    index('payments_given_back_idx')
      .on(t.updatedAt)
      .where(sql`${t.state} in ('void', 'failed')`),
  ],
);

/**
 * A refund of a captured card payment (docs/business-rules.md, Refunds), whole or in part, by amount or by
 * lines, decided by a manager with a reason. The gateway is told after the decision is written, with the
 * refund's own idempotency key (derived from the payment's); `confirmed_at` is set once it answered, and the
 * sweep asks again for refunds left unconfirmed, unless the gateway refused them for good (`refused_at`).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    /** The order's lines refunded whole; empty for a refund by amount. */
    lineItemIds: integer('line_item_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The payment's key and the refund's number: the same refund asked twice is refunded once. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /**
     * The manager's Idempotency-Key of the request that made it, unique per order: a retry answers this
     * refund instead of making a second one. Null for the shop's own refunds and keyless requests.
     */
    requestKey: text('request_key'),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the gateway confirmed it; null while it is still to be told (the sweep's). */
    confirmedAt: instant('confirmed_at'),
    /**
     * When the gateway refused it for good (a GatewayRefusal: Mercado Pago's 4xx), and its words: never
     * asked again, shown to the staff ('recusado pela operadora'), who settle it with the gateway.
     */
    refusedAt: instant('refused_at'),
    refusal: text('refusal'),
    ...timestamps,
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_request_key_idx').on(t.orderId, t.requestKey),
    index('refunds_unconfirmed_idx')
      .on(t.createdAt)
      .where(sql`${t.confirmedAt} is null and ${t.refusedAt} is null`),
    check('refunds_amount_check', sql`${t.amount} > 0`),
  ],
);
