/**
 * Frequently purchased together (docs/business-rules.md, Catalogue and prices): products bought in the same
 * completed orders, most often first, topped up with the best sellers of the product's own subdepartment.
 */

const FREQUENTLY_PURCHASED_LIMIT = 10;

/** Product ids in order: co-purchased first, then the fallback, each once, never the product itself. */
export function frequentlyPurchasedIds(
  productId: number,
  coPurchased: readonly number[],
  bestSellersOfSubdepartment: readonly number[],
  limit = FREQUENTLY_PURCHASED_LIMIT,
): number[] {
  const ids: number[] = [];
  for (const id of [...coPurchased, ...bestSellersOfSubdepartment]) {
    if (ids.length === limit) break;
    if (id !== productId && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
