/**
 * Customers, their sessions, addresses, saved cards and notify-me subscriptions, the payment methods,
 * and the small tables behind password resets, throttling and captcha replay protection.
 * Passwords, session tokens and reset tokens are stored only as hashes; cards only as the gateway's
 * token plus what a shopper may see (brand, last digits, holder, expiry), never the number or CVV.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { variants } from '../catalogue/schema';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; it identifies the account and cannot change. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** 11 digits, no punctuation; cannot change once set. */
    cpf: text('cpf'),
    phone: text('phone'),
    /** Memory-hard hash (see lib/server/auth/password-hash.ts). */
    passwordHash: text('password_hash').notNull(),
    /** 'staff' may use the back office (/api/sales/admin/...); customers get 403 there. */
    role: text('role', { enum: ['customer', 'staff'] })
      .notNull()
      .default('customer'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`), uniqueIndex('users_cpf_idx').on(t.cpf)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token (the token itself is only ever in the client's hands). */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * A delivery address of one customer. Deleting only sets deleted_at: orders keep pointing at the
 * address they were shipped to. A company address has a CNPJ (numeric or alphanumeric, upper case, no
 * punctuation), a company name and optionally a Bahia state registration (Inscrição Estadual).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The receiver's name (the API calls it firstname, as Spree does). */
    firstname: text('firstname').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    neighborhood: text('neighborhood').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull().default('Bahia'),
    /** 8 digits. */
    zipcode: text('zipcode').notNull(),
    /** 9 to 13 digits with the area code. */
    phone: text('phone').notNull(),
    reference: text('reference').notNull(),
    additionalInformation: text('additional_information'),
    cnpj: text('cnpj'),
    ieCompany: text('ie_company'),
    company: text('company'),
    /** WGS84 degrees, for the map image; null when unknown. */
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** Payment methods: id 1 is the credit card paid online through the gateway. */
export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** 'gateway' = card authorised online; 'on_delivery' = paid to the driver. */
  methodType: text('method_type', { enum: ['gateway', 'on_delivery'] }).notNull(),
  /** Restrictable methods are offered only to some customers (none of the seeded ones are). */
  restrictable: boolean('restrictable').notNull().default(false),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** A card saved at the payment gateway. Only its token and displayable facts are kept here. */
export const creditCards = pgTable(
  'credit_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    gatewayToken: text('gateway_token').notNull().unique(),
    ccType: text('cc_type', { enum: ['visa', 'master', 'american_express', 'discover', 'other'] }).notNull(),
    lastDigits: text('last_digits').notNull(),
    name: text('name').notNull(),
    /** 1 to 12. */
    month: integer('month').notNull(),
    /** Four digits. */
    year: integer('year').notNull(),
    /** Deleted cards stay for the payments that used them, hidden from the customer. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('credit_cards_user_idx').on(t.userId),
    check('credit_cards_last_digits_check', sql`${t.lastDigits} ~ '^[0-9]{4}$'`),
    check('credit_cards_month_check', sql`${t.month} BETWEEN 1 AND 12`),
  ],
);

/**
 * "Me avise quando chegar!": one row per customer and variant. notified_at is set when the back-in-stock
 * e-mail went out, which ends the subscription (the customer may subscribe again).
 */
export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('stock_notifications_user_variant_idx').on(t.userId, t.variantId),
    index('stock_notifications_variant_idx').on(t.variantId),
  ],
);

/** Single-use password reset tokens (SHA-256 of the token), valid for 1 hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Fixed-window request counters ('login:ip:1.2.3.4', 'login:email:ana@...'), shared by every app
 * instance through the database so that throttling holds when the shop scales out.
 */
export const throttleBuckets = pgTable('throttle_buckets', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** ALTCHA challenges already solved, kept until they expire so that a solution cannot be replayed. */
export const usedCaptchas = pgTable('used_captchas', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
