/**
 * Real-user Web Vitals (docs/operations.md): one row per metric of a page view, by route pattern (never the
 * full URL), for the p75 report per route. Nothing here identifies the shopper.
 */
import { index, pgTable, real, serial, text } from 'drizzle-orm/pg-core';
import { instant } from '../db/columns';

export const webVitals = pgTable(
  'web_vitals',
  {
    id: serial('id').primaryKey(),
    /** The page's route pattern, like '/produtos/[slug]'. */
    route: text('route').notNull(),
    /** LCP, INP, CLS, FCP or TTFB. */
    name: text('name').notNull(),
    /** Milliseconds, or the unitless score for CLS. */
    value: real('value').notNull(),
    rating: text('rating'),
    connection: text('connection'),
    release: text('release'),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
  },
  (t) => [index('web_vitals_recorded_idx').on(t.recordedAt)],
);
