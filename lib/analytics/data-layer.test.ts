/**
 * @jest-environment jsdom
 */
import { chooseConsent } from './consent';
import {
  addToCartEvent,
  checkoutStepEvent,
  productEvent,
  purchaseEvent,
  pushAccountEvent,
  pushEcommerceEvent,
  pushPageView,
  removeFromCartEvent,
} from './data-layer';

beforeEach(() => {
  delete window.dataLayer;
  window.localStorage.clear();
});

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
    chooseConsent('granted');
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
    // A Pix not paid yet is no purchase yet.
    expect(purchaseEvent({ ...order, fulfillmentState: 'awaiting_payment' })).toBeNull();
  });
});

describe('the other GA4 events', () => {
  it('counts a removal by the grams taken out, and prices a product view for 1 Kg or one unit', () => {
    expect(removeFromCartEvent([{ variant: picanha, quantity: 500 }])).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { value: 44.95, items: [{ item_id: '1', price: 44.95, quantity: 1, weight_grams: 500 }] },
    });
    expect(productEvent('view_item', picanha).ecommerce).toMatchObject({ value: 89.9 });
    expect(productEvent('select_item', carvao)).toMatchObject({
      event: 'select_item',
      ecommerce: { value: 29.9, items: [{ item_id: '211', price: 29.9, quantity: 1 }] },
    });
  });
});

describe('consent (LGPD)', () => {
  const complete = {
    number: 'R000000042',
    state: 'complete',
    shipTotal: '9.90',
    lineItems: [{ variant: carvao, quantity: 1 }],
  };

  it('pushes nothing before the shopper accepts, nor after a refusal', () => {
    chooseConsent('denied');
    pushPageView('http://loja/', 'Casa da Carne');
    pushAccountEvent('login');
    pushEcommerceEvent(addToCartEvent([{ variant: carvao, quantity: 1 }]));
    pushEcommerceEvent(purchaseEvent(complete)!);
    expect(window.dataLayer).toBeUndefined();
    // Refused, then accepted: the purchase still goes once.
    chooseConsent('granted');
    pushPageView('http://loja/', 'Casa da Carne');
    pushAccountEvent('sign_up');
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_location: 'http://loja/', page_title: 'Casa da Carne' },
      { event: 'sign_up', method: 'email' },
    ]);
  });

  it("leaves the password-reset link's token and e-mail out of the page view", () => {
    chooseConsent('granted');
    pushPageView('http://loja/resetar-senha?token=abc123&email=ana@exemplo.com.br', 'Nova senha');
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/abc123|ana@exemplo/);
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ page_location: expect.stringContaining('/resetar-senha?token=') }),
    ]);
  });

  it('pushes the purchase of an order once, even when the confirmation is loaded again', () => {
    chooseConsent('granted');
    pushEcommerceEvent(purchaseEvent(complete)!);
    delete window.dataLayer; // a reload starts a new data layer
    pushEcommerceEvent(purchaseEvent(complete)!);
    pushEcommerceEvent(purchaseEvent({ ...complete, number: 'R000000043' })!);
    const layer = window.dataLayer as unknown[] | undefined;
    expect(layer?.filter((entry) => (entry as { event?: string }).event === 'purchase')).toEqual([
      expect.objectContaining({ ecommerce: expect.objectContaining({ transaction_id: 'R000000043' }) }),
    ]);
  });
});
