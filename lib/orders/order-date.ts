import { shopDigits } from '@/lib/shop-clock';

/**
 * An order's date as the shop's lists show it (dd/MM/yyyy, the shop's day), or '' when it has none.
 * Digits only (shopDigits), so the order and blend pages do not load date-fns.
 */
export function formatOrderDate(iso: string | null): string {
  return iso ? shopDigits(iso, 'date') : '';
}
