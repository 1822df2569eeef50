/**
 * The customers' data beyond who they are (lib/server/auth/schema.ts): addresses, saved cards, the
 * payment methods and the password reset tokens. Reset tokens are stored only as hashes; cards only as the
 * gateway's token plus what a shopper may see (brand, last digits, holder, expiry), never the number or CVV.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { coordinate, instant, timestamps } from '../db/columns';
import { CARD_BRANDS } from '@/lib/rules/card-tokens';
import { ownerId } from '../auth/schema';

/**
 * A delivery address of one customer. Deleting only sets deleted_at: orders keep pointing at the
 * address they were shipped to. A company address has a CNPJ (numeric or alphanumeric, upper case, no
 * punctuation), a company name and optionally a Bahia state registration (Inscrição Estadual).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
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
    latitude: coordinate('latitude'),
    longitude: coordinate('longitude'),
    deletedAt: instant('deleted_at'),
    ...timestamps,
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** Payment methods: id 1 is the credit card paid online through the gateway. */
export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** 'gateway' = card authorised online; 'pix' = Pix paid online before the order is prepared; 'on_delivery' = paid to the driver. */
  methodType: text('method_type', { enum: ['gateway', 'pix', 'on_delivery'] }).notNull(),
  /** Restrictable methods are offered only to some customers (none of the seeded ones are). */
  restrictable: boolean('restrictable').notNull().default(false),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/**
 * A customer's card: the gateway's one-time token it was typed as, its id at the gateway once saved there,
 * and displayable facts; never the number or the CVV (docs/business-rules.md, Saved cards).
 */
export const creditCards = pgTable(
  'credit_cards',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    /** The token the card was typed as: single-use, it pays the card's first order. */
    gatewayToken: text('gateway_token').notNull().unique(),
    /**
     * The card's id among the customer's cards at the gateway (Mercado Pago's customer card), set once its
     * first payment is authorised; later orders pay it with a token made from its CVV. Null before.
     */
    gatewayCardId: text('gateway_card_id'),
    ccType: text('cc_type', { enum: CARD_BRANDS }).notNull(),
    lastDigits: text('last_digits').notNull(),
    name: text('name').notNull(),
    /** 1 to 12. */
    month: integer('month').notNull(),
    /** Four digits. */
    year: integer('year').notNull(),
    /** Deleted cards stay for the payments that used them, hidden from the customer. */
    deletedAt: instant('deleted_at'),
    ...timestamps,
  },
  (t) => [
    index('credit_cards_user_idx').on(t.userId),
    check('credit_cards_last_digits_check', sql`${t.lastDigits} ~ '^[0-9]{4}$'`),
    check('credit_cards_month_check', sql`${t.month} BETWEEN 1 AND 12`),
  ],
);

/**
 * The customer's analytics consent choices, as made in the banner while signed in: the LGPD history of
 * what they accepted or refused, and when (docs/business-rules.md, Analytics and privacy).
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    choice: text('choice', { enum: ['granted', 'denied'] }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('consents_user_idx').on(t.userId)],
);

/** Single-use password reset tokens (SHA-256 of the token), valid for 1 hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
