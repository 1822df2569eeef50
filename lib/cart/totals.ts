/**
 * Cart totals, exact to the cent: each line is quantity (grams or units) times its price per gram or per
 * unit, rounded half up to the cent (lib/money.ts); the item total is the sum of the rounded lines, as a
 * receipt adds them up. No binary floats anywhere.
 */
import { formatBRL, formatCents, lineTotalCents, parseAmount, microsToCents } from '../money';

/** Free shipping from 99 BRL of products (docs/business-rules.md, Shipping and pickup). */
export const FREE_SHIPPING_THRESHOLD_CENTS = 9_900n;

export interface PricedLine {
  quantity: number;
  /** BRL per gram or per unit, decimal string. */
  price: string;
}

export function itemTotalCents(lines: readonly PricedLine[]): bigint {
  return lines.reduce((sum, line) => sum + lineTotalCents(line.quantity, line.price), 0n);
}

export interface OrderTotals {
  itemTotal: string;
  shipTotal: string;
  adjustmentTotal: string;
  total: string;
}

/**
 * Item, shipping, adjustment and grand totals as the API's decimal strings ("59.90"). The grand total is
 * never below zero, however large the discounts.
 */
export function orderTotals(
  lines: readonly PricedLine[],
  { shipTotal = '0', adjustmentTotal = '0' }: { shipTotal?: string; adjustmentTotal?: string } = {},
): OrderTotals {
  const items = itemTotalCents(lines);
  const ship = microsToCents(parseAmount(shipTotal));
  const adjustments = microsToCents(parseAmount(adjustmentTotal));
  return {
    itemTotal: formatCents(items),
    shipTotal: formatCents(ship),
    adjustmentTotal: formatCents(adjustments),
    total: formatCents(items + ship + adjustments > 0n ? items + ship + adjustments : 0n),
  };
}

/**
 * 'Adicione mais {99 - total} em produtos e ganhe frete grátis!' while the item total is under 99 BRL (or
 * the manager's `freeFrom`, BRL), null from there on.
 */
export function freeShippingHint(itemTotal: string, freeFrom?: string): string | null {
  const threshold =
    freeFrom === undefined ? FREE_SHIPPING_THRESHOLD_CENTS : microsToCents(parseAmount(freeFrom));
  const missing = threshold - microsToCents(parseAmount(itemTotal));
  if (missing <= 0n) return null;
  return `Adicione mais ${formatBRL(missing)} em produtos e ganhe frete grátis!`;
}
