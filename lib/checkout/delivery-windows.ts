/**
 * The delivery and pickup windows of the FAQ (docs/business-rules.md, Delivery windows and holds), in the
 * shop's time zone, America/Bahia (UTC-03:00, no daylight saving), from an injected clock:
 * - scheduled delivery on the next 7 days, in the windows of each weekday the manager set (the caller's
 *   `WeekdayWindow` rows, lib/server/store/shop-schedule.ts; STANDARD_WINDOWS are the shop's first ones:
 *   Monday 8-13, 13-17, 15-20; Tuesday to Saturday the same plus 17-21; none on Sunday). Tomorrow's windows
 *   can be booked until 23:59 today; today's not at all;
 * - express: arrives within 3 hours, offered while the shop delivers (Monday to Saturday, leaving by
 *   18:00 so that it arrives by 21:00, the end of the last window);
 * - store pickup: Monday to Saturday 07:00-19:00, Sunday and holidays 07:00-12:00, from one hour after the
 *   order on the same day.
 * Holidays come from the caller's calendar (lib/server/store/shop-schedule.ts): on a holiday the shop does not
 * deliver (as on Sunday) and opens for pickup on the holiday's own hours, Sunday's when it has none; on a
 * closed day it does neither.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, addHours, isSunday, startOfDay, startOfHour } from 'date-fns';
import { SHOP_TIME_ZONE } from '@/lib/shop-time-zone';
import { PICKUP_HOURS } from './shipping-methods';

// The ways to receive an order and the pickup hours live apart, for pages that need no window arithmetic.
export { SHIPPING_METHODS } from './shipping-methods';

/**
 * A day that is not its weekday's: a holiday (no delivery; pickup on its own hours [open, close) when it has
 * them, else Sunday's) or a day closed (no pickup either).
 */
export interface SpecialDay {
  kind: 'holiday' | 'closed';
  pickupHours?: readonly [number, number];
}

/** What a shop day is besides its weekday: a holiday, a day closed, or neither (null). */
export type ShopCalendar = (day: Date) => SpecialDay | null;

/** A calendar without holidays: every day keeps its weekday's hours. */
export const NO_HOLIDAYS: ShopCalendar = () => null;

export interface TimeWindow {
  start: Date;
  end: Date;
}

/** A scheduled window of one weekday (0 Sunday ... 6 Saturday): whole hours [start, end) and its capacity. */
export interface WeekdayWindow {
  weekday: number;
  startHour: number;
  endHour: number;
  capacity: number;
}

/** A scheduled window of one day, with the capacity its weekday's window gives it. */
export interface ScheduledWindow extends TimeWindow {
  capacity: number;
}

/** Orders a scheduled window takes unless the manager says otherwise (DELIVERY_SLOT_CAPACITY's default). */
const STANDARD_SLOT_CAPACITY = 20;

/**
 * The shop's first windows, with which the windows' table is seeded: Monday 8-13, 13-17 and 15-20; Tuesday
 * to Saturday the same plus the evening, 17-21; none on Sunday.
 */
export function standardWindows(capacity = STANDARD_SLOT_CAPACITY): WeekdayWindow[] {
  const day = [
    [8, 13],
    [13, 17],
    [15, 20],
  ] as const;
  return [1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    [...day, ...(weekday === 1 ? [] : ([[17, 21]] as const))].map(([startHour, endHour]) => ({
      weekday,
      startHour,
      endHour,
      capacity,
    })),
  );
}

const SCHEDULING_DAYS = 7;
const EXPRESS_HOURS = 3;

/** The hours [from, until) express is offered in (the manager's, lib/server/store/delivery-costs.ts). */
export interface ExpressHours {
  from: number;
  until: number;
}
/** Express leaves the shop from 08:00 until 18:00 (3 hours before the last window closes). */
export const STANDARD_EXPRESS_HOURS: ExpressHours = { from: 8, until: 18 };
/** An order can be picked up one hour after it is placed, at the earliest. */
const PICKUP_PREPARATION_HOURS = 1;

function shopDay(now: Date): TZDate {
  return startOfDay(new TZDate(now, SHOP_TIME_ZONE));
}

