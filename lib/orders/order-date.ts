import { lightFormat } from 'date-fns';
import { shopWallClock } from '@/lib/shop-time-zone';

/**
 * An order's date as the shop's lists show it (dd/MM/yyyy, the shop's day), or '' when it has none.
 * lightFormat: digits only, so the page does not load date-fns' formatter and its default locale.
 */
export function formatOrderDate(iso: string | null): string {
  return iso ? lightFormat(shopWallClock(iso), 'dd/MM/yyyy') : '';
}
