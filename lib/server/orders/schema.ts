/**
 * Orders and their line items (Spree semantics). Conventions:
 * - quantities are integers in the variant's unit: grams when unit_for_quantity = 'g', units when 'un';
 * - a line's price is BRL per gram or per unit (exact decimal, refreshed from the variant while the order
 *   is open); order totals are BRL rounded to the cent and always recomputed by the server;
 * - a guest order belongs to whoever holds its token (≥ 128 random bits); a customer's order to its user.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { coordinate, instant, money, timestamps, unitPrice } from '../db/columns';
import { addresses, creditCards, paymentMethods } from '../accounts/schema';
import { users } from '../auth/schema';
import { mixTemplates } from '../blends/schema';
import { variants } from '../catalogue/schema';
import { ORDER_STATES } from '../../rules/order-states';
import { DEFAULT_SUBSTITUTION, SUBSTITUTIONS } from '../../rules/substitution';

// The states are the contract's (the API sends them); the database holds the same list.
export { OPEN_ORDER_STATES, ORDER_STATES, type OrderState } from '../../rules/order-states';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Public number shown to the shopper: 'R' and 9 digits, e.g. 'R123456789'. */
    number: text('number').notNull().unique(),
    /** Guest access token (base64url of 24 random bytes). Useless once the order belongs to a user. */
    token: text('token').notNull().unique(),
    userId: integer('user_id').references(() => users.id),
    email: text('email'),
    state: text('state', { enum: ORDER_STATES }).notNull().default('cart'),
    /** Sum of the line totals, BRL. */
    itemTotal: money('item_total').notNull().default('0'),
    shipTotal: money('ship_total').notNull().default('0'),
    /** Promotions and other adjustments (negative for discounts), BRL. */
    adjustmentTotal: money('adjustment_total').notNull().default('0'),
    total: money('total').notNull().default('0'),
    channel: text('channel').notNull().default('spree'),
    /** The saved address chosen at checkout, and its snapshot (ShipAddressJson) as it was then. */
    shipAddressId: integer('ship_address_id').references(() => addresses.id),
    shipAddress: jsonb('ship_address'),
    /** Company of a CNPJ address, named on the NF-e. */
    companyName: text('company_name'),
    /** The chosen shipping rate (shipping_rates.id; no foreign key: rates reference orders). */
    selectedShippingRateId: integer('selected_shipping_rate_id'),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    creditCardId: integer('credit_card_id').references(() => creditCards.id),
    /**
     * A saved card's one-time token for this order's authorisation: the browser made it from the card's
     * CVV alone (docs/business-rules.md, Saved cards). Taken (set to null) by the completion that uses it.
     */
    cardToken: text('card_token'),
    /** The applied coupon (promotions.id). */
    promotionId: integer('promotion_id'),
    /** When the customer declared being 18 or older (required when the order holds alcohol). */
    ageDeclaredAt: instant('age_declared_at'),
    /** After completion: payment_evaluating → pending → ... → ready; and delivery's states. */
    fulfillmentState: text('fulfillment_state'),
    deliveryState: text('delivery_state'),
    /** Items as weighed at packaging plus shipping and adjustments, BRL: what is captured. */
    producedAmount: money('produced_amount'),
    /** The NF-e (sale receipt) link, set by staff. */
    saleReceiptUrl: text('sale_receipt_url'),
    /** The driver's visit: null until assigned, then 'assigned', 'on_the_way', 'arrived'. */
    visitState: text('visit_state'),
    /**
     * The staff member (role driver) the delivery is assigned to; null before dispatch, or when assigned by
     * name from the command line. driver_name is what the customer's tracker shows (the first name).
     */
    driverId: integer('driver_id').references(() => users.id, { onDelete: 'set null' }),
    driverName: text('driver_name'),
    vehicleLicensePlate: text('vehicle_license_plate'),
    /** The order's place (1, 2, ...) in its driver's route, set at dispatch (PUT /admin/routes). */
    routePosition: integer('route_position'),
    completedAt: instant('completed_at'),
    /**
     * When a browser was told to send GA4's purchase of this order (lib/server/analytics/purchase-event.ts):
     * once per order, whatever devices see it complete.
     */
    purchaseTrackedAt: instant('purchase_tracked_at'),
    ...timestamps,
  },
  (t) => [
    // One current (open) order per customer, even when two requests race to create it; an order being
    // completed still counts (it goes back to payment when its card is declined).
    uniqueIndex('orders_user_open_idx')
      .on(t.userId)
      .where(
        sql`${t.userId} is not null and ${t.state} in ('cart', 'address', 'delivery', 'payment', 'confirm', 'completing')`,
      ),
    index('orders_user_idx').on(t.userId),
    // The back office's list: placed orders, newest first (lib/server/fulfilment/staff-queries.ts), read
    // backwards: `desc` columns here would sort nulls last, where `order by ... desc` puts them first.
    index('orders_placed_completed_idx')
      .on(t.completedAt, t.id)
      .where(sql`${t.state} in ('complete', 'canceled')`),
    index('orders_driver_idx').on(t.driverId),
  ],
);

