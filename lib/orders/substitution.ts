/**
 * Which product may replace a missing line (docs/business-rules.md, Substitutions): one of the same
 * subdepartment and unit, not more than 10 % dearer per Kg (per unit for unit products), with stock for
 * what was asked; the suggestion is the one whose price is closest to the line's. Pure: the server reads
 * the candidates and checks the staff's choice with the same rule.
 */
import { parseAmount } from '@/lib/money';
import { SUBSTITUTE_MAX_MARKUP_PERCENT, type Substitution } from '@/lib/rules/substitution';

/** The line being replaced, or a product that could replace it. */
export interface SubstituteFacts {
  variantId: number;
  subdepartmentId: number;
  unitForQuantity: 'g' | 'un';
  /** BRL per gram or per unit (exact decimal). */
  price: string;
}

export interface SubstituteCandidate extends SubstituteFacts {
  /** Stock in the variant's unit. */
  totalOnHand: number;
}

/** Whether `candidate` may replace `line`, whatever its stock (checked when it is taken). */
export function mayReplace(line: SubstituteFacts, candidate: SubstituteFacts): boolean {
  return (
    candidate.variantId !== line.variantId &&
    candidate.subdepartmentId === line.subdepartmentId &&
    candidate.unitForQuantity === line.unitForQuantity &&
    parseAmount(candidate.price) * 100n <=
      parseAmount(line.price) * BigInt(100 + SUBSTITUTE_MAX_MARKUP_PERCENT)
  );
}

/**
 * The suggested substitute of a line asking `quantity`: among the candidates that may replace it and have
 * the quantity in stock, the closest in price (the cheaper of two as close, then the lower id); null when
 * none qualifies.
 */
export function chooseSubstitute<C extends SubstituteCandidate>(
  line: SubstituteFacts,
  quantity: number,
  candidates: readonly C[],
): C | null {
  const price = parseAmount(line.price);
  // Compared by distance to the line's price, then price, then id: the same answer whatever the order.
  const key = (candidate: C): [bigint, bigint, bigint] => {
    const own = parseAmount(candidate.price);
    return [own > price ? own - price : price - own, own, BigInt(candidate.variantId)];
  };
  const before = (a: [bigint, bigint, bigint], b: [bigint, bigint, bigint]) =>
    a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] < b[2];
  let best: { candidate: C; key: [bigint, bigint, bigint] } | null = null;
  for (const candidate of candidates) {
    if (candidate.totalOnHand < quantity || !mayReplace(line, candidate)) continue;
    const own = key(candidate);
    if (best === null || before(own, best.key)) best = { candidate, key: own };
  }
  return best?.candidate ?? null;
}

/**
 * Whether a line of an order may still get a substitute at packing: not a blend's, not a substitute itself,
 * not replaced already, and the customer not refusing ('none').
 */
export function mayBeReplaced(line: {
  mixId: string | null;
  substituteFor: number | null;
  substitutedBy: number | null;
  substitution: Substitution;
}): boolean {
  return (
    line.mixId === null &&
    line.substituteFor === null &&
    line.substitutedBy === null &&
    line.substitution !== 'none'
  );
}
