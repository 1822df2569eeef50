/**
 * Coupon rules (docs/business-rules.md, Coupons): a promotion with a code takes a percentage or a fixed
 * amount off the items, or makes shipping free, from a minimum item total, between its dates, up to a total
 * number of uses and a number of uses per customer. Amounts in cents; the discount never exceeds the items.
 */
type PromotionKind = 'percent' | 'fixed' | 'free_shipping';

export interface PromotionRule {
  kind: PromotionKind;
  /** Percent (0-100) for 'percent', cents for 'fixed', ignored for 'free_shipping'. */
  amount: bigint;
  minItemTotalCents: bigint;
  startsAt: Date;
  expiresAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
}

export interface CouponContext {
  itemTotalCents: bigint;
  now: Date;
  /** Completed orders that used it, all customers. */
  usageCount: number;
  /** Completed orders of this customer that used it. */
  customerUsageCount: number;
}

export const COUPON_MESSAGES = {
  unknown: 'Cupom inválido',
  notStarted: 'Este cupom ainda não está valendo',
  expired: 'Este cupom expirou',
  minimum: (amount: string) => `Este cupom vale para compras a partir de ${amount}`,
  exhausted: 'Este cupom esgotou',
  alreadyUsed: 'Você já usou este cupom',
} as const;

/** The minimum item total the coupon asks for, when `itemTotalCents` is under it; else null. */
export function unmetMinimum(
  rule: Pick<PromotionRule, 'minItemTotalCents'>,
  itemTotalCents: bigint,
): bigint | null {
  return itemTotalCents < rule.minItemTotalCents ? rule.minItemTotalCents : null;
}

/** Why the coupon cannot be used now, or undefined when it can. `formatMoney` shows the minimum. */
export function couponProblem(
  rule: PromotionRule,
  context: CouponContext,
  formatMoney: (cents: bigint) => string,
): string | undefined {
  if (context.now < rule.startsAt) return COUPON_MESSAGES.notStarted;
  if (rule.expiresAt && context.now >= rule.expiresAt) return COUPON_MESSAGES.expired;
  const minimum = unmetMinimum(rule, context.itemTotalCents);
  if (minimum !== null) return COUPON_MESSAGES.minimum(formatMoney(minimum));
  if (rule.usageLimit !== null && context.usageCount >= rule.usageLimit) return COUPON_MESSAGES.exhausted;
  if (rule.perCustomerLimit !== null && context.customerUsageCount >= rule.perCustomerLimit) {
    return COUPON_MESSAGES.alreadyUsed;
  }
  return undefined;
}

/**
 * What the coupon changes: the discount on the items (negative cents, rounded half up, at most the item
 * total) and whether shipping becomes free.
 */
export function couponEffect(
  rule: Pick<PromotionRule, 'kind' | 'amount'>,
  itemTotalCents: bigint,
): { adjustmentCents: bigint; freeShipping: boolean } {
  switch (rule.kind) {
    case 'percent': {
      const off = (itemTotalCents * rule.amount + 50n) / 100n;
      return { adjustmentCents: -(off > itemTotalCents ? itemTotalCents : off), freeShipping: false };
    }
    case 'fixed':
      return {
        adjustmentCents: -(rule.amount > itemTotalCents ? itemTotalCents : rule.amount),
        freeShipping: false,
      };
    case 'free_shipping':
      return { adjustmentCents: 0n, freeShipping: true };
  }
}
