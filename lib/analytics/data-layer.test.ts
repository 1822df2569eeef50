/**
 * @jest-environment jsdom
 */
import { addToCartEvent, checkoutStepEvent, purchaseEvent, pushEcommerceEvent } from './data-layer';

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

describe('checkout and purchase events', () => {
  const line = {
    variant: { id: 7, name: 'Picanha', price: '0.0899', unitForQuantity: 'g' as const, manufacturer: null },
    quantity: 1000,
  };

  it('names the three checkout steps as GA4 does', () => {
    expect([1, 2, 3].map((step) => checkoutStepEvent(step as 1 | 2 | 3, [line]).event)).toEqual([
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
    ]);
    expect(checkoutStepEvent(1, [line]).ecommerce.value).toBe(89.9);
  });

  it('sends purchase for complete orders only', () => {
    const order = { number: 'R123456789', state: 'complete', shipTotal: '9.90', lineItems: [line] };
    expect(purchaseEvent(order)?.ecommerce).toMatchObject({
      transaction_id: 'R123456789',
      shipping: 9.9,
      value: 89.9,
    });
    expect(purchaseEvent({ ...order, state: 'confirm' })).toBeNull();
  });
});
