'use client';

import type { CardVariant } from '@/lib/catalogue/card-variant';
import { OFFSCREEN_CARD, ProductCard } from './product-card';

/**
 * A grid of product cards drawn from their products (a department's section). A client component so that
 * the page's RSC data carries each product once, as its card reads it, instead of the card's whole markup
 * (elements and class names) a second time: about 1.4 kB less a card in the page's HTML.
 */
export function ProductGrid({
  products,
  priorityIds,
}: {
  products: CardVariant[];
  /** The page's cards in its first view (their photos are its main picture); others' ids are ignored. */
  priorityIds: number[];
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.id} className={OFFSCREEN_CARD}>
          <ProductCard product={product} priority={priorityIds.includes(product.id)} />
        </li>
      ))}
    </ul>
  );
}
