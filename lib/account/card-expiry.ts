/**
 * Saved card expiry (docs/business-rules.md, Payment: authorise and capture): a 2-digit year means 20xx, and
 * a card is expired once the end of its month is before the current month, in the shop's time zone
 * (America/Bahia).
 */
import { TZDate } from '@date-fns/tz';
import { SHOP_TIME_ZONE } from '@/lib/shop-time-zone';

export function fullCardYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

export function isCardExpired(card: { month: number; year: number }, now: Date = new Date()): boolean {
  const today = new TZDate(now, SHOP_TIME_ZONE);
  const current = today.getFullYear() * 12 + today.getMonth(); // months since year 0, January = 0
  const expiry = fullCardYear(card.year) * 12 + (card.month - 1);
  return expiry < current;
}

/** 'MM/AA' as printed on the card. */
export function formatCardExpiry(card: { month: number; year: number }): string {
  return `${String(card.month).padStart(2, '0')}/${String(fullCardYear(card.year) % 100).padStart(2, '0')}`;
}
