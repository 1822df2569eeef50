import { cartVariant } from '../catalogue/cart-variant';
import type { Variant } from '../catalogue/variant';
import { canIncrease, initialQuantity, isInStock, sellableMaximum } from '../rules/quantity';
import {
  cartGroups,
  cartItemCount,
  findLine,
  hasOutOfStockLine,
  isLineOutOfStock,
  type Mix,
  type Order,
} from './order';
import { provisionalOrder, withLineChanges, withLineQuantity, withMixQuantity } from './order-changes';

const nbsp = '\u00a0';
const NOW = '2026-11-20T12:00:00.000Z';

function variant(overrides: Partial<Variant> & Pick<Variant, 'id'>): Variant {
  return {
    productId: overrides.id,
    slug: `produto-${overrides.id}`,
    name: `Produto ${overrides.id}`,
    description: '',
    manufacturer: null,
    departmentId: 1,
    subdepartmentId: 1,
    price: '0.0899',
    listPrice: null,
    onSale: false,
    unitForQuantity: 'g',
    totalOnHand: 20_000,
    inStock: true,
    available: true,
    minimumQuantity: 500,
    incrementQuantity: 250,
    maximumQuantity: 10_000,
    defaultQuantity: 1_000,
    portioning: 'any',
    portioningSizes: [],
    images: [],
    options: [],
    optionsText: '',
    cookingMethods: [],
    salesVolume: 0,
    alcoholic: false,
    metaTags: { title: '', description: '', keywords: '' },
    shouldNotifyUser: false,
    ...overrides,
  };
}

const picanha = variant({ id: 1, name: 'Picanha' });
const beer = variant({
  id: 2,
  name: 'Cerveja',
  unitForQuantity: 'un',
  price: '4.99',
  minimumQuantity: 1,
  incrementQuantity: 1,
  maximumQuantity: 48,
  defaultQuantity: 1,
  totalOnHand: 12,
});

describe('optimistic cart changes', () => {
  it('adds a provisional line to a cart that does not exist yet, with exact totals', () => {
    const order = withLineQuantity(null, picanha, 1_250, { now: NOW });
    expect(order.number).toBe('');
    expect(order.lineItems).toHaveLength(1);
    expect(order.lineItems[0]).toMatchObject({ id: -1, variantId: 1, quantity: 1_250, total: '112.38' });
    expect(order.lineItems[0]!.displayAmount).toBe(`R$${nbsp}112,38`);
    expect(order.itemTotal).toBe('112.38');
    expect(order.displayTotal).toBe(`R$${nbsp}112,38`);
  });

  it('changes an existing line and recomputes, keeping shipping', () => {
    let order: Order = { ...withLineQuantity(null, picanha, 500, { now: NOW }), shipTotal: '9.90' };
    order = withLineQuantity(order, beer, 3, { now: NOW });
    order = withLineQuantity(order, picanha, 1_000);
    expect(order.lineItems.map((l) => [l.variantId, l.quantity])).toEqual([
      [1, 1_000],
      [2, 3],
    ]);
    expect(order.itemTotal).toBe('104.87'); // 89.90 + 3 × 4.99
    expect(order.total).toBe('114.77');
  });

  it('removes the line when the quantity falls under the minimum', () => {
    const order = withLineQuantity(withLineQuantity(null, beer, 2, { now: NOW }), beer, 0);
    expect(order.lineItems).toEqual([]);
    expect(order.itemTotal).toBe('0.00');
  });

  it('keeps the portion size within the slider when the quantity changes', () => {
    const base = withLineQuantity(null, picanha, 2_000, { now: NOW });
    const portioned = withLineChanges(base, -1, { portioningSize: 1_500 });
    expect(withLineQuantity(portioned, picanha, 1_000).lineItems[0]!.portioningSize).toBe(1_000);
    expect(withLineChanges(portioned, -1, { observation: '' }).lineItems[0]!.observation).toBeNull();
    expect(withLineChanges(portioned, -1, { observation: 'Sem osso' }).lineItems[0]).toMatchObject({
      observation: 'Sem osso',
      portioningSize: 1_500,
    });
  });

  it('finds a line by variant and blend', () => {
    const order = withLineQuantity(withLineQuantity(null, picanha, 500, { now: NOW }), picanha, 750, {
      mixId: 'm1',
    });
    expect(findLine(order, 1)?.quantity).toBe(500);
    expect(findLine(order, 1, 'm1')?.quantity).toBe(750);
    expect(findLine(order, 2)).toBeUndefined();
  });
});

describe('cart groups', () => {
  it('shows each blend as one group and counts it once', () => {
    let order = provisionalOrder(NOW);
    order = withLineQuantity(order, picanha, 500, { mixId: 'blend-1' });
    order = withLineQuantity(order, beer, 2);
    order = withLineQuantity(order, variant({ id: 3 }), 500, { mixId: 'blend-1' });
    const groups = cartGroups(order);
    expect(groups.map((g) => g.kind)).toEqual(['blend', 'line']);
    expect(groups[0]).toMatchObject({ kind: 'blend', mix: undefined, quantity: 1_000, total: '89.90' });
    expect(cartItemCount(order)).toBe(2);
    expect(cartItemCount(null)).toBe(0);
  });
});

