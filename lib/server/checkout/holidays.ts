/**
 * The shop's holidays (docs/business-rules.md, Delivery windows and holds): the national and Bahia public
 * holidays from the maintained `date-holidays` calendar (BR, BA: 2 de Julho among them) and Salvador's own
 * (São João, Nossa Senhora da Conceição da Praia). On a holiday the shop does not deliver and opens for
 * pickup on Sunday's hours; on Christmas Day and New Year's Day it is closed.
 */
import 'server-only';
import { TZDate } from '@date-fns/tz';
import { lightFormat } from 'date-fns';
import Holidays from 'date-holidays';
import type { ShopCalendar } from '@/lib/checkout/delivery-windows';
import { SHOP_TIME_ZONE } from '@/lib/shop-time-zone';

const calendar = new Holidays('BR', 'BA', { languages: ['pt'], types: ['public'] });
calendar.setHoliday('06-24', { name: 'São João', type: 'public' });
calendar.setHoliday('12-08', { name: 'Nossa Senhora da Conceição da Praia', type: 'public' });

/** Days the shop does not open at all (month-day). */
const CLOSED_DAYS = new Set(['12-25', '01-01']);

/** The shop's calendar for the delivery windows: `day` is a moment of the shop's day. */
export const shopCalendar: ShopCalendar = (day) => {
  const local = new TZDate(day, SHOP_TIME_ZONE);
  if (CLOSED_DAYS.has(lightFormat(local, 'MM-dd'))) return 'closed';
  // date-holidays reads the date's calendar day in the region's zone: noon keeps it on the shop's day.
  const noon = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), 12, SHOP_TIME_ZONE);
  const holidays = calendar.isHoliday(new Date(noon.getTime())) || [];
  return holidays.some((holiday) => holiday.type === 'public') ? 'holiday' : null;
};
