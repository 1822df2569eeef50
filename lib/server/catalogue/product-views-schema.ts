/**
 * Products a shopper viewed, for the home's 'recently viewed' list (recorded per user, or per
 * guest cookie for guests). One row per visitor and variant, holding the time of the latest view.
 */
import { type Column, sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from '../db/columns';
import { variants } from './schema';

/**
 * A guest's row (visitor 'guest:...'). The prefix is SQL text, not a bound parameter, so that the retention
 * job's delete (oldGuestViews) states the predicate of product_views_guest_viewed_idx and can read it.
 */
export const isGuestView = (visitor: Column) => sql`starts_with(${visitor}, 'guest:')`;

export const productViews = pgTable(
  'product_views',
  {
    id: serial('id').primaryKey(),
    /** 'user:{id}' for a logged-in customer, 'guest:{random id from the guest cookie}' otherwise. */
    visitor: text('visitor').notNull(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    viewedAt: instant('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_views_visitor_variant_idx').on(t.visitor, t.variantId),
    index('product_views_visitor_viewed_idx').on(t.visitor, t.viewedAt),
    // The retention job's every-minute delete of guests' views past 30 days (deleteOldGuestViews) reads
    // this, not the whole table: guests' rows are most of it, one per guest cookie and variant.
    index('product_views_guest_viewed_idx').on(t.viewedAt).where(isGuestView(t.visitor)),
  ],
);
