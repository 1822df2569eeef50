import { estimatePrice } from './estimate';

describe('estimated price', () => {
  it('prices the ordered grams exactly and allows 10 % either way', () => {
    // R$ 89,90 per Kg, 1.5 Kg = R$ 134,85; 10 % = R$ 13,49 (13,485 rounded half up).
    expect(estimatePrice({ price: '0.0899', unitForQuantity: 'g' }, 1500)).toEqual({
      quantity: 1500,
      cents: 13485n,
      minCents: 12136n,
      maxCents: 14834n,
    });
  });

  it('has no weight range for products sold by unit', () => {
    expect(estimatePrice({ price: '12.50', unitForQuantity: 'un' }, 2)).toEqual({
      quantity: 2,
      cents: 2500n,
      minCents: 2500n,
      maxCents: 2500n,
    });
  });
});
