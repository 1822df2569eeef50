import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from '../db/columns';

/**
 * The payment notices (webhooks) the shop took, by their request id: a notice sent again with the same id
 * is a replay, refused by the conditional insert of its row (lib/server/payments/webhook-routes.ts). Rows
 * older than the signature's tolerance protect nothing more (a stale notice is refused anyway).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** 'mercadopago'. */
    provider: text('provider').notNull(),
    requestId: text('request_id').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.requestId] })],
);
