/**
 * The shop's first holidays and delivery windows (docs/business-rules.md, Delivery windows and holds),
 * seeded at every start (seedIfEmpty), also into databases seeded before the tables existed:
 * - holidays: the national and Bahia public holidays of the maintained `date-holidays` calendar (BR, BA:
 *   2 de Julho among them) and Salvador's own (São João, Nossa Senhora da Conceição da Praia), this year's
 *   and next year's; Christmas Day and New Year's Day closed, the others holidays (pickup on Sunday's
 *   hours). A year is seeded once, when the table has no day of it: the manager's edits and deletions stay;
 *   next year's calendar arrives by itself with the first start of the year;
 * - windows: the standard ones (lib/checkout/delivery-windows.ts) with DELIVERY_SLOT_CAPACITY, when the
 *   table is empty.
 */
import type HolidaysCalendar from 'date-holidays';
import { and, count, gte, lte } from 'drizzle-orm';
import { standardWindows } from '@/lib/checkout/delivery-windows';
import { config } from '../config';
import type { Db } from '../db/database';
import { shopDate } from '../store/shop-schedule';
import * as storeTables from '../store/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

let calendar: Promise<HolidaysCalendar> | undefined;

/**
 * The calendar, imported when a year is first seeded: date-holidays and the time zone data it loads hold
 * about 24 MB of a server's memory, and each year is seeded once (docs/performance.md, Memory).
 */
function holidayCalendar(): Promise<HolidaysCalendar> {
  calendar ??= import('date-holidays').then(({ default: Holidays }) => {
    const loaded = new Holidays('BR', 'BA', { languages: ['pt'], types: ['public'] });
    loaded.setHoliday('06-24', { name: 'São João', type: 'public' });
    loaded.setHoliday('12-08', { name: 'Nossa Senhora da Conceição da Praia', type: 'public' });
    return loaded;
  });
  return calendar;
}

/** Days the shop does not open at all (month-day). */
const CLOSED_DAYS = new Set(['12-25', '01-01']);

export interface HolidayRow {
  day: string;
  name: string;
  kind: 'closed' | 'holiday';
}

/** The public holidays of `year` as the shop keeps them, one per day, in date order. */
export async function holidaysOf(year: number): Promise<HolidayRow[]> {
  const byDay = new Map<string, HolidayRow>();
  for (const holiday of (await holidayCalendar()).getHolidays(year)) {
    if (holiday.type !== 'public') continue;
    // `date` is the local calendar day, 'YYYY-MM-DD hh:mm:ss' (a holiday may span days: its first one).
    const day = holiday.date.slice(0, 10);
    if (byDay.has(day)) continue;
    byDay.set(day, { day, name: holiday.name, kind: CLOSED_DAYS.has(day.slice(5)) ? 'closed' : 'holiday' });
  }
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** Seeds this year's and next year's holidays, each year only when the table has no day of it. */
export async function seedHolidays(tx: Tx, now = new Date()): Promise<void> {
  const year = Number(shopDate(now).slice(0, 4));
  for (const seeded of [year, year + 1]) {
    const [row] = await tx
      .select({ n: count() })
      .from(storeTables.storeHolidays)
      .where(
        and(
          gte(storeTables.storeHolidays.day, `${seeded}-01-01`),
          lte(storeTables.storeHolidays.day, `${seeded}-12-31`),
        ),
      );
    if ((row?.n ?? 0) > 0) continue;
    await tx
      .insert(storeTables.storeHolidays)
      .values(await holidaysOf(seeded))
      .onConflictDoNothing();
  }
}

/** Seeds the standard delivery windows when there are none. */
export async function seedDeliveryWindows(tx: Tx): Promise<void> {
  const [row] = await tx.select({ n: count() }).from(storeTables.deliveryWindows);
  if ((row?.n ?? 0) > 0) return;
  await tx.insert(storeTables.deliveryWindows).values(standardWindows(config().DELIVERY_SLOT_CAPACITY));
}
