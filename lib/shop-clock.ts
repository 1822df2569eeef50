/**
 * The shop's clock in digits, without date-fns: America/Bahia has kept one offset since 2012 (see
 * ./shop-time-zone.ts, whose shopWallClock reads it for date-fns). A leaf module, so that the customer's
 * order and blend pages load neither date-fns nor its date class for a few digits (docs/performance.md).
 */

/** America/Bahia's offset from UTC, unchanged since the state left daylight saving in 2012. */
export const SHOP_UTC_OFFSET_MS = -3 * 60 * 60 * 1000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * An instant's shop-clock date and time in digits, 'dd/MM/yyyy HH:mm:ss' cut to `parts`: 'date'
 * (dd/MM/yyyy), 'day' (dd/MM), 'time' (HH:mm) or 'seconds' (HH:mm:ss).
 */
export function shopDigits(instant: string | Date, parts: 'date' | 'day' | 'time' | 'seconds'): string {
  // The shop's wall clock read through the UTC getters, as shopWallClock's are.
  const clock = new Date(new Date(instant).getTime() + SHOP_UTC_OFFSET_MS);
  const day = `${twoDigits(clock.getUTCDate())}/${twoDigits(clock.getUTCMonth() + 1)}`;
  if (parts === 'day') return day;
  const time = `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
  if (parts === 'time') return time;
  if (parts === 'seconds') return `${time}:${twoDigits(clock.getUTCSeconds())}`;
  return `${day}/${clock.getUTCFullYear()}`;
}

/** The shop-clock weekday (0 Sunday to 6 Saturday), day of the month and month (0 to 11) of an instant. */
export function shopCalendarDay(instant: string | Date): { weekday: number; date: number; month: number } {
  const clock = new Date(new Date(instant).getTime() + SHOP_UTC_OFFSET_MS);
  return { weekday: clock.getUTCDay(), date: clock.getUTCDate(), month: clock.getUTCMonth() };
}
