/**
 * Portioning of weighed lines into bags (docs/business-rules.md, Quantities and portioning). All sizes are
 * grams. The slider moves in steps of 100 g from max(500, quantity / 30 rounded up to the next 100) to
 * min(10000, quantity); the quantity itself is always offered as the largest size (one bag), even when it is
 * not a multiple of 100. bags = quantity / portion size, rounded up. A product offers every size of that
 * range (its default), only the sizes the manager chose for it that fall in the range, or none
 * (lib/rules/portioning.ts).
 */
import { displayQuantity } from '@/lib/rules/quantity';
import {
  ANY_PORTION,
  PORTIONING_MAX_GRAMS,
  PORTIONING_MESSAGES,
  PORTIONING_MIN_GRAMS,
  PORTIONING_STEP_GRAMS,
  type PortioningOffer,
} from '@/lib/rules/portioning';
import { formatWhole } from '../pt-br-number';

/** A variant's offer; one that does not say (a line just added from a page) has the default. */
export function offerOf(variant: Partial<PortioningOffer>): PortioningOffer {
  return variant.portioning === undefined
    ? ANY_PORTION
    : { portioning: variant.portioning, portioningSizes: variant.portioningSizes ?? [] };
}

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

/**
 * Every size the slider offers for the product, smallest first. With chosen sizes: those in the range, and
 * the range's top (the whole quantity as one bag) beside them; none when no chosen size fits.
 */
export function portioningOptions(quantity: number, offer: PortioningOffer): number[] {
  const range = portioningRange(quantity);
  if (!range || offer.portioning === 'none') return [];
  if (offer.portioning === 'sizes') {
    const fitting = offer.portioningSizes.filter((size) => size >= range.min && size <= range.max);
    if (fitting.length === 0) return [];
    return [...new Set([...fitting, range.max])].sort((a, b) => a - b);
  }
  const options: number[] = [];
  for (let size = range.min; size <= range.max; size += PORTIONING_STEP_GRAMS) options.push(size);
  if (options.at(-1) !== range.max) options.push(range.max);
  return options;
}

export function isValidPortioning(quantity: number, size: number, offer: PortioningOffer): boolean {
  return portioningOptions(quantity, offer).includes(size);
}

export function bagCount(quantity: number, size: number): number {
  return Math.ceil(quantity / size);
}

/** '0,5 Kg, 1 Kg ou 2 Kg'. */
function sizeList(sizes: readonly number[]): string {
  const shown = sizes.map((size) => displayQuantity(size, 'g'));
  return shown.length < 2 ? shown.join('') : `${shown.slice(0, -1).join(', ')} ou ${shown.at(-1)}`;
}

/** Why `size` is not a valid portion of the product for `quantity`, in pt-BR (empty when it is). */
export function portioningErrors(quantity: number, size: number, offer: PortioningOffer): string[] {
  if (offer.portioning === 'none') return [PORTIONING_MESSAGES.notOffered];
  if (isValidPortioning(quantity, size, offer)) return [];
  const range = portioningRange(quantity);
  if (!range) return ['Porcionamento disponível a partir de 0,5 Kg'];
  if (offer.portioning === 'sizes') {
    const options = portioningOptions(quantity, offer);
    return [
      `Porcionamento deste produto em pacotes de ${sizeList(options.length > 0 ? options : offer.portioningSizes)}`,
    ];
  }
  return [
    `Porcionamento entre ${displayQuantity(range.min, 'g')} e ${displayQuantity(range.max, 'g')}, de 100 g em 100 g`,
  ];
}

/**
 * The portion size kept when a line's quantity changes: none stays none, otherwise the nearest size the
 * new quantity allows (null when it allows none).
 */
export function fitPortioning(quantity: number, size: number | null, offer: PortioningOffer): number | null {
  if (size === null) return null;
  const options = portioningOptions(quantity, offer);
  if (options.length === 0) return null;
  return options.reduce((best, option) => (Math.abs(option - size) < Math.abs(best - size) ? option : best));
}

/** What the product page says of a weighed product's portioning (chosen in the cart), or null for none. */
export function portioningOfferText(offer: PortioningOffer): string | null {
  if (offer.portioning === 'none') return null;
  if (offer.portioning === 'sizes')
    return `Porcionamento: escolha no carrinho pacotes de ${sizeList(offer.portioningSizes)}.`;
  return `Porcionamento: escolha no carrinho o tamanho dos pacotes, de ${displayQuantity(PORTIONING_MIN_GRAMS, 'g')} a ${displayQuantity(PORTIONING_MAX_GRAMS, 'g')}.`;
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
