import {
  chooseVariant,
  coversMeatAsked,
  planBarbecue,
  type PlanInput,
  type PlanProduct,
} from './distribution';
import { desiredMeatGrams } from './guests';

// Quantity profiles of the demo catalogue (grams or units).
const CUT = {
  unitForQuantity: 'g',
  minimumQuantity: 500,
  incrementQuantity: 250,
  maximumQuantity: 10_000,
  defaultQuantity: 1000,
} as const;
const PIECE = {
  unitForQuantity: 'g',
  minimumQuantity: 1000,
  incrementQuantity: 500,
  maximumQuantity: 20_000,
  defaultQuantity: 2000,
} as const;
const FINE = {
  unitForQuantity: 'g',
  minimumQuantity: 300,
  incrementQuantity: 100,
  maximumQuantity: 5_000,
  defaultQuantity: 500,
} as const;
const UNIT = {
  unitForQuantity: 'un',
  minimumQuantity: 1,
  incrementQuantity: 1,
  maximumQuantity: 24,
  defaultQuantity: 1,
} as const;

const WHOLE = 1; // option value 'Peça inteira'
const SLICED = 2; // option value 'Fatiada'
const CUBES = 3; // option value 'Em cubos para espeto'

let nextVariantId = 1;
function product(
  productId: number,
  role: PlanProduct['role'],
  amount: number,
  profile: typeof CUT | typeof PIECE | typeof FINE | typeof UNIT,
  {
    categoryId = null,
    stock = 50_000,
    options = [],
  }: { categoryId?: number | null; stock?: number; options?: number[] } = {},
): PlanProduct {
  const variants = (options.length ? options : [0]).map((option) => ({
    id: nextVariantId++,
    ...profile,
    totalOnHand: stock,
    optionValueIds: option ? [option] : [],
  }));
  return { productId, role, amount, categoryId, variants };
}

const CHARCOAL = 10;
const BREAD = 11;
const SAUSAGES = 12;
const CHICKEN = 13;

const PRODUCTS: PlanProduct[] = [
  product(1, 'fatty', 3, CUT, { options: [WHOLE, SLICED] }), // picanha
  product(2, 'fatty', 2, CUT), // contrafilé
  product(3, 'fatty', 2, PIECE), // costela
  product(4, 'fatty', 1, CUT), // panceta
  product(5, 'lean', 3, CUT, { options: [WHOLE, SLICED, CUBES] }), // alcatra
  product(6, 'lean', 3, CUT), // fraldinha
  product(7, 'lean', 2, CUT, { options: [WHOLE, SLICED] }), // maminha
  product(20, 'per_meat_kilo', 0.2, UNIT, { categoryId: CHARCOAL }), // 5 Kg bag
  product(21, 'per_meat_kilo', 0.1, UNIT, { categoryId: CHARCOAL }), // lighter
  product(22, 'per_person', 0.2, UNIT, { categoryId: BREAD }), // pack of 5
  product(23, 'meat', 2, CUT, { categoryId: SAUSAGES }),
  product(24, 'meat', 1, CUT, { categoryId: SAUSAGES }),
  product(25, 'meat', 2, CUT, { categoryId: CHICKEN }),
  product(26, 'meat', 1, FINE, { categoryId: CHICKEN }),
];

const CATEGORIES = {
  charcoal: { id: CHARCOAL, meatSharePercent: null },
  bread: { id: BREAD, meatSharePercent: null },
  sausages: { id: SAUSAGES, meatSharePercent: 15 },
  chicken: { id: CHICKEN, meatSharePercent: 15 },
};

function input(overrides: Partial<PlanInput> = {}): PlanInput {
  return {
    totalGrams: 4600,
    fatPercentage: 50,
    preferredOptionValueIds: new Set([WHOLE]),
    categories: Object.values(CATEGORIES),
    products: PRODUCTS,
    ...overrides,
  };
}

function plan(overrides: Partial<PlanInput> = {}) {
  const result = planBarbecue(input(overrides));
  if (!result.ok) throw new Error(`no plan: ${result.meatGrams} g`);
  return result;
}

const variantOf = (productId: number) => PRODUCTS.find((p) => p.productId === productId)!.variants;
const meatOf = (lines: ReturnType<typeof plan>['lines']) =>
  lines.filter((line) => ['fatty', 'lean', 'meat'].includes(line.role));

