import { UTCDateMini } from '@date-fns/utc/date/mini';

/** The shop's time zone (Salvador; UTC-03:00, no daylight saving): its days, delivery windows and card months. */
export const SHOP_TIME_ZONE = 'America/Bahia';

/** America/Bahia's offset from UTC, unchanged since the state left daylight saving in 2012. */
const SHOP_UTC_OFFSET_MS = -3 * 60 * 60 * 1000;

/**
 * An instant as the shop's clock shows it, for date-fns to format: its getters read the shop's day and
 * hour. Made from the fixed offset rather than with `TZDate`, whose time zone rules come from Intl: a page's
 * first Intl formatter loads the runtime's time zone data, a long main-thread task on a slow phone inside
 * the render of an order or a blend list (docs/performance.md). For showing a time only: it is another
 * instant, so days and windows are computed with `TZDate` (lib/checkout/delivery-windows.ts).
 * shop-time-zone.test.ts checks it against `TZDate` in America/Bahia.
 */
export function shopWallClock(instant: string | Date): Date {
  return new UTCDateMini(new Date(instant).getTime() + SHOP_UTC_OFFSET_MS);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * An instant's shop-clock date and time in digits, 'dd/MM/yyyy HH:mm' cut to `parts`: 'date' (dd/MM/yyyy),
 * 'day' (dd/MM) or 'time' (HH:mm). Written by hand for the customer's order and blend pages, which would
 * otherwise load date-fns' formatter and date class for these few digits (docs/performance.md).
 */
export function shopDigits(instant: string | Date, parts: 'date' | 'day' | 'time'): string {
  // The shop's wall clock read through the UTC getters, as shopWallClock's are.
  const clock = new Date(new Date(instant).getTime() + SHOP_UTC_OFFSET_MS);
  const day = `${twoDigits(clock.getUTCDate())}/${twoDigits(clock.getUTCMonth() + 1)}`;
  if (parts === 'day') return day;
  if (parts === 'time') return `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
  return `${day}/${clock.getUTCFullYear()}`;
}

/** The shop-clock weekday (0 Sunday to 6 Saturday), day of the month and month (0 to 11) of an instant. */
export function shopCalendarDay(instant: string | Date): { weekday: number; date: number; month: number } {
  const clock = new Date(new Date(instant).getTime() + SHOP_UTC_OFFSET_MS);
  return { weekday: clock.getUTCDay(), date: clock.getUTCDate(), month: clock.getUTCMonth() };
}
