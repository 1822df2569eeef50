import { formatBRL } from '@/lib/money';
import { couponEffect, couponProblem, COUPON_MESSAGES, unmetMinimum, type PromotionRule } from './promotions';

const rule = (overrides: Partial<PromotionRule> = {}): PromotionRule => ({
  kind: 'percent',
  amount: 10n,
  minItemTotalCents: 0n,
  startsAt: new Date('2026-01-01T00:00:00-03:00'),
  expiresAt: new Date('2027-01-01T00:00:00-03:00'),
  usageLimit: null,
  perCustomerLimit: null,
  ...overrides,
});
const context = {
  itemTotalCents: 10_000n,
  now: new Date('2026-11-22T10:00:00-03:00'),
  usageCount: 0,
  customerUsageCount: 0,
};

describe('coupon rules', () => {
  it('accepts a valid coupon', () => {
    expect(couponProblem(rule(), context, formatBRL)).toBeUndefined();
  });

  it('refuses it before its start and from its expiry', () => {
    expect(couponProblem(rule({ startsAt: new Date('2026-12-01') }), context, formatBRL)).toBe(
      COUPON_MESSAGES.notStarted,
    );
    expect(
      couponProblem(rule({ expiresAt: new Date('2026-11-22T10:00:00-03:00') }), context, formatBRL),
    ).toBe(COUPON_MESSAGES.expired);
  });

  it('names the minimum item total', () => {
    expect(couponProblem(rule({ minItemTotalCents: 15_000n }), context, formatBRL)).toBe(
      'Este cupom vale para compras a partir de R$\u00a0150,00',
    );
    expect(couponProblem(rule({ minItemTotalCents: 10_000n }), context, formatBRL)).toBeUndefined();
    // What an applied coupon's effect asks when the cart changes: the minimum, while the items are under it.
    expect(unmetMinimum(rule({ minItemTotalCents: 15_000n }), 14_999n)).toBe(15_000n);
    expect(unmetMinimum(rule({ minItemTotalCents: 15_000n }), 15_000n)).toBeNull();
  });

  it('stops at the total usage limit and at the per-customer limit', () => {
    expect(couponProblem(rule({ usageLimit: 1 }), { ...context, usageCount: 1 }, formatBRL)).toBe(
      COUPON_MESSAGES.exhausted,
    );
    expect(couponProblem(rule({ usageLimit: 2 }), { ...context, usageCount: 1 }, formatBRL)).toBeUndefined();
    expect(
      couponProblem(rule({ perCustomerLimit: 1 }), { ...context, customerUsageCount: 1 }, formatBRL),
    ).toBe(COUPON_MESSAGES.alreadyUsed);
  });
});

describe('coupon effect', () => {
  it('takes a percentage off the items, rounded half up to the cent', () => {
    expect(couponEffect({ kind: 'percent', amount: 10n }, 12_345n)).toEqual({
      adjustmentCents: -1_235n,
      freeShipping: false,
    });
  });

  it('takes a fixed amount off, never more than the items', () => {
    expect(couponEffect({ kind: 'fixed', amount: 2_000n }, 15_000n).adjustmentCents).toBe(-2_000n);
    expect(couponEffect({ kind: 'fixed', amount: 2_000n }, 1_500n).adjustmentCents).toBe(-1_500n);
  });

  it('makes shipping free without touching the items', () => {
    expect(couponEffect({ kind: 'free_shipping', amount: 0n }, 5_000n)).toEqual({
      adjustmentCents: 0n,
      freeShipping: true,
    });
  });
});
