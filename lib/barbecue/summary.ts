/**
 * The totals of the 'MEU CHURRASCO' panel: the weight of weighed items in Kg, the count of items
 * sold by unit, and the estimated subtotal (each line's price times quantity, rounded half up to the cent
 * as the cart does; weighed items are estimates until weighed).
 */
import { displayQuantity } from '@/lib/rules/quantity';
import { formatBRL, lineTotalCents } from '../money';

export interface SummaryLine {
  variant: { price: string; unitForQuantity: 'g' | 'un' };
  /** Grams or units. */
  desiredQuantity: number;
}

export interface BarbecueSummary {
  /** Grams of the weighed lines. */
  grams: number;
  units: number;
  subtotalCents: bigint;
}

export function summarizeBarbecue(lines: readonly SummaryLine[]): BarbecueSummary {
  let grams = 0;
  let units = 0;
  let subtotalCents = 0n;
  for (const { variant, desiredQuantity } of lines) {
    if (variant.unitForQuantity === 'g') grams += desiredQuantity;
    else units += desiredQuantity;
    subtotalCents += lineTotalCents(desiredQuantity, variant.price);
  }
  return { grams, units, subtotalCents };
}

/** "4,6 Kg e 9 un" (the parts that are not zero). */
export function displayTotal({ grams, units }: BarbecueSummary): string {
  const parts = [
    grams > 0 ? displayQuantity(grams, 'g') : null,
    units > 0 ? displayQuantity(units, 'un') : null,
  ];
  return parts.filter(Boolean).join(' e ') || '0 Kg';
}

export function displaySubtotal({ subtotalCents }: BarbecueSummary): string {
  return formatBRL(subtotalCents);
}
