import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, timestamps } from '../db/columns';

/** The built-in test gateway's side: one transaction per idempotency key. */
export const testGatewayTransactions = pgTable('test_gateway_transactions', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  token: text('token').notNull(),
  state: text('state', { enum: ['authorized', 'declined', 'failed', 'captured', 'voided'] }).notNull(),
  authorizedCents: integer('authorized_cents').notNull(),
  capturedCents: integer('captured_cents').notNull().default(0),
  message: text('message'),
  ...timestamps,
});

/** Saved cards (their ids) the shop asked the test gateway to forget: no token is made from them any more. */
export const testGatewayDeletedTokens = pgTable('test_gateway_deleted_tokens', {
  token: text('token').primaryKey(),
  deletedAt: instant('deleted_at').notNull().defaultNow(),
});

/**
 * The test gateway's refunds, one per refund key (a repeated key is the same refund), of a captured card
 * transaction or of a paid Pix charge: `idempotencyKey` is the one or the other's.
 */
export const testGatewayRefunds = pgTable('test_gateway_refunds', {
  refundKey: text('refund_key').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull(),
  amountCents: integer('amount_cents').notNull(),
  ...timestamps,
});

/**
 * The built-in test gateway's Pix charges, one per idempotency key: pending until the demo's bank pays it
 * (payTestPix) or the shop cancels it; a canceled charge can no longer be paid, a paid one stays paid.
 */
export const testGatewayPixCharges = pgTable('test_gateway_pix_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  brCode: text('br_code').notNull(),
  state: text('state', { enum: ['pending', 'paid', 'canceled'] })
    .notNull()
    .default('pending'),
  expiresAt: instant('expires_at').notNull(),
  paidAt: instant('paid_at'),
  ...timestamps,
});