describe('out of stock lines', () => {
  it('flags a line whose variant is out of stock or whose stock no longer covers it', () => {
    const order = withLineQuantity(null, beer, 5, { now: NOW });
    const line = order.lineItems[0]!;
    expect(isLineOutOfStock(line)).toBe(false);
    expect(isLineOutOfStock({ ...line, variant: { ...beer, totalOnHand: 0, inStock: false } })).toBe(true);
    // An archived product's line, whatever its stock.
    expect(isLineOutOfStock({ ...line, variant: { ...beer, inStock: false, available: false } })).toBe(true);
    expect(isLineOutOfStock({ ...line, variant: { ...beer, totalOnHand: 4 } })).toBe(true);
    expect(hasOutOfStockLine(order)).toBe(false);
    expect(hasOutOfStockLine(null)).toBe(false);
  });
});

describe('cartVariant', () => {
  it('keeps what the cart needs and drops the rest (description, options, meta tags, other photos)', () => {
    const full = variant({
      id: 7,
      description: 'Uma descrição longa',
      images: [
        { miniUrl: '/m1.webp', smallUrl: '/s1.webp', largeUrl: '/l1.webp', alt: 'Foto 1' },
        { miniUrl: '/m2.webp', smallUrl: '/s2.webp', largeUrl: '/l2.webp', alt: 'Foto 2' },
      ],
    });
    const trimmed = cartVariant(full);
    expect(trimmed).toEqual({
      id: 7,
      slug: full.slug,
      name: full.name,
      manufacturer: full.manufacturer,
      price: full.price,
      listPrice: full.listPrice,
      unitForQuantity: full.unitForQuantity,
      // 20 Kg in stock, 10 Kg at most per line: a page offers 10.
      totalOnHand: 10_000,
      inStock: full.inStock,
      available: true,
      minimumQuantity: full.minimumQuantity,
      incrementQuantity: full.incrementQuantity,
      maximumQuantity: full.maximumQuantity,
      defaultQuantity: full.defaultQuantity,
      images: [full.images[0]],
    });
    expect(JSON.stringify(trimmed)).not.toContain('descrição');
  });

  it('gives the stock up to what one line may take, offering the same quantities as the exact stock', () => {
    const plenty = variant({ id: 9, totalOnHand: 80_000 });
    const scarce = variant({ id: 10, totalOnHand: 1_750 });
    const soldOut = variant({ id: 11, totalOnHand: 400, inStock: false });
    expect([plenty, scarce, soldOut].map((v) => cartVariant(v).totalOnHand)).toEqual([10_000, 1_750, 400]);
    for (const exact of [plenty, scarce, soldOut]) {
      const shown = cartVariant(exact);
      expect(isInStock(shown)).toBe(isInStock(exact));
      expect(sellableMaximum(shown)).toBe(sellableMaximum(exact));
      expect(initialQuantity(shown)).toBe(initialQuantity(exact));
      for (let quantity = 0; quantity <= 12_000; quantity += 250) {
        expect(canIncrease(shown, quantity)).toBe(canIncrease(exact, quantity));
      }
    }
  });

  it('is enough to add a line optimistically, priced like the full variant', () => {
    const full = variant({ id: 8 });
    const fromFull = withLineQuantity(null, full, 1000, { now: NOW });
    const fromTrimmed = withLineQuantity(null, cartVariant(full), 1000, { now: NOW });
    const withoutVariant = (order: Order) => ({ ...order.lineItems[0]!, variant: undefined });
    expect(withoutVariant(fromTrimmed)).toEqual(withoutVariant(fromFull));
    expect(fromTrimmed.total).toBe(fromFull.total);
  });
});

describe('a blend’s quantity', () => {
  /** 2 Kg of a 2:1 blend (1,2 Kg minimum, batches of 600 g) beside a plain line. */
  function blendOrder(): { order: Order; mix: Mix } {
    let order = provisionalOrder(NOW);
    order = withLineQuantity(order, picanha, 1_000, { mixId: '9' });
    order = withLineQuantity(order, variant({ id: 3, price: '0.04' }), 500, { mixId: '9' });
    order = withLineQuantity(order, beer, 2);
    const mix = {
      id: 9,
      templateId: 4,
      template: { id: 4, name: 'Da casa', observation: '', fatPercentage: 20 },
      name: 'Da casa',
      observation: '',
      quantity: 1_500,
      orderNumber: '',
      minQuantity: 1_200,
      incrementQuantity: 600,
      maxQuantity: 9_000,
      price: '0.073267',
      total: '109.90',
      displayTotal: '',
    };
    return { order: { ...order, mixes: [mix] }, mix };
  }

  it('scales every meat of the blend together and reprices the cart', () => {
    const { order } = blendOrder();
    const changed = withMixQuantity(order, 9, 3_000);
    expect(changed.lineItems.map((line) => [line.variantId, line.quantity])).toEqual([
      [1, 2_000],
      [3, 1_000],
      [2, 2],
    ]);
    // 2000 g × 0.0899 + 1000 g × 0.04 = 179.80 + 40.00
    expect(changed.mixes[0]).toMatchObject({ quantity: 3_000, total: '219.80' });
    expect(changed.itemTotal).toBe('229.78'); // + 2 × 4.99
  });

  it('takes the blend and its lines away under its minimum', () => {
    const { order } = blendOrder();
    const removed = withMixQuantity(order, 9, 600);
    expect(removed.mixes).toEqual([]);
    expect(removed.lineItems.map((line) => line.variantId)).toEqual([2]);
  });
});
