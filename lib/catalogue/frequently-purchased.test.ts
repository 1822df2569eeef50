import { frequentlyPurchasedIds } from './frequently-purchased';

describe('frequently purchased together', () => {
  it('puts co-purchased products first, then best sellers of the subdepartment', () => {
    expect(frequentlyPurchasedIds(1, [7, 9], [2, 7, 3])).toEqual([7, 9, 2, 3]);
  });

  it('never lists the product itself or a product twice', () => {
    expect(frequentlyPurchasedIds(1, [1, 4, 4], [1, 4, 5])).toEqual([4, 5]);
  });

  it('falls back entirely to best sellers when nobody bought it with anything', () => {
    expect(frequentlyPurchasedIds(1, [], [5, 6])).toEqual([5, 6]);
  });

  it('stops at the limit', () => {
    expect(frequentlyPurchasedIds(1, [2, 3, 4], [5, 6], 3)).toEqual([2, 3, 4]);
  });
});
