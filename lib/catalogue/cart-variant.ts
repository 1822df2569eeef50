import type { Variant } from './variant';

/**
 * What the cart needs of a variant: its identity, name, first photo, price and quantity rules. The buy
 * controls of a page get only this (not the description, options and meta tags), so a department page's
 * HTML does not carry every product twice; the server's full variant is one too.
 */
export type CartVariant = Pick<
  Variant,
  | 'id'
  | 'slug'
  | 'name'
  | 'manufacturer'
  | 'price'
  | 'listPrice'
  | 'unitForQuantity'
  | 'totalOnHand'
  | 'inStock'
  | 'available'
  | 'minimumQuantity'
  | 'incrementQuantity'
  | 'maximumQuantity'
  | 'defaultQuantity'
  | 'images'
> &
  // The order's lines carry the product's portioning (the cart's slider); the buy controls of a page leave it
  // out, so a department page does not carry it per card: a line added there has no size yet.
  Partial<Pick<Variant, 'portioning' | 'portioningSizes'>>;

/**
 * The variant as the cart needs it (see CartVariant), with its first photo only. Its stock is given up to
 * what one line may take, which is all the buy controls use (lib/rules/quantity.ts): a sale that leaves
 * the maximum in stock then changes no page, and cached pages stay as they are (docs/performance.md).
 */
export function cartVariant(variant: CartVariant): CartVariant {
  return {
    id: variant.id,
    slug: variant.slug,
    name: variant.name,
    manufacturer: variant.manufacturer,
    price: variant.price,
    listPrice: variant.listPrice,
    unitForQuantity: variant.unitForQuantity,
    totalOnHand: Math.min(variant.totalOnHand, variant.maximumQuantity),
    inStock: variant.inStock,
    available: variant.available,
    minimumQuantity: variant.minimumQuantity,
    incrementQuantity: variant.incrementQuantity,
    maximumQuantity: variant.maximumQuantity,
    defaultQuantity: variant.defaultQuantity,
    images: variant.images.slice(0, 1),
  };
}
