/**
 * The audit of the store back office (docs/business-rules.md, Store back office): every change the staff
 * makes to the catalogue and the store's settings, with who made it, when, what it changed and the thing as
 * it was and as it became. Written in the transaction of the change itself (./store-changes.ts).
 */
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema';
import { instant } from '../db/columns';

export const storeChanges = pgTable(
  'store_changes',
  {
    id: serial('id').primaryKey(),
    /** The staff member; null for the shop itself (the command line without an account). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was changed: 'product', 'picture', 'holiday', 'delivery_window', 'coupon', ... */
    entity: text('entity').notNull(),
    /** Its id, as text: a setting kept under a name has no number. */
    entityId: text('entity_id').notNull(),
    /** As it was (null: created) and as it became (null: removed). */
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('store_changes_created_idx').on(t.createdAt, t.id),
    index('store_changes_entity_idx').on(t.entity, t.entityId),
  ],
);
