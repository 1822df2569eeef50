/**
 * The weighing of an order's lines (docs/business-rules.md, Payment: authorise and capture): a weighed line
 * is charged at its price per gram × the grams produced, and the card was authorised for at most 10 % more
 * than asked, so the counter is warned above that tolerance before the capture is refused.
 */
import { WEIGHT_TOLERANCE_PERCENT } from '@/lib/checkout/authorization';
import { formatBRL, lineTotalCents } from '@/lib/money';
import { formatWhole } from '@/lib/pt-br-number';

export const ABOVE_TOLERANCE = `Acima da tolerância de ${WEIGHT_TOLERANCE_PERCENT} %`;

/** A produced quantity the form can price: a whole number of grams or units, not negative. */
function isQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** The line's price as weighed (or packed): 'R$ 44,95'; null while the quantity is not a valid one. */
export function weighedPrice(quantity: unknown, unitPrice: string): string | null {
  return isQuantity(quantity) ? formatBRL(lineTotalCents(quantity, unitPrice)) : null;
}

/** Whether a weighed line came out more than 10 % over what was asked (exactly 10 % is within). */
export function isAboveTolerance(asked: number, produced: unknown): boolean {
  return isQuantity(produced) && produced * 100 > asked * (100 + WEIGHT_TOLERANCE_PERCENT);
}

/** '1.500 g' or '3 un'. */
export function quantityText(quantity: number, unit: string): string {
  return unit === 'g' ? `${formatWhole(quantity)} g` : `${formatWhole(quantity)} un`;
}

/** The items' total as weighed, in cents, over the lines whose quantity is known (null when none is). */
export function weighedItemsCents(lines: readonly { quantity: unknown; price: string }[]): bigint | null {
  const known = lines.filter((line) => isQuantity(line.quantity));
  if (known.length !== lines.length) return null;
  return known.reduce((sum, line) => sum + lineTotalCents(line.quantity as number, line.price), 0n);
}
