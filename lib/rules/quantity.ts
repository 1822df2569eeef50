/**
 * Quantity rules of a line item (docs/business-rules.md, Quantities and portioning). Quantities are integers
 * in the variant's unit: grams for 'g' products, units for 'un'. A valid quantity is the minimum plus a whole
 * number of increments, at most the maximum, and never more than the stock on hand. The same rules run in the
 * browser (stepper buttons) and in the sales API (422 with these pt-BR messages).
 */
import { formatThousandths } from '@/lib/pt-br-number';

export interface QuantityRules {
  unitForQuantity: 'g' | 'un';
  minimumQuantity: number;
  incrementQuantity: number;
  maximumQuantity: number;
  defaultQuantity: number;
  /** Stock in the variant's unit. */
  totalOnHand: number;
}

/** A quantity in the variant's unit as shoppers read it: grams as Kg ("1,5 Kg"), units as "2 un". */
export function displayQuantity(quantity: number, unit: string): string {
  if (unit !== 'g') return `${quantity} un`;
  return `${formatThousandths(quantity)} Kg`;
}

export const OUT_OF_STOCK = 'Fora de estoque';
/** A line whose product was archived (docs/business-rules.md, Store back office): it can only be removed. */
export const UNAVAILABLE = 'Indisponível';
export const INVALID_QUANTITY = 'Quantidade inválida';

/** The largest quantity that may be in a cart: the maximum, or less when the stock is short. */
export function sellableMaximum(rules: QuantityRules): number {
  const cap = Math.min(rules.maximumQuantity, rules.totalOnHand);
  if (cap < rules.minimumQuantity) return 0;
  return cap - ((cap - rules.minimumQuantity) % rules.incrementQuantity);
}

/** The largest valid quantity not above `quantity` (nor the sellable maximum); 0 when none. */
export function validQuantityAtMost(rules: QuantityRules, quantity: number): number {
  const cap = Math.min(quantity, sellableMaximum(rules));
  if (cap < rules.minimumQuantity) return 0;
  return cap - ((cap - rules.minimumQuantity) % rules.incrementQuantity);
}

export function isInStock(rules: Pick<QuantityRules, 'totalOnHand' | 'minimumQuantity'>): boolean {
  return rules.totalOnHand >= rules.minimumQuantity;
}

/** What the add button puts in the cart: the default quantity, or the most the stock allows. 0 when none. */
export function initialQuantity(rules: QuantityRules): number {
  return Math.min(rules.defaultQuantity, sellableMaximum(rules));
}

/** Decrease is disabled at the minimum (the line is removed by its own button). */
export function canDecrease(rules: QuantityRules, quantity: number): boolean {
  return quantity > rules.minimumQuantity;
}

/** Increase is disabled when one more increment would pass the maximum (or the stock). */
export function canIncrease(rules: QuantityRules, quantity: number): boolean {
  return quantity + rules.incrementQuantity <= Math.min(rules.maximumQuantity, rules.totalOnHand);
}

export function increased(rules: QuantityRules, quantity: number): number {
  return canIncrease(rules, quantity) ? quantity + rules.incrementQuantity : quantity;
}

/** One increment less; below the minimum that means 0, i.e. the line is deleted. */
export function decreased(rules: QuantityRules, quantity: number): number {
  const next = quantity - rules.incrementQuantity;
  return next < rules.minimumQuantity ? 0 : next;
}

/**
 * Every reason why `quantity` cannot be in the cart, in pt-BR. Stock is checked only when the quantity
 * grows past `previous` (the line's current quantity): lowering a line whose stock shrank stays possible.
 */
export function quantityErrors(rules: QuantityRules, quantity: number, previous = 0): string[] {
  if (!Number.isInteger(quantity) || quantity <= 0) return [INVALID_QUANTITY];
  const show = (value: number) => displayQuantity(value, rules.unitForQuantity);
  const errors: string[] = [];
  if (quantity < rules.minimumQuantity) errors.push(`Quantidade mínima: ${show(rules.minimumQuantity)}`);
  if (quantity > rules.maximumQuantity) errors.push(`Quantidade máxima: ${show(rules.maximumQuantity)}`);
  if (
    quantity >= rules.minimumQuantity &&
    (quantity - rules.minimumQuantity) % rules.incrementQuantity !== 0
  ) {
    errors.push(
      `Escolha a quantidade de ${show(rules.incrementQuantity)} em ${show(rules.incrementQuantity)}, a partir de ${show(rules.minimumQuantity)}`,
    );
  }
  if (quantity > previous && quantity > rules.totalOnHand) {
    errors.push(
      isInStock(rules) ? `Estoque insuficiente: disponível ${show(rules.totalOnHand)}` : OUT_OF_STOCK,
    );
  }
  return errors;
}
