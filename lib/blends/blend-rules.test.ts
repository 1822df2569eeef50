import { quantityToAdd } from './blend-rules';

describe('quantityToAdd', () => {
  const meat = { minimum_quantity: 500, increment_quantity: 100 };

  it('adds a meat not yet in the blend with its minimum quantity', () => {
    expect(quantityToAdd(meat, false)).toBe(500);
  });

  it('adds one more increment of a meat already in the blend', () => {
    expect(quantityToAdd(meat, true)).toBe(100);
  });
});
