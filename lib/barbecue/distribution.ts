/**
 * The churrascômetro's shopping list: which variants, and how much of each, for a barbecue of
 * `totalGrams` of meat (see README.md beside this file for the rule in words). Pure and deterministic:
 * the same input (and catalogue) always gives the same list. Quantities are integers in each variant's
 * unit (grams for 'g', units for 'un') and always valid cart quantities (minimum plus whole increments,
 * at most the maximum and the stock).
 */
import { sellableMaximum, type QuantityRules } from '@/lib/rules/quantity';
import { personsFor } from './guests';

/**
 * What a product is to the calculator:
 * - 'fatty' / 'lean': a cut of the base meat, steered by the fat percentage;
 * - 'meat': meat of a complement category with a share of the meat weight (linguiças, frango);
 * - 'per_person' / 'per_meat_kilo': a complement sized per adult-equivalent or per kilo of planned meat.
 */
export type BarbecueRole = 'fatty' | 'lean' | 'meat' | 'per_person' | 'per_meat_kilo';

const MEAT_ROLES: readonly BarbecueRole[] = ['fatty', 'lean', 'meat'];

/**
 * How far above what was asked the products' minimums together may go before the smallest cuts are left
 * out: 10 percent.
 */
const MEAT_TOLERANCE_PERCENT = 10;

export interface PlanVariant extends QuantityRules {
  id: number;
  /** The catalogue option values of this variant (its cut, its packaging...). */
  optionValueIds: readonly number[];
}

export interface PlanProduct {
  productId: number;
  role: BarbecueRole;
  /** The category it belongs to; null for the base meat (fatty and lean cuts). */
  categoryId: number | null;
  /**
   * fatty, lean, meat: its relative weight within its group;
   * per_person: quantity (in the variant's unit) per adult-equivalent;
   * per_meat_kilo: quantity (in the variant's unit) per kilo of planned meat.
   */
  amount: number;
  /** Sibling variants in shop order: the first one in stock is the default. */
  variants: readonly PlanVariant[];
}

interface PlanCategory {
  id: number;
  /** Percent of the meat weight this category's meat takes; null for a complement category. */
  meatSharePercent: number | null;
}

export interface PlanInput {
  /** Grams of meat asked for (400 x adults + 200 x children). */
  totalGrams: number;
  /** Percent of the base meat that goes to fatty cuts; the rest goes to lean ones. */
  fatPercentage: number;
  /** The catalogue option values that stand for the preferred cut type. */
  preferredOptionValueIds: ReadonlySet<number>;
  /** The categories the customer chose. */
  categories: readonly PlanCategory[];
  /** Every product the calculator may use, in priority order. */
  products: readonly PlanProduct[];
}

interface PlannedLine {
  productId: number;
  variantId: number;
  role: BarbecueRole;
  /** Grams or units. */
  quantity: number;
}

export type BarbecuePlan =
  | {
      ok: true;
      lines: PlannedLine[];
      /** Grams of meat in the lines (fatty, lean and category meat). */
      meatGrams: number;
      /** Every product that could take part (in stock, in a chosen group), with the variant it would use. */
      considered: { productId: number; variantId: number }[];
    }
  /** Not enough meat in stock for what was asked. */
  | { ok: false; meatGrams: number };

interface Candidate {
  product: PlanProduct;
  variant: PlanVariant;
  /** 'fatty', 'lean' or the category id of category meat. */
  group: string;
  /** The largest valid quantity the stock and maximum allow. */
  cap: number;
}

/** The variant of the preferred cut type when the product has one in stock, else its first in stock. */
export function chooseVariant(product: PlanProduct, preferred: ReadonlySet<number>): PlanVariant | null {
  const meat = MEAT_ROLES.includes(product.role);
  const available = product.variants.filter(
    (variant) => sellableMaximum(variant) > 0 && (!meat || variant.unitForQuantity === 'g'),
  );
  return available.find((v) => v.optionValueIds.some((id) => preferred.has(id))) ?? available[0] ?? null;
}

/** Whether `meatGrams` feeds the guests: never less than the `totalGrams` asked. */
export function coversMeatAsked(meatGrams: number, totalGrams: number): boolean {
  return meatGrams >= totalGrams;
}

