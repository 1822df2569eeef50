/**
 * Portioning of weighed lines into bags (docs/business-rules.md, Quantities and portioning). All sizes are
 * grams. The slider moves in steps of 100 g from max(500, quantity / 30 rounded up to the next 100) to
 * min(10000, quantity); the quantity itself is always offered as the largest size (one bag), even when it is
 * not a multiple of 100. bags = quantity / portion size, rounded up.
 */
import { displayQuantity } from '@/lib/rules/quantity';
import { formatWhole } from '../pt-br-number';

const PORTIONING_STEP_GRAMS = 100;
const PORTIONING_MIN_GRAMS = 500;
const PORTIONING_MAX_GRAMS = 10_000;
/** At most about 30 bags per line: the smallest portion is a thirtieth of the quantity. */
const PORTIONING_MAX_BAGS = 30;

export interface PortioningRange {
  min: number;
  max: number;
}

/** The slider's bounds for a line of `quantity` grams, or null when no portion size fits (under 500 g). */
export function portioningRange(quantity: number): PortioningRange | null {
  const thirtieth = Math.ceil(quantity / PORTIONING_MAX_BAGS / PORTIONING_STEP_GRAMS) * PORTIONING_STEP_GRAMS;
  const min = Math.max(PORTIONING_MIN_GRAMS, thirtieth);
  const max = Math.min(PORTIONING_MAX_GRAMS, quantity);
  return min <= max ? { min, max } : null;
}

/** Every size the slider offers, smallest first. */
export function portioningOptions(quantity: number): number[] {
  const range = portioningRange(quantity);
  if (!range) return [];
  const options: number[] = [];
  for (let size = range.min; size <= range.max; size += PORTIONING_STEP_GRAMS) options.push(size);
  if (options.at(-1) !== range.max) options.push(range.max);
  return options;
}

export function isValidPortioning(quantity: number, size: number): boolean {
  return portioningOptions(quantity).includes(size);
}

export function bagCount(quantity: number, size: number): number {
  return Math.ceil(quantity / size);
}

/** Why `size` is not a valid portion for `quantity`, in pt-BR (empty when it is). */
export function portioningErrors(quantity: number, size: number): string[] {
  if (isValidPortioning(quantity, size)) return [];
  const range = portioningRange(quantity);
  if (!range) return ['Porcionamento disponível a partir de 0,5 Kg'];
  return [
    `Porcionamento entre ${displayQuantity(range.min, 'g')} e ${displayQuantity(range.max, 'g')}, de 100 g em 100 g`,
  ];
}

/**
 * The portion size kept when a line's quantity changes: none stays none, otherwise the nearest size the
 * new quantity allows (null when it allows none).
 */
export function fitPortioning(quantity: number, size: number | null): number | null {
  if (size === null) return null;
  const options = portioningOptions(quantity);
  if (options.length === 0) return null;
  return options.reduce((best, option) => (Math.abs(option - size) < Math.abs(best - size) ? option : best));
}

/**
 * The bags of a portioned line as the shop writes them: count × size in g, plus the
 * remainder bag, e.g. '4 × 500 g + 1 × 200 g' for 2,2 Kg in bags of 500 g.
 */
export function portioningText(quantity: number, size: number): string {
  const full = Math.floor(quantity / size);
  const remainder = quantity - full * size;
  const parts = [
    ...(full > 0 ? [`${full} × ${formatWhole(size)} g`] : []),
    ...(remainder > 0 ? [`1 × ${formatWhole(remainder)} g`] : []),
  ];
  return parts.join(' + ');
}
