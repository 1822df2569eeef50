/** Column kinds every area's tables share, so that one kind is written one way. */
import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** A point in time, stored in UTC (shown in America/Bahia). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** An amount in BRL, exact to the cent. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** A price per unit of quantity (BRL per gram or per unit): 6 places hold 89.90 BRL/kg = 0.0899 BRL/g. */
export const unitPrice = (name: string) => numeric(name, { precision: 14, scale: 6 });

/** A latitude or longitude in degrees, to about 10 cm. */
export const coordinate = (name: string) => numeric(name, { precision: 9, scale: 6 });

/** When a row was created and last changed. */
export const timestamps = {
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
};
