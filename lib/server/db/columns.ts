/** Column kinds every area's tables share, so that one kind is written one way. */
import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** A point in time, stored in UTC (shown in America/Bahia). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** An amount in BRL, exact to the cent. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** When a row was created and last changed. */
export const timestamps = {
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
};
