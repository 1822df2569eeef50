/**
 * A blend's arithmetic (docs/business-rules.md, Blends): from the recipe's items (grams of each ground meat,
 * each a valid quantity of its variant) follow the price per gram, the amount, and the quantities a mix of it
 * can be ordered in. Exact: prices in micro-reais (bigint), quantities in whole grams.
 *
 * A mix of Q grams is made of one line per item, each the item's share of Q. Q must keep every line a
 * valid cart quantity of its variant, so Q moves in batches: with unit_i = gcd(minimum_i, increment_i)
 * (every valid quantity of variant i is a multiple of it) and D = gcd over i of (q_i / unit_i), the
 * smallest proportional batch is total / D grams, whose lines are q_i / D. The minimum is the first whole
 * number of batches whose every line is valid; the maximum the last.
 */
import { quantityErrors, type QuantityRules } from '@/lib/rules/quantity';
import { formatCents, formatMicros, microsToCents, parseAmount } from '../money';

export interface RecipeItem {
  /** Grams of this meat in the recipe. */
  quantity: number;
  /** BRL per gram (decimal string). */
  price: string;
  rules: Pick<QuantityRules, 'minimumQuantity' | 'incrementQuantity' | 'maximumQuantity'>;
}

export interface RecipeTotals {
  /** Grams in the recipe as composed. */
  totalQuantity: number;
  /** BRL of the recipe as composed, to the cent. */
  amount: string;
  /** BRL per gram, 6 decimal places. */
  price: string;
  /** Grams a mix moves by (one batch). */
  incrementQuantity: number;
  /** Smallest and largest grams of a mix; 0 and 0 when no quantity keeps every line valid. */
  minQuantity: number;
  maxQuantity: number;
  /** What the calculator offers first: the recipe's own weight, within the bounds. */
  defaultQuantity: number;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

function lineRules(item: RecipeItem): QuantityRules {
  // Stock is the mix service's business; here only the variant's quantity rules count.
  return {
    ...item.rules,
    unitForQuantity: 'g',
    defaultQuantity: item.rules.minimumQuantity,
    totalOnHand: Infinity,
  };
}

/** Grams of each item in a mix of `batches` batches (a batch of `divisor` parts of the recipe). */
function linesOf(items: readonly RecipeItem[], divisor: number, batches: number): number[] {
  return items.map((item) => (item.quantity / divisor) * batches);
}

function batchDivisor(items: readonly RecipeItem[]): number {
  return items.reduce((d, item) => {
    const unit = gcd(item.rules.minimumQuantity, item.rules.incrementQuantity);
    // An item off its variant's grid still gets whole-gram lines (the item's service refuses those anyway).
    return gcd(d, item.quantity % unit === 0 ? item.quantity / unit : item.quantity);
  }, 0);
}

export function recipeTotals(items: readonly RecipeItem[]): RecipeTotals | null {
  if (items.length === 0) return null;
  const totalQuantity = items.reduce((sum, item) => sum + item.quantity, 0);
  const micros = items.reduce((sum, item) => sum + parseAmount(item.price) * BigInt(item.quantity), 0n);
  const grams = BigInt(totalQuantity);
  const price = formatMicros((micros * 2n + grams) / (grams * 2n)); // half up

  const divisor = batchDivisor(items);
  const batch = totalQuantity / divisor;
  const mostBatches = Math.min(
    ...items.map((item) => Math.floor((item.rules.maximumQuantity * divisor) / item.quantity)),
  );
  const valid = (batches: number) =>
    linesOf(items, divisor, batches).every(
      (grams, i) => quantityErrors(lineRules(items[i]!), grams).length === 0,
    );
  let minBatches = 0;
  for (let n = 1; n <= mostBatches; n++) {
    if (valid(n)) {
      minBatches = n;
      break;
    }
  }
  let maxBatches = 0;
  for (let n = mostBatches; n >= minBatches && minBatches > 0; n--) {
    if (valid(n)) {
      maxBatches = n;
      break;
    }
  }
  const minQuantity = minBatches * batch;
  const maxQuantity = maxBatches * batch;
  return {
    totalQuantity,
    amount: formatCents(microsToCents(micros)),
    price,
    incrementQuantity: batch,
    minQuantity,
    maxQuantity,
    defaultQuantity: Math.min(Math.max(totalQuantity, minQuantity), maxQuantity),
  };
}

/** Grams of each item in a mix of `quantity` grams (a whole number of batches: see mixQuantityErrors). */
export function mixLineQuantities(items: readonly RecipeItem[], quantity: number): number[] {
  const divisor = batchDivisor(items);
  const batch = items.reduce((sum, item) => sum + item.quantity, 0) / divisor;
  return linesOf(items, divisor, quantity / batch);
}

/** Why a mix cannot be `quantity` grams of this recipe, in pt-BR (the cart's own quantity messages). */
export function mixQuantityErrors(totals: RecipeTotals, quantity: number): string[] {
  if (totals.minQuantity === 0) return ['Quantidade inválida'];
  return quantityErrors(
    {
      unitForQuantity: 'g',
      minimumQuantity: totals.minQuantity,
      incrementQuantity: totals.incrementQuantity,
      maximumQuantity: totals.maxQuantity,
      defaultQuantity: totals.defaultQuantity,
      totalOnHand: Infinity,
    },
    quantity,
  );
}

/** Each item's share of the recipe in whole percent (the rounded share). */
export function itemShares(items: readonly Pick<RecipeItem, 'quantity'>[]): number[] {
  const total = items.reduce((sum, item) => sum + item.quantity, 0);
  return items.map((item) => (total === 0 ? 0 : Math.round((item.quantity * 100) / total)));
}
