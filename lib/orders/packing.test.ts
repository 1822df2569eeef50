import { ABOVE_TOLERANCE, isAboveTolerance, weighedItemsCents, weighedPrice } from './packing';

describe('the weighing of an order', () => {
  it('warns only past the 10 % the card was authorised for', () => {
    expect(ABOVE_TOLERANCE).toBe('Acima da tolerância de 10 %');
    expect(isAboveTolerance(1000, 1100)).toBe(false);
    expect(isAboveTolerance(1000, 1101)).toBe(true);
    expect(isAboveTolerance(1000, '')).toBe(false);
  });

  it('prices a line as weighed, and the items once every line is known', () => {
    expect(weighedPrice(1090, '0.0899')).toBe('R$\u00a097,99');
    expect(weighedPrice(-1, '0.0899')).toBeNull();
    expect(
      weighedItemsCents([
        { quantity: 1090, price: '0.0899' },
        { quantity: 3, price: '12.90' },
      ]),
    ).toBe(9799n + 3870n);
    expect(
      weighedItemsCents([
        { quantity: 1090, price: '0.0899' },
        { quantity: null, price: '12.90' },
      ]),
    ).toBeNull();
  });
});
