/**
 * The storefront's product (one variant) and its display rules (docs/business-rules.md, Catalogue and
 * prices): prices of weighed products
 * are per gram and shown per Kg, others per 'un'; a product is on promotion when its list price is
 * above its price; names over 40 characters are cut to their first 40 plus '...'.
 */
import type { Camelized } from '@/lib/sales-api/case';
import { formatBRL, parseAmount, pricePerKg } from '../money';
import type { VariantJson } from '@/lib/sales-api/catalogue';

export type Variant = Camelized<VariantJson>;
type Priced = Pick<Variant, 'price' | 'listPrice' | 'unitForQuantity'>;

const NAME_MAX_LENGTH = 40;

/** 'Kg' for weighed products (g or kg), 'un' otherwise. */
export function unitLabel(unit: string): 'Kg' | 'un' {
  return unit === 'g' || unit === 'kg' ? 'Kg' : 'un';
}

/** The amount shown to shoppers: per Kg for gram prices, per unit otherwise, as a decimal string. */
export function shownAmount(amount: string, unit: string): string {
  return unit === 'g' ? pricePerKg(amount) : amount;
}

/** "R$ 89,90" for 0.0899 per gram. */
export function displayPrice(variant: Priced): string {
  return formatBRL(shownAmount(variant.price, variant.unitForQuantity));
}

export function displayListPrice(variant: Priced): string | null {
  return variant.listPrice === null
    ? null
    : formatBRL(shownAmount(variant.listPrice, variant.unitForQuantity));
}

export function isOnSale(variant: Pick<Variant, 'price' | 'listPrice'>): boolean {
  return variant.listPrice !== null && parseAmount(variant.listPrice) > parseAmount(variant.price);
}

/**
 * Names over 40 characters keep their first 40, less a trailing space, plus '...': the cut keeps as much
 * of the name as a 40-character name shows (docs/business-rules.md, Catalogue and prices).
 */
export function truncateName(name: string, max = NAME_MAX_LENGTH): string {
  return name.length > max ? `${name.slice(0, max).trimEnd()}...` : name;
}

/** The promotion's discount in whole percent, rounded down (15 for 89,90 instead of 105,90), or 0. */
function discountPercent(variant: Pick<Variant, 'price' | 'listPrice'>): number {
  if (!isOnSale(variant)) return 0;
  const list = parseAmount(variant.listPrice!);
  return Number(((list - parseAmount(variant.price)) * 100n) / list);
}

/**
 * The promotion tag of a variant on sale ('Promoção -15%'), or null. A discount under 1 % is on sale all
 * the same (listed under 'Promoções'): its tag says 'Promoção' without a percentage.
 */
export function promotionTag(variant: Pick<Variant, 'price' | 'listPrice'>): string | null {
  if (!isOnSale(variant)) return null;
  const discount = discountPercent(variant);
  return discount > 0 ? `Promoção -${discount}%` : 'Promoção';
}

/** Of a variant's options, what variantOptionLabel reads: whether each value is chosen, and its name. */
export interface SelectedOptions {
  options: {
    values: Pick<Variant['options'][number]['values'][number], 'presentationName' | 'selected'>[];
  }[];
}

/**
 * What sets a variant apart from its siblings (e.g. 'Fatiada' beside 'Peça inteira'): its chosen option
 * values, or null for a product without options. Cards show it, so that siblings do not look the same.
 */
export function variantOptionLabel(variant: SelectedOptions): string | null {
  const values = variant.options.flatMap((option) =>
    option.values.filter((value) => value.selected).map((value) => value.presentationName),
  );
  return values.length > 0 ? values.join(' · ') : null;
}

/**
 * A variant's title for its page's <title> and structured data: its name with what sets it apart from
 * its siblings ('Picanha Bovina (Fatiada)'), so that each sibling's page has a title of its own.
 */
export function variantTitle(name: string, variant: SelectedOptions): string {
  const option = variantOptionLabel(variant);
  return option ? `${name} (${option})` : name;
}
