import { TZDate } from '@date-fns/tz';
import { lightFormat } from 'date-fns';
import { SHOP_TIME_ZONE } from '@/lib/shop-time-zone';

/**
 * An order's date as the shop's lists show it (dd/MM/yyyy, the shop's day), or '' when it has none.
 * lightFormat: digits only, so the page does not load date-fns' formatter and its default locale.
 */
export function formatOrderDate(iso: string | null): string {
  return iso ? lightFormat(new TZDate(iso, SHOP_TIME_ZONE), 'dd/MM/yyyy') : '';
}
