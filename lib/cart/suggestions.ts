/**
 * Which products the cart page suggests ('Aproveite também'): never one the cart already holds, and the
 * complements of meat (charcoal, garlic bread, drinks) first when it holds meat; best sellers otherwise.
 */

export interface SuggestionPool<T> {
  bestSellers: T[];
  complements: T[];
}

/** What the suggestions need to know of the cart: its variants and whether it holds meat (by weight). */
export interface CartContents {
  variantIds: ReadonlySet<number>;
  hasMeat: boolean;
}

export function cartContents(
  lines: readonly { variant: { id: number; unitForQuantity: string } }[],
): CartContents {
  return {
    variantIds: new Set(lines.map((line) => line.variant.id)),
    hasMeat: lines.some((line) => line.variant.unitForQuantity === 'g'),
  };
}

/** Up to `limit` suggestions; `cart` null while it is not known (the best sellers, as the server drew). */
export function pickSuggestions<T extends { id: number }>(
  pool: SuggestionPool<T>,
  cart: CartContents | null,
  limit: number,
): T[] {
  if (!cart) return pool.bestSellers.slice(0, limit);
  const ordered = cart.hasMeat
    ? [...pool.complements, ...pool.bestSellers]
    : [...pool.bestSellers, ...pool.complements];
  const seen = new Set(cart.variantIds);
  const picked: T[] = [];
  for (const product of ordered) {
    if (picked.length === limit) break;
    if (seen.has(product.id)) continue;
    seen.add(product.id);
    picked.push(product);
  }
  return picked;
}
