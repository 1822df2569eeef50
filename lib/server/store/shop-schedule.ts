/**
 * The shop's schedule as the checkout reads it (docs/business-rules.md, Delivery windows and holds): the
 * holidays of the days it offers and the scheduled windows of each weekday, from the manager's tables
 * (./schema.ts). Read per request in one statement over two small tables (on PGlite it costs what each of
 * the order JSON's other reads costs, such as the payment methods'): a change made on one app instance
 * reaches every other one at its next request, with no cache to invalidate. Not marked server-only: the
 * seed script (scripts/db-seed.mts) loads it too.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, lightFormat, startOfDay, subDays } from 'date-fns';
import { sql } from 'drizzle-orm';
import type { ShopCalendar, WeekdayWindow } from '@/lib/checkout/delivery-windows';
import { SHOP_TIME_ZONE } from '@/lib/shop-time-zone';
import type { Db } from '../db/database';
import * as storeTables from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ShopSchedule {
  calendar: ShopCalendar;
  weekdays: WeekdayWindow[];
}

/** The shop's calendar day of a moment, 'YYYY-MM-DD' (America/Bahia). */
export function shopDate(moment: Date): string {
  return lightFormat(new TZDate(moment, SHOP_TIME_ZONE), 'yyyy-MM-dd');
}

/** A calendar of `holidays` (day → kind); any other day is an ordinary one. */
export function calendarOf(holidays: readonly { day: string; kind: 'closed' | 'holiday' }[]): ShopCalendar {
  const kinds = new Map(holidays.map((holiday) => [holiday.day, holiday.kind]));
  return (day) => kinds.get(shopDate(day)) ?? null;
}

/** The days the checkout can ask about at `now`: today to a week ahead, with a day's margin either side. */
const DAYS_AHEAD = 9;

interface ScheduleRow {
  day: string | null;
  kind: 'closed' | 'holiday' | null;
  weekday: number | null;
  start_hour: number | null;
  end_hour: number | null;
  capacity: number | null;
}

/**
 * The holidays around `now` and every weekday window, read now, in one statement (one round trip): the
 * holidays' rows carry their day and kind, the windows' their hours and capacity.
 */
export async function loadShopSchedule(db: Db | Tx, now: Date): Promise<ShopSchedule> {
  const today = startOfDay(new TZDate(now, SHOP_TIME_ZONE));
  const holidays = storeTables.storeHolidays;
  const windows = storeTables.deliveryWindows;
  const { rows } = (await db.execute(sql`
    select ${holidays.day}::text as day, ${holidays.kind} as kind, null::int as weekday,
      null::int as start_hour, null::int as end_hour, null::int as capacity
    from ${holidays}
    where ${holidays.day} between ${shopDate(subDays(today, 1))} and ${shopDate(addDays(today, DAYS_AHEAD))}
    union all
    select null, null, ${windows.weekday}, ${windows.startHour}, ${windows.endHour}, ${windows.capacity}
    from ${windows}`)) as { rows: ScheduleRow[] };
  const days: { day: string; kind: 'closed' | 'holiday' }[] = [];
  const weekdays: WeekdayWindow[] = [];
  for (const row of rows) {
    if (row.day !== null && row.kind !== null) days.push({ day: row.day, kind: row.kind });
    else {
      weekdays.push({
        weekday: Number(row.weekday),
        startHour: Number(row.start_hour),
        endHour: Number(row.end_hour),
        capacity: Number(row.capacity),
      });
    }
  }
  return { calendar: calendarOf(days), weekdays };
}
