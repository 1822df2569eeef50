/**
 * The shop's side of a Pix payment (docs/business-rules.md, Payment: Pix): the code the customer pays and
 * its expiry, as the gateway created them, when the shop applied the gateway's paid state, and what the
 * shop owes back (a payment that arrived after the order was given back, or cancelled after it was paid).
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { instant, money, timestamps } from '../db/columns';
import { orders } from '../orders/schema';
import { payments, refunds } from './schema';

export const pixCharges = pgTable(
  'pix_charges',
  {
    paymentId: integer('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The copy-and-paste code (EMV BR Code), also drawn as the QR code. */
    brCode: text('br_code').notNull(),
    expiresAt: instant('expires_at').notNull(),
    /** When the gateway said it was paid (as the shop applied it); null while unpaid. */
    paidAt: instant('paid_at'),
    /** What the shop owes back to the customer's account, BRL; refunded by the refunds' work. */
    refundDue: money('refund_due').notNull().default('0'),
    /**
     * Why: 'paid_after_expiry' (the order had been given back), 'canceled' (paid, then cancelled) or
     * 'weighed_difference' (what the weighing did not use).
     */
    refundReason: text('refund_reason', { enum: ['paid_after_expiry', 'canceled', 'weighed_difference'] }),
    /** The refund the shop decided for what is owed (lib/server/fulfilment/refunds.ts); null until then. */
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('pix_charges_order_idx').on(t.orderId),
    // The expiry job, every minute: the unpaid charges by expiry.
    index('pix_charges_unpaid_idx')
      .on(t.expiresAt)
      .where(sql`${t.paidAt} is null`),
  ],
);
