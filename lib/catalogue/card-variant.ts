/**
 * What a product card (components/catalogue/product-card.tsx) reads of a variant. A client list that the
 * server hands its products (the home's scrollers, the cart's suggestions) gets only this: each of its
 * props is written into the page's HTML once more as RSC data, and a whole variant (description, meta
 * tags, cooking methods, every option value with its photo) weighs about three times what its card shows.
 */
import { cartVariant, type CartVariant } from './cart-variant';
import type { PageInfo } from './pagination';
import type { Camelized } from '@/lib/sales-api/case';
import type { SelectedOptions } from './variant';

export type CardVariant = CartVariant & SelectedOptions;

/** A page of a product list as a card list reads it. A page of whole variants is one too. */
export type CardPage = Camelized<PageInfo> & { products: CardVariant[] };

/** The variant as its card reads it: the cart's part and, of its options, only the chosen values. */
export function cardVariant(variant: CardVariant): CardVariant {
  return {
    ...cartVariant(variant),
    options: variant.options.map((option) => ({
      values: option.values
        .filter((value) => value.selected)
        .map(({ presentationName, selected }) => ({ presentationName, selected })),
    })),
  };
}