export function planBarbecue(input: PlanInput): BarbecuePlan {
  const chosen = new Map(input.categories.map((category) => [category.id, category]));
  const considered: { productId: number; variantId: number }[] = [];
  const meat: Candidate[] = [];
  const complements: { product: PlanProduct; variant: PlanVariant }[] = [];

  for (const product of input.products) {
    const category = product.categoryId === null ? null : chosen.get(product.categoryId);
    const isBase = product.categoryId === null && (product.role === 'fatty' || product.role === 'lean');
    const isCategoryMeat = product.role === 'meat' && category != null && category.meatSharePercent !== null;
    const isComplement =
      (product.role === 'per_person' || product.role === 'per_meat_kilo') && category != null;
    if (!isBase && !isCategoryMeat && !isComplement) continue;
    const variant = chooseVariant(product, input.preferredOptionValueIds);
    if (!variant) continue;
    considered.push({ productId: product.productId, variantId: variant.id });
    if (isComplement) complements.push({ product, variant });
    else
      meat.push({
        product,
        variant,
        group: isBase ? product.role : `${product.categoryId}`,
        cap: sellableMaximum(variant),
      });
  }

  const shares = new Map(
    input.categories.flatMap((c) => (c.meatSharePercent === null ? [] : [[`${c.id}`, c.meatSharePercent]])),
  );
  const items = fitMeat(meat, input.totalGrams, input.fatPercentage, shares);
  const meatGrams = items.reduce((sum, item) => sum + item.quantity, 0);
  if (items.length === 0 || !coversMeatAsked(meatGrams, input.totalGrams)) return { ok: false, meatGrams };

  const persons = personsFor(input.totalGrams);
  const lines: PlannedLine[] = items.map(({ candidate, quantity }) => ({
    productId: candidate.product.productId,
    variantId: candidate.variant.id,
    role: candidate.product.role,
    quantity,
  }));
  for (const { product, variant } of complements) {
    const basis = product.role === 'per_person' ? persons : meatGrams / 1000;
    const quantity = validQuantityFrom(variant, product.amount * basis);
    if (quantity > 0)
      lines.push({ productId: product.productId, variantId: variant.id, role: product.role, quantity });
  }
  return { ok: true, lines, meatGrams, considered };
}

/** The smallest valid quantity of at least `wanted` (the minimum when less), or the most the stock allows. */
function validQuantityFrom(variant: PlanVariant, wanted: number): number {
  const cap = sellableMaximum(variant);
  if (cap === 0) return 0;
  // Products like 0.1 x 30 come out as 3.0000000000000004 in binary floating point.
  const steps = Math.max(0, Math.ceil((wanted - variant.minimumQuantity) / variant.incrementQuantity - 1e-9));
  return Math.min(cap, variant.minimumQuantity + steps * variant.incrementQuantity);
}

/**
 * Grams each group's items aim at: category meat takes its share of the total; the rest (the base meat)
 * goes fatPercentage to fatty cuts and the remainder to lean ones; within a group, by relative weight.
 * A group without items hands its grams to the other base group, or, with no base meat at all, to the
 * category meat.
 */
function targetsOf(
  items: readonly Candidate[],
  totalGrams: number,
  fatPercentage: number,
  shares: ReadonlyMap<string, number>,
): number[] {
  const groups = new Map<string, number>();
  for (const item of items) groups.set(item.group, (groups.get(item.group) ?? 0) + item.product.amount);
  const categoryGroups = [...groups.keys()].filter((group) => group !== 'fatty' && group !== 'lean');
  const categoryGrams = new Map(
    categoryGroups.map((group) => [group, (totalGrams * (shares.get(group) ?? 0)) / 100]),
  );
  const base = totalGrams - [...categoryGrams.values()].reduce((a, b) => a + b, 0);
  const groupGrams = new Map(categoryGrams);
  if (groups.has('fatty') && groups.has('lean')) {
    groupGrams.set('fatty', (base * fatPercentage) / 100);
    groupGrams.set('lean', (base * (100 - fatPercentage)) / 100);
  } else if (groups.has('fatty') || groups.has('lean')) {
    groupGrams.set(groups.has('fatty') ? 'fatty' : 'lean', base);
  } else {
    const shareSum = categoryGroups.reduce((sum, group) => sum + (shares.get(group) ?? 0), 0);
    for (const group of categoryGroups) {
      const own = groupGrams.get(group) ?? 0;
      groupGrams.set(group, own + (shareSum > 0 ? (base * (shares.get(group) ?? 0)) / shareSum : 0));
    }
  }
  return items.map(
    (item) => ((groupGrams.get(item.group) ?? 0) * item.product.amount) / (groups.get(item.group) ?? 1),
  );
}

