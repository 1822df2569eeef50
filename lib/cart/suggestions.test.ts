import { cartContents, pickSuggestions } from './suggestions';

const product = (id: number) => ({ id });
const pool = {
  bestSellers: [1, 2, 3, 4, 5].map(product),
  complements: [10, 11, 3].map(product),
};
const line = (id: number, unitForQuantity: string) => ({ variant: { id, unitForQuantity } });

describe('cart suggestions', () => {
  it('are the best sellers while the cart is not known', () => {
    expect(pickSuggestions(pool, null, 3)).toEqual([1, 2, 3].map(product));
  });

  it('leave out what the cart holds', () => {
    expect(pickSuggestions(pool, cartContents([line(1, 'un'), line(2, 'un')]), 3)).toEqual(
      [3, 4, 5].map(product),
    );
  });

  it('offer the complements of meat first to a cart with meat, each product once', () => {
    expect(pickSuggestions(pool, cartContents([line(1, 'g')]), 5)).toEqual([10, 11, 3, 2, 4].map(product));
  });

  it('put the complements after the best sellers for a cart without meat', () => {
    expect(pickSuggestions(pool, cartContents([]), 7)).toEqual([1, 2, 3, 4, 5, 10, 11].map(product));
  });
});
