/**
 * @jest-environment jsdom
 */
import { addToCartEvent, pushEcommerceEvent } from './data-layer';

const picanha = {
  id: 1,
  name: 'Picanha Bovina',
  price: '0.0899',
  unitForQuantity: 'g' as const,
  manufacturer: 'Friboi',
};
const carvao = {
  id: 211,
  name: 'Carvão Vegetal 5 Kg',
  price: '29.90',
  unitForQuantity: 'un' as const,
  manufacturer: null,
};

describe('the data layer', () => {
  it("describes an add to cart in GA4's shape, with each line's estimated amount and weight", () => {
    expect(
      addToCartEvent([
        { variant: picanha, quantity: 1500 },
        { variant: carvao, quantity: 2 },
      ]),
    ).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'BRL',
        value: 194.65,
        items: [
          {
            item_id: '1',
            item_name: 'Picanha Bovina',
            item_brand: 'Friboi',
            price: 134.85,
            quantity: 1,
            weight_grams: 1500,
          },
          { item_id: '211', item_name: 'Carvão Vegetal 5 Kg', price: 59.8, quantity: 1 },
        ],
      },
    });
  });

  it('clears the previous ecommerce object before each event', () => {
    pushEcommerceEvent(addToCartEvent([{ variant: carvao, quantity: 1 }]));
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      expect.objectContaining({ event: 'add_to_cart', ecommerce: expect.objectContaining({ value: 29.9 }) }),
    ]);
  });
});
