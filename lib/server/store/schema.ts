/**
 * The store's settings the manager edits in the back office (docs/business-rules.md, Delivery windows and
 * holds): the shop's holidays and the scheduled delivery windows of each weekday with their capacity. Both
 * are read per checkout request (lib/server/store/shop-schedule.ts), so a change reaches every app instance
 * at its next request.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../db/columns';

const HOLIDAY_KINDS = ['closed', 'holiday'] as const;

/**
 * One day the shop does not deliver: 'holiday' (pickup on its own hours, Sunday's when it has none) or
 * 'closed' (no pickup either). A holiday's hours are whole hours [open, close) in the shop's time zone, both
 * or neither. Seeded with the national, Bahia and Salvador holidays (lib/server/seed/holidays-seed.ts).
 */
export const storeHolidays = pgTable(
  'store_holidays',
  {
    id: serial('id').primaryKey(),
    /** The shop's calendar day (America/Bahia). */
    day: date('day', { mode: 'string' }).notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind', { enum: HOLIDAY_KINDS }).notNull(),
    openHour: smallint('open_hour'),
    closeHour: smallint('close_hour'),
    ...timestamps,
  },
  (t) => [
    check(
      'store_holidays_hours_check',
      sql`(${t.openHour} is null and ${t.closeHour} is null) or (${t.kind} = 'holiday' and ${t.openHour} is not null and ${t.closeHour} is not null and ${t.openHour} >= 0 and ${t.openHour} < ${t.closeHour} and ${t.closeHour} <= 24)`,
    ),
  ],
);

/**
 * A scheduled delivery window of one weekday (0 Sunday ... 6 Saturday), whole hours [start, end) in the
 * shop's time zone, and how many orders it takes. A day's slot (lib/server/checkout/schema.ts,
 * delivery_slots) copies the capacity when it is first offered; a change updates the future slots.
 */
export const deliveryWindows = pgTable(
  'delivery_windows',
  {
    id: serial('id').primaryKey(),
    weekday: integer('weekday').notNull(),
    startHour: integer('start_hour').notNull(),
    endHour: integer('end_hour').notNull(),
    capacity: integer('capacity').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('delivery_windows_weekday_hours_idx').on(t.weekday, t.startHour, t.endHour),
    check(
      'delivery_windows_hours_check',
      sql`${t.weekday} between 0 and 6 and ${t.startHour} >= 0 and ${t.endHour} <= 24 and ${t.startHour} < ${t.endHour}`,
    ),
    check('delivery_windows_capacity_check', sql`${t.capacity} >= 0`),
  ],
);

/**
 * A banner of the home's carousel (docs/business-rules.md, Store back office): its picture (1440 × 480 WebP
 * in the media storage; none yet right after it is created), what the picture says, where it leads (a path
 * of the shop or an https address), its place, and when it shows: while active, from its first day to the
 * end of its last (America/Bahia; null: no limit).
 */
export const homeBanners = pgTable('home_banners', {
  id: serial('id').primaryKey(),
  imageUrl: text('image_url'),
  alt: text('alt').notNull(),
  href: text('href').notNull(),
  position: integer('position').notNull().default(0),
  startsOn: date('starts_on', { mode: 'string' }),
  endsOn: date('ends_on', { mode: 'string' }),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

/**
 * The store's settings the manager edits that are one value each (the store's information, the delivery
 * costs): one row per key, its value as the contract's schema wrote it. A missing key means the
 * configuration's default (lib/server/config.ts).
 */
export const storeSettings = pgTable('store_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  ...timestamps,
});