function at(day: TZDate, hour: number): Date {
  const moment = new TZDate(day, SHOP_TIME_ZONE);
  moment.setHours(hour, 0, 0, 0);
  return new Date(moment.getTime());
}

function windowsOf(
  day: TZDate,
  calendar: ShopCalendar,
  weekdays: readonly WeekdayWindow[],
): ScheduledWindow[] {
  if (calendar(day)) return [];
  return weekdays
    .filter((window) => window.weekday === day.getDay())
    .sort((a, b) => a.startHour - b.startHour || a.endHour - b.endHour)
    .map((window) => ({
      start: at(day, window.startHour),
      end: at(day, window.endHour),
      capacity: window.capacity,
    }));
}

/**
 * The scheduled windows that can be booked at `now`: those `weekdays` give the next 7 days, from
 * tomorrow, but on the calendar's holidays and closed days.
 */
export function scheduledWindows(
  now: Date,
  calendar: ShopCalendar,
  weekdays: readonly WeekdayWindow[],
): ScheduledWindow[] {
  const today = shopDay(now);
  const windows: ScheduledWindow[] = [];
  for (let offset = 1; offset <= SCHEDULING_DAYS; offset++) {
    windows.push(...windowsOf(addDays(today, offset), calendar, weekdays));
  }
  return windows;
}

const windowKey = (window: TimeWindow) => `${window.start.getTime()} ${window.end.getTime()}`;

/**
 * Whether a scheduled window may still be booked at `now` (its day is after today, within 7 days), as a
 * test worked out once for all the windows of an order.
 */
export function bookableAt(
  now: Date,
  calendar: ShopCalendar,
  weekdays: readonly WeekdayWindow[],
): (window: TimeWindow) => boolean {
  const bookable = new Set(scheduledWindows(now, calendar, weekdays).map(windowKey));
  return (window) => bookable.has(windowKey(window));
}

/** Whether a scheduled window may still be booked at `now` (bookableAt, for one window). */
export function isBookable(
  window: TimeWindow,
  now: Date,
  calendar: ShopCalendar,
  weekdays: readonly WeekdayWindow[],
): boolean {
  return bookableAt(now, calendar, weekdays)(window);
}

/** The express window starting now, or null outside the hours it is offered. */
export function expressWindow(
  now: Date,
  calendar: ShopCalendar,
  hours: ExpressHours = STANDARD_EXPRESS_HOURS,
): TimeWindow | null {
  const local = new TZDate(now, SHOP_TIME_ZONE);
  if (isSunday(local) || calendar(shopDay(now))) return null;
  const hour = local.getHours() + local.getMinutes() / 60;
  if (hour < hours.from || hour >= hours.until) return null;
  return { start: now, end: addHours(now, EXPRESS_HOURS) };
}

/**
 * Pickup windows for today (from one hour after `now`, on the hour, while the shop is open) and the next
 * 6 days: one per day the shop opens, the day's opening hours (`pickupHours`, Sunday first; a holiday's
 * are its own, or Sunday's when it has none).
 */
export function pickupWindows(
  now: Date,
  calendar: ShopCalendar,
  pickupHours: readonly (readonly [number, number])[] = PICKUP_HOURS,
): TimeWindow[] {
  const today = shopDay(now);
  const windows: TimeWindow[] = [];
  for (let offset = 0; offset < SCHEDULING_DAYS; offset++) {
    const day = addDays(today, offset);
    const special = calendar(day);
    if (special?.kind === 'closed') continue;
    const [open, close] = special ? (special.pickupHours ?? pickupHours[0]!) : pickupHours[day.getDay()]!;
    let start = at(day, open);
    const end = at(day, close);
    if (offset === 0) {
      const ready = addHours(now, PICKUP_PREPARATION_HOURS);
      // On the hour, rounding up (Bahia's offset is whole hours: UTC's hours are the shop's).
      const earliest =
        ready.getTime() === startOfHour(ready).getTime() ? ready : addHours(startOfHour(ready), 1);
      if (earliest > start) start = earliest;
      if (start >= end) continue;
    }
    windows.push({ start, end });
  }
  return windows;
}
