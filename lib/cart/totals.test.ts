import { freeShippingHint, itemTotalCents, orderTotals } from './totals';

const nbsp = '\u00a0';

describe('cart totals', () => {
  it('adds lines rounded to the cent, without binary floats', () => {
    // 1.25 Kg at R$ 89,90/Kg = 112.375 → 112.38; 3 × 0.10 = 0.30 exactly (0.1 * 3 in floats is not).
    expect(itemTotalCents([{ quantity: 1_250, price: '0.0899' }])).toBe(11_238n);
    expect(itemTotalCents([{ quantity: 3, price: '0.10' }])).toBe(30n);
    expect(
      orderTotals([
        { quantity: 1_250, price: '0.0899' },
        { quantity: 2, price: '7.49' },
      ]),
    ).toEqual({ itemTotal: '127.36', shipTotal: '0.00', adjustmentTotal: '0.00', total: '127.36' });
  });

  it('adds shipping and adjustments (discounts are negative) to the total', () => {
    expect(
      orderTotals([{ quantity: 1, price: '50.00' }], { shipTotal: '9.9', adjustmentTotal: '-5.00' }),
    ).toMatchObject({ itemTotal: '50.00', shipTotal: '9.90', adjustmentTotal: '-5.00', total: '54.90' });
    expect(orderTotals([]).total).toBe('0.00');
  });

  it('never goes below zero, however large the discount', () => {
    expect(
      orderTotals([{ quantity: 1, price: '20.00' }], { shipTotal: '9.90', adjustmentTotal: '-50.00' }),
    ).toEqual({ itemTotal: '20.00', shipTotal: '9.90', adjustmentTotal: '-50.00', total: '0.00' });
  });
});

describe('free-shipping hint', () => {
  it('tells how much is missing to 99 BRL, in BRL', () => {
    expect(freeShippingHint('87.00')).toBe(`Adicione mais R$${nbsp}12,00 em produtos e ganhe frete grátis!`);
    expect(freeShippingHint('98.99')).toBe(`Adicione mais R$${nbsp}0,01 em produtos e ganhe frete grátis!`);
    expect(freeShippingHint('0.00')).toBe(`Adicione mais R$${nbsp}99,00 em produtos e ganhe frete grátis!`);
  });

  it('disappears from 99 BRL on', () => {
    expect(freeShippingHint('99.00')).toBeNull();
    expect(freeShippingHint('150.35')).toBeNull();
  });

  it("counts from the manager's free-delivery total when the shop sends it", () => {
    expect(freeShippingHint('120.00', '150.00')).toBe(
      `Adicione mais R$${nbsp}30,00 em produtos e ganhe frete grátis!`,
    );
    expect(freeShippingHint('150.00', '150.00')).toBeNull();
  });
});