/**
 * Picks the meat items and their quantities. First it drops items the barbecue is too small for: while
 * the minimums together pass the total (plus the tolerance), or an item of a group with others would get
 * less than half its minimum, the item with the smallest target-to-minimum ratio goes (the last one on a
 * tie). Then each item takes the valid quantity nearest its target, and single increments settle the
 * total: first up to what was asked (the guests never get less), then as little above it as the
 * increments allow.
 */
function fitMeat(
  candidates: readonly Candidate[],
  totalGrams: number,
  fatPercentage: number,
  shares: ReadonlyMap<string, number>,
): { candidate: Candidate; quantity: number }[] {
  let items = [...candidates];
  let targets: number[] = [];
  const maxTotal = totalGrams + (totalGrams * MEAT_TOLERANCE_PERCENT) / 100;
  for (;;) {
    targets = targetsOf(items, totalGrams, fatPercentage, shares);
    const groupSize = (group: string) => items.filter((item) => item.group === group).length;
    const minimums = items.reduce((sum, item) => sum + item.variant.minimumQuantity, 0);
    const ratio = (i: number) => targets[i]! / items[i]!.variant.minimumQuantity;
    let pool = items.map((_, i) => i);
    if (minimums <= maxTotal) {
      pool = pool.filter((i) => groupSize(items[i]!.group) > 1 && ratio(i) < 0.5);
      if (pool.length === 0) break;
    } else {
      const crowded = pool.filter((i) => groupSize(items[i]!.group) > 1);
      if (crowded.length > 0) pool = crowded;
    }
    // The last cut stays, however small the barbecue: the guests get its minimum, never nothing.
    if (items.length === 1) break;
    const victim = pool.reduce((worst, i) => (ratio(i) <= ratio(worst) ? i : worst));
    items = items.filter((_, i) => i !== victim);
  }
  if (items.length === 0) return [];

  const quantities = items.map((item, i) => nearestValid(item, targets[i]!));
  /** How far a total is from the goal: any shortfall first, then the excess. */
  const miss = (total: number) =>
    total < totalGrams ? { short: totalGrams - total, over: 0 } : { short: 0, over: total - totalGrams };
  const better = (a: { short: number; over: number }, b: { short: number; over: number }) =>
    a.short < b.short || (a.short === b.short && a.over < b.over);
  for (;;) {
    const total = quantities.reduce((a, b) => a + b, 0);
    const now = miss(total);
    let best: { index: number; step: number; miss: { short: number; over: number }; lag: number } | null =
      null;
    for (const [index, item] of items.entries()) {
      for (const step of [item.variant.incrementQuantity, -item.variant.incrementQuantity]) {
        const next = quantities[index]! + step;
        if (next < item.variant.minimumQuantity || next > item.cap) continue;
        const after = miss(total + step);
        if (!better(after, now)) continue;
        // On an equal result, grow the item furthest below its target, or shrink the one furthest above.
        const lag = (step > 0 ? 1 : -1) * (quantities[index]! / targets[index]!);
        if (!best || better(after, best.miss) || (!better(best.miss, after) && lag < best.lag))
          best = { index, step, miss: after, lag };
      }
    }
    if (!best) break;
    const { index, step } = best;
    quantities[index] = quantities[index]! + step;
  }
  return items.map((candidate, i) => ({ candidate, quantity: quantities[i]! }));
}

/** The valid quantity nearest `target` grams: the minimum plus a whole number of increments, within the cap. */
function nearestValid(item: Candidate, target: number): number {
  const { minimumQuantity: min, incrementQuantity: inc } = item.variant;
  const clamped = Math.min(Math.max(target, min), item.cap);
  return Math.min(item.cap, min + Math.round((clamped - min) / inc) * inc);
}
