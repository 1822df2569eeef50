import { UTCDateMini } from '@date-fns/utc/date/mini';
import { SHOP_UTC_OFFSET_MS } from './shop-clock';

/** The shop's time zone (Salvador; UTC-03:00, no daylight saving): its days, delivery windows and card months. */
export const SHOP_TIME_ZONE = 'America/Bahia';

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