describe('planBarbecue', () => {
  it('never gives less meat than the guests need, nor an increment more than it must, 1–30 adults, 0–20 children', () => {
    const variantById = new Map(PRODUCTS.flatMap((p) => p.variants).map((v) => [v.id, v]));
    for (let adults = 1; adults <= 30; adults++) {
      for (let children = 0; children <= 20; children++) {
        const totalGrams = desiredMeatGrams({ adults, children });
        for (const categories of [[], [CATEGORIES.sausages], Object.values(CATEGORIES)]) {
          const result = plan({ totalGrams, categories });
          const meat = meatOf(result.lines);
          const grams = meat.reduce((sum, line) => sum + line.quantity, 0);
          expect(grams).toBe(result.meatGrams);
          expect(grams).toBeGreaterThanOrEqual(totalGrams);
          // Rounded up, not over: no cut could lose an increment and still feed everyone.
          for (const line of meat) {
            const { minimumQuantity, incrementQuantity } = variantById.get(line.variantId)!;
            const shrinkable = line.quantity - incrementQuantity >= minimumQuantity;
            expect(shrinkable && grams - incrementQuantity >= totalGrams).toBe(false);
          }
        }
      }
    }
  });

  it('gives 4 adults at least their 1,6 Kg, and at most 10 percent more', () => {
    for (const categories of [[], [CATEGORIES.sausages], Object.values(CATEGORIES)]) {
      const { meatGrams } = plan({ totalGrams: desiredMeatGrams({ adults: 4, children: 0 }), categories });
      expect(meatGrams).toBeGreaterThanOrEqual(1600);
      expect(meatGrams).toBeLessThanOrEqual(1760);
    }
  });

  it('keeps the meat within 10 percent or an increment above what was asked, from 4 to 60 adults', () => {
    for (let adults = 4; adults <= 60; adults++) {
      for (const children of [0, 1, 3, 7, 15]) {
        const totalGrams = desiredMeatGrams({ adults, children });
        for (const categories of [[], [CATEGORIES.sausages], Object.values(CATEGORIES)]) {
          const { meatGrams } = plan({ totalGrams, categories });
          expect(meatGrams).toBeGreaterThanOrEqual(totalGrams);
          // The largest increment of the cuts is 500 g (PIECE).
          expect(meatGrams - totalGrams).toBeLessThanOrEqual(Math.max(totalGrams / 10, 500));
        }
      }
    }
  });

  it('respects each variant’s minimum, increment and maximum', () => {
    for (const totalGrams of [1600, 2200, 4600, 13_000, 60_000]) {
      for (const line of plan({ totalGrams }).lines) {
        const variant = PRODUCTS.flatMap((p) => p.variants).find((v) => v.id === line.variantId)!;
        expect(line.quantity).toBeGreaterThanOrEqual(variant.minimumQuantity);
        expect(line.quantity).toBeLessThanOrEqual(variant.maximumQuantity);
        expect((line.quantity - variant.minimumQuantity) % variant.incrementQuantity).toBe(0);
      }
    }
  });

  it('gives fatty cuts the fat percentage of the base meat', () => {
    const weight = (result: ReturnType<typeof plan>, role: string) =>
      result.lines.filter((l) => l.role === role).reduce((sum, l) => sum + l.quantity, 0);
    const even = plan({ totalGrams: 10_000, categories: [] });
    expect(Math.abs(weight(even, 'fatty') - weight(even, 'lean'))).toBeLessThanOrEqual(1000);
    const fatty = plan({ totalGrams: 10_000, categories: [], fatPercentage: 80 });
    const lean = plan({ totalGrams: 10_000, categories: [], fatPercentage: 20 });
    expect(weight(fatty, 'fatty')).toBeGreaterThan(weight(fatty, 'lean') * 2);
    expect(weight(lean, 'lean')).toBeGreaterThan(weight(lean, 'fatty') * 2);
  });

  it('gives a meat category about its share of the meat', () => {
    const result = plan({ totalGrams: 20_000, categories: [CATEGORIES.sausages] });
    const sausages = result.lines
      .filter((line) => line.productId === 23 || line.productId === 24)
      .reduce((sum, line) => sum + line.quantity, 0);
    expect(sausages).toBeGreaterThanOrEqual(2500);
    expect(sausages).toBeLessThanOrEqual(3500);
  });

  it('chooses the preferred cut type where a product has it, the first variant elsewhere', () => {
    const cubes = plan({ totalGrams: 20_000, preferredOptionValueIds: new Set([CUBES]) });
    const variantIdOf = (productId: number) => cubes.lines.find((l) => l.productId === productId)?.variantId;
    expect(variantIdOf(5)).toBe(variantOf(5)[2]!.id); // alcatra em cubos
    expect(variantIdOf(1)).toBe(variantOf(1)[0]!.id); // picanha has no cubes: the default
    const sliced = plan({ totalGrams: 20_000, preferredOptionValueIds: new Set([SLICED]) });
    expect(sliced.lines.find((l) => l.productId === 1)?.variantId).toBe(variantOf(1)[1]!.id);
  });

  it('skips products out of stock, and a preferred variant out of stock for its sibling', () => {
    const products = PRODUCTS.map((p) =>
      p.productId === 6
        ? { ...p, variants: p.variants.map((v) => ({ ...v, totalOnHand: 0 })) }
        : p.productId === 5
          ? { ...p, variants: p.variants.map((v, i) => (i === 2 ? { ...v, totalOnHand: 400 } : v)) }
          : p,
    );
    const result = plan({ products, totalGrams: 20_000, preferredOptionValueIds: new Set([CUBES]) });
    expect(result.lines.some((l) => l.productId === 6)).toBe(false);
    expect(result.considered.some((c) => c.productId === 6)).toBe(false);
    expect(result.lines.find((l) => l.productId === 5)?.variantId).toBe(variantOf(5)[0]!.id);
    const meat = result.lines.filter((l) => l.role !== 'per_person' && l.role !== 'per_meat_kilo');
    expect(
      coversMeatAsked(
        meat.reduce((s, l) => s + l.quantity, 0),
        20_000,
      ),
    ).toBe(true);
  });

  it('never plans more than the stock', () => {
    const products = PRODUCTS.map((p) =>
      p.productId === 1 ? { ...p, variants: p.variants.map((v) => ({ ...v, totalOnHand: 900 })) } : p,
    );
    const line = plan({ products, totalGrams: 40_000 }).lines.find((l) => l.productId === 1)!;
    expect(line.quantity).toBeLessThanOrEqual(900);
  });

  it('fails when the stock cannot cover the meat asked, even by a little', () => {
    const products = PRODUCTS.map((p) => ({
      ...p,
      variants: p.variants.map((v) => ({ ...v, totalOnHand: 500 })),
    }));
    expect(planBarbecue(input({ products, totalGrams: 20_000 })).ok).toBe(false);
    // Two cuts with 1 Kg each in stock: 2 Kg of meat for 2,2 Kg asked.
    const twoCuts = [
      product(1, 'fatty', 1, CUT, { stock: 1000 }),
      product(5, 'lean', 1, CUT, { stock: 1000 }),
    ];
    expect(planBarbecue(input({ products: twoCuts, totalGrams: 2200, categories: [] }))).toEqual({
      ok: false,
      meatGrams: 2000,
    });
  });

  it('sizes charcoal per kilo of meat and bread per person, rounded up to whole units', () => {
    const result = plan({ totalGrams: desiredMeatGrams({ adults: 10, children: 3 }) });
    const quantityOf = (productId: number) => result.lines.find((l) => l.productId === productId)?.quantity;
    expect(quantityOf(20)).toBe(Math.ceil((result.meatGrams / 1000) * 0.2)); // one 5 Kg bag per 5 Kg
    expect(quantityOf(21)).toBe(1);
    expect(quantityOf(22)).toBe(3); // 11.5 adult-equivalents x 0.2 packs = 2.3 packs
  });

  it('leaves out complements of categories not chosen', () => {
    const result = plan({ categories: [CATEGORIES.bread] });
    expect(result.lines.some((l) => [20, 21, 23, 24, 25, 26].includes(l.productId))).toBe(false);
    expect(result.lines.some((l) => l.productId === 22)).toBe(true);
  });

  it('is deterministic for the same input and catalogue', () => {
    expect(plan({ totalGrams: 7800 })).toEqual(plan({ totalGrams: 7800 }));
    expect(plan({ totalGrams: 7800, products: [...PRODUCTS] })).toEqual(plan({ totalGrams: 7800 }));
  });
});

describe('chooseVariant', () => {
  it('offers only weighed variants in stock as meat', () => {
    const byUnit = product(99, 'fatty', 1, UNIT);
    expect(chooseVariant(byUnit, new Set())).toBeNull();
  });
});
