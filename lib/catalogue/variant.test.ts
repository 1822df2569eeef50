import {
  displayListPrice,
  displayPrice,
  isOnSale,
  truncateName,
  unitLabel,
  variantOptionLabel,
  promotionTag,
} from './variant';

const nbsp = '\u00a0';

describe('product display rules', () => {
  it('shows gram prices per Kg and unit prices per unit', () => {
    expect(displayPrice({ price: '0.0899', listPrice: null, unitForQuantity: 'g' })).toBe(`R$${nbsp}89,90`);
    expect(displayPrice({ price: '12.5', listPrice: null, unitForQuantity: 'un' })).toBe(`R$${nbsp}12,50`);
    expect(unitLabel('g')).toBe('Kg');
    expect(unitLabel('kg')).toBe('Kg');
    expect(unitLabel('un')).toBe('un');
  });

  it('is on promotion only when the list price is above the price', () => {
    expect(isOnSale({ price: '0.0899', listPrice: '0.0999' })).toBe(true);
    expect(isOnSale({ price: '0.0899', listPrice: '0.0899' })).toBe(false);
    expect(isOnSale({ price: '0.0899', listPrice: null })).toBe(false);
    expect(displayListPrice({ price: '0.0899', listPrice: '0.0999', unitForQuantity: 'g' })).toBe(
      `R$${nbsp}99,90`,
    );
  });

  it("cuts names longer than 40 characters to their first 40 plus '...'", () => {
    const long = 'Costela Bovina Janela Defumada no Capricho Especial';
    expect(truncateName(long)).toBe('Costela Bovina Janela Defumada no Capric...');
    // A space at the cut does not stand before the dots (39 characters kept).
    expect(truncateName('Linguiça Toscana Apimentada Artesanal e Defumada')).toBe(
      'Linguiça Toscana Apimentada Artesanal e...',
    );
    expect(truncateName('x'.repeat(41))).toBe(`${'x'.repeat(40)}...`);
    expect(truncateName('Picanha Bovina')).toBe('Picanha Bovina');
    expect(truncateName('x'.repeat(40))).toBe('x'.repeat(40));
  });
});

describe('promotion tag', () => {
  it('is the whole percent off the list price, rounded down', () => {
    expect(promotionTag({ price: '0.0899', listPrice: '0.1059' })).toBe('Promoção -15%');
    expect(promotionTag({ price: '9.00', listPrice: '10.00' })).toBe('Promoção -10%');
  });

  it('shows a discount under 1 % without a percentage: the variant is on sale all the same', () => {
    expect(promotionTag({ price: '89.90', listPrice: '90.00' })).toBe('Promoção');
  });

  it('is absent when the list price is not above the price', () => {
    expect(promotionTag({ price: '10.00', listPrice: '10.00' })).toBeNull();
    expect(promotionTag({ price: '10.00', listPrice: null })).toBeNull();
  });
});

describe('variant option label', () => {
  const value = (presentationName: string, selected: boolean) => ({
    slug: presentationName,
    imageUrl: null,
    presentationName,
    selected,
  });

  it("names the variant's own option values, so that siblings differ", () => {
    expect(
      variantOptionLabel({
        options: [{ values: [value('Peça inteira', false), value('Fatiada', true)] }],
      }),
    ).toBe('Fatiada');
    expect(variantOptionLabel({ options: [] })).toBeNull();
  });
});
