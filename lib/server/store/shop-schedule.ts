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
import type { ShopCalendar, SpecialDay, WeekdayWindow } from '@/lib/checkout/delivery-windows';
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

/**
 * The instants the shop's day `date` ('YYYY-MM-DD') starts and ends (the next day's start), whatever the
 * server's own time zone: the date's numbers are read in the shop's.
 */
export function shopDayRange(date: string): { start: Date; end: Date } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const start = new TZDate(year, month - 1, day, SHOP_TIME_ZONE);
  return { start: new Date(start.getTime()), end: new Date(addDays(start, 1).getTime()) };
}

/** A holiday or closed day of the calendar: its shop day, 'YYYY-MM-DD', its kind and its own hours. */
export type CalendarDay = SpecialDay & { day: string };

/** A calendar of `holidays` (day → kind and hours); any other day is an ordinary one. */
export function calendarOf(holidays: readonly CalendarDay[]): ShopCalendar {
  const days = new Map<string, SpecialDay>(
    holidays.map(({ day, kind, pickupHours }) => [day, pickupHours ? { kind, pickupHours } : { kind }]),
  );
  return (day) => days.get(shopDate(day)) ?? null;
}

/** The days the checkout can ask about at `now`: today to a week ahead, with a day's margin either side. */
const DAYS_AHEAD = 9;

interface ScheduleRow {
  day: string | null;
  kind: 'closed' | 'holiday' | null;
  open_hour: number | null;
  close_hour: number | null;
  weekday: number | null;
  start_hour: number | null;
  end_hour: number | null;
  capacity: number | null;
}

/**
 * The holidays around `now` and every weekday window, read now, in one statement (one round trip): the
 * holidays' rows carry their day, kind and own pickup hours, the windows' their hours and capacity.
 */
export async function loadShopSchedule(db: Db | Tx, now: Date): Promise<ShopSchedule> {
  const today = startOfDay(new TZDate(now, SHOP_TIME_ZONE));
  const holidays = storeTables.storeHolidays;
  const windows = storeTables.deliveryWindows;
  const { rows } = (await db.execute(sql`
    select ${holidays.day}::text as day, ${holidays.kind} as kind, ${holidays.openHour}::int as open_hour,
      ${holidays.closeHour}::int as close_hour, null::int as weekday, null::int as start_hour,
      null::int as end_hour, null::int as capacity
    from ${holidays}
    where ${holidays.day} between ${shopDate(subDays(today, 1))} and ${shopDate(addDays(today, DAYS_AHEAD))}
    union all
    select null, null, null, null, ${windows.weekday}, ${windows.startHour}, ${windows.endHour},
      ${windows.capacity}
    from ${windows}`)) as { rows: ScheduleRow[] };
  const days: CalendarDay[] = [];
  const weekdays: WeekdayWindow[] = [];
  for (const row of rows) {
    if (row.day !== null && row.kind !== null) {
      const hours =
        row.open_hour !== null && row.close_hour !== null
          ? { pickupHours: [Number(row.open_hour), Number(row.close_hour)] as const }
          : {};
      days.push({ day: row.day, kind: row.kind, ...hours });
    } else {
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
