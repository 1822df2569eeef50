/** The shop's days (America/Bahia) as the staff screens name them: 'YYYY-MM-DD'. */
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { SHOP_TIME_ZONE } from '@/lib/shop-time-zone';

/** The shop's date at `now`. */
export function shopDate(now: Date): string {
  return format(new TZDate(now, SHOP_TIME_ZONE), 'yyyy-MM-dd');
}

/** The instants the shop's day `date` ('YYYY-MM-DD') starts and ends (the next day's start). */
export function shopDayRange(date: string): { start: Date; end: Date } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const start = new TZDate(year, month - 1, day, SHOP_TIME_ZONE);
  return { start: new Date(start.getTime()), end: new Date(addDays(start, 1).getTime()) };
}