/**
 * A saved blend template placed in an order (a mix): `quantity` grams of the recipe, made
 * of line items (mix_id) whose quantities are the recipe's shares of it. Changed only as a whole.
 */
export const mixes = pgTable(
  'mixes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // No cascade: a saved template cannot be deleted, and orders keep their blends.
    templateId: integer('template_id')
      .notNull()
      .references(() => mixTemplates.id),
    /** Grams of the blend: the sum of its lines. */
    quantity: integer('quantity').notNull(),
    ...timestamps,
  },
  (t) => [
    // A template appears once per order: adding it again grows that mix.
    uniqueIndex('mixes_order_template_idx').on(t.orderId, t.templateId),
    check('mixes_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const lineItems = pgTable(
  'line_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      // No cascade: completed orders keep their lines (the demo reseed truncates everything instead).
      .references(() => variants.id),
    /** Grams ('g') or units ('un'), within the variant's minimum, increment and maximum. */
    quantity: integer('quantity').notNull(),
    /** BRL per gram or per unit, as the variant's price (exact decimal). */
    price: unitPrice('price').notNull(),
    /** Lines sharing a mix id are one blend: the mix's lines, changed together through the mix. */
    mixId: integer('mix_id').references(() => mixes.id, { onDelete: 'cascade' }),
    /** Grams per bag for weighed products (lib/cart/portioning.ts), null when not portioned. */
    portioningSize: integer('portioning_size'),
    /** At most 99 characters. */
    observation: text('observation'),
    /** Grams or units actually weighed or packed, recorded at packaging. */
    producedQuantity: integer('produced_quantity'),
    /**
     * What the customer wants when the line is missing at packing (lib/rules/substitution.ts): a new line
     * starts with the account's default ('similar' for a guest), the cart changes it per line.
     */
    substitution: text('substitution', { enum: SUBSTITUTIONS }).notNull().default(DEFAULT_SUBSTITUTION),
    /**
     * On a line the staff added at packing in place of a missing one (lib/server/fulfilment/substitutes.ts):
     * the line it replaces, which was weighed as 0.
     */
    substituteForId: integer('substitute_for_id').references((): AnyPgColumn => lineItems.id, {
      onDelete: 'cascade',
    }),
    ...timestamps,
  },
  (t) => [
    // An order's lines, and their variants without reading the table: 'bought together' reads those of a
    // product's latest orders (lib/server/catalogue/co-purchases.ts).
    index('line_items_order_covering_idx').on(t.orderId, t.variantId),
    // A variant's latest orders, read backwards for 'bought together' (lib/server/catalogue/co-purchases.ts);
    // it also serves the foreign key when a variant is deleted.
    index('line_items_variant_idx').on(t.variantId, t.orderId),
    // A variant appears once per order (once per blend): adding it again changes that line.
    uniqueIndex('line_items_order_variant_idx')
      .on(t.orderId, t.variantId)
      .where(sql`${t.mixId} is null`),
    uniqueIndex('line_items_order_mix_variant_idx')
      .on(t.orderId, t.mixId, t.variantId)
      .where(sql`${t.mixId} is not null`),
    check('line_items_quantity_check', sql`${t.quantity} > 0`),
    check('line_items_observation_check', sql`char_length(${t.observation}) <= 99`),
    check(
      'line_items_substitution_check',
      sql`${t.substitution} in (${sql.raw(SUBSTITUTIONS.map((value) => `'${value}'`).join(', '))})`,
    ),
    // Few lines are substitutes; the index serves the foreign key when a cart's line is deleted.
    index('line_items_substitute_for_idx')
      .on(t.substituteForId)
      .where(sql`${t.substituteForId} is not null`),
  ],
);

/** Where the driver was (posted by the driver's app or by staff), for the tracker's map. */
export const driverLocations = pgTable(
  'driver_locations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    latitude: coordinate('latitude').notNull(),
    longitude: coordinate('longitude').notNull(),
    /** The time on the driver's device when the position was taken. */
    clientTime: instant('client_time').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('driver_locations_order_idx').on(t.orderId),
    // The retention job deletes positions past 30 days (docs/business-rules.md, Staff roles).
    index('driver_locations_created_idx').on(t.createdAt),
  ],
);

/** Every staff action on an order: who, when, what, the order's state before and after, a note. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The staff member; null for the system (recovery, the command line without an account). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').notNull().default({}),
    /** What the action changed, as it was and as it became ({fulfillment_state: 'packaging'}, ...). */
    before: jsonb('before'),
    after: jsonb('after'),
    /** The staff's words: an error's description, a failed delivery's reason. */
    note: text('note'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/**
 * The Idempotency-Key of each cart creation (POST /api/v1/orders), scoped to its caller: a retry whose
 * first answer was lost finds the cart the first one made, instead of making a second (docs/security.md).
 * Goes with its order.
 */
export const orderCreationKeys = pgTable('order_creation_keys', {
  /** 'guest:<key>' or 'user:<id>:<key>'. */
  key: text('key').primaryKey(),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  /** Whether that request created the order (201) or added to the customer's current one (200). */
  created: boolean('created').notNull().default(false),
  createdAt: instant('created_at').notNull().defaultNow(),
});
