/**
 * The product page's estimated-price block. Weighed products are priced per gram but cut by hand: the charged
 * weight may differ from the ordered one by up to 10 % (docs/business-rules.md, Catalogue and prices), and
 * only the exact weighed amount is captured. Amounts are exact cents (lib/money.ts).
 */
import { lineTotalCents } from '../money';

const WEIGHT_TOLERANCE_PERCENT = 10n;

export interface PriceEstimate {
  /** Ordered quantity in the variant's unit (grams for 'g'). */
  quantity: number;
  cents: bigint;
  /** The range the weighed amount stays within (±10 %), in cents; equal to `cents` for unit products. */
  minCents: bigint;
  maxCents: bigint;
}

function percentOf(cents: bigint, percent: bigint): bigint {
  // Half up to the cent.
  return (cents * percent + 50n) / 100n;
}

export function estimatePrice(
  variant: { price: string; unitForQuantity: string },
  quantity: number,
): PriceEstimate {
  const cents = lineTotalCents(quantity, variant.price);
  if (variant.unitForQuantity !== 'g') return { quantity, cents, minCents: cents, maxCents: cents };
  const tolerance = percentOf(cents, WEIGHT_TOLERANCE_PERCENT);
  return { quantity, cents, minCents: cents - tolerance, maxCents: cents + tolerance };
}
