/**
 * A shopper driven through the API, as the storefront would drive it: registration (captcha solved here),
 * an address, a cart, and a whole purchase. For journeys that test what comes after.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { solveCaptcha } from '../../test-support/server/solve-captcha';
import { expect, test, type Page } from '../fixtures';

export const APP = { 'X-App': 'sales-frontend' };

/** A new customer, logged in in this browser, with one Salvador address and a cart of two products. */
export async function customerWithCart(page: Page) {
  const email = await newCustomer(page);
  // A weighed product (1 kg of picanha) and a unit product, as the product pages would add them.
  const products = await (
    await page.request.get('/api/sales/v2/products?q[s]=sales_volume+desc&per_page=40')
  ).json();
  const list = (products.products ?? products) as {
    id: number;
    unit_for_quantity: string;
    in_stock: boolean;
    minimum_quantity: number;
    alcoholic: boolean;
  }[];
  const weighed = list.find((p) => p.unit_for_quantity === 'g' && p.in_stock && !p.alcoholic)!;
  const unit = list.find((p) => p.unit_for_quantity === 'un' && p.in_stock && !p.alcoholic)!;
  const cart = await page.request.post('/api/sales/api/v1/orders.json', {
    headers: APP,
    data: {
      order: {
        line_items: [
          { variant_id: weighed.id, quantity: Math.max(1000, weighed.minimum_quantity) },
          { variant_id: unit.id, quantity: unit.minimum_quantity },
        ],
      },
    },
  });
  expect(cart.ok()).toBe(true);
  return email;
}

/** A new customer, logged in in this browser, with one Salvador address and no cart. Answers the e-mail. */
export async function newCustomer(page: Page): Promise<string> {
  const email = `comprador.${test.info().project.name}.${Date.now()}@exemplo.com.br`;
  const challenge = await (await page.request.get('/api/sales/v2/captcha/challenge')).json();
  const registered = await page.request.post('/api/sales/v2/users', {
    headers: APP,
    data: {
      first_name: 'Bruna',
      last_name: 'Lima',
      cpf: generateCpf(),
      email,
      password: 'picanha-2026',
      password_confirmation: 'picanha-2026',
      recaptcha_token: await solveCaptcha(challenge),
    },
  });
  expect(registered.status()).toBe(201);
  const address = await page.request.post('/api/sales/v2/addresses', {
    headers: APP,
    data: {
      firstname: 'Bruna Lima',
      address1: 'Rua das Hortênsias, 120',
      neighborhood: 'Pituba',
      city: 'Salvador',
      state: 'Bahia',
      zipcode: '41810-010',
      phone: '(71) 99999-8888',
      reference: 'Em frente à padaria',
    },
  });
  expect(address.status()).toBe(201);
  return email;
}

/** The test gateway's card that is always approved (lib/server/payments). */
export const APPROVED_CARD = {
  name: 'Bruna Lima',
  number: '4111111111111111',
  month: '12',
  year: '2030',
  verification_value: '123',
};

/**
 * Completes the current cart through the API (as the storefront would), paid on delivery (or with a new
 * `card`, or the `savedCard` of that id), on the rate `rateOf` picks: the order's number and the status of the last call (409 when the
 * window was full).
 */
export async function buyByApi(
  page: Page,
  rateOf: (
    rates: { id: number; shipping_method_id: number; deliveries_remaining: number | null }[],
  ) => number,
  { card, savedCard }: { card?: typeof APPROVED_CARD; savedCard?: number } = {},
) {
  const put = async (path: string, data?: unknown) =>
    page.request.put(`/api/sales/api/v1/checkouts/${path}`, { headers: APP, data: data ?? {} });
  const current = await (await page.request.get('/api/sales/api/v1/orders/current')).json();
  const number = current.number as string;
  const addresses = await (await page.request.get('/api/sales/v2/addresses')).json();
  const addressed = await (
    await put(`${number}.json`, {
      state: 'address',
      order: { ship_address_attributes: { id: addresses[0].id } },
    })
  ).json();
  const delivery = await put(`${number}.json`, {
    state: 'delivery',
    order: {
      shipments_attributes: [
        {
          id: addressed.shipments[0].id,
          selected_shipping_rate_id: rateOf(addressed.shipments[0].shipping_rates),
        },
      ],
    },
  });
  if (delivery.status() !== 200) return { number, status: delivery.status() };
  // A new card goes to the test gateway's tokeniser first, as the card form sends it; the payment step
  // gets its token (the checkout never takes a card number).
  let tokenized: Record<string, string> | null = null;
  if (card) {
    const token = await page.request.post('/api/sales/v2/card_tokens', { headers: APP, data: card });
    expect(token.status(), await token.text()).toBe(201);
    tokenized = { ...(await token.json()), name: card.name, month: card.month, year: card.year };
  }
  // A saved card kept at the gateway pays with a one-time token of its CVV, as the CVV form asks it.
  let cardToken: string | undefined;
  if (savedCard) {
    const me = await (await page.request.get('/api/sales/v2/users/me')).json();
    const saved = (me.credit_cards as { id: number; gateway_card_id: string | null }[]).find(
      (candidate) => candidate.id === savedCard,
    );
    if (saved?.gateway_card_id) {
      const token = await page.request.post(`/api/sales/v2/credit_cards/${savedCard}/card_tokens`, {
        headers: APP,
        data: { verification_value: '123' },
      });
      expect(token.status(), await token.text()).toBe(201);
      cardToken = (await token.json()).token;
    }
  }
  const payment = await put(
    `${number}.json`,
    tokenized
      ? {
          state: 'payment',
          order: { payments_attributes: [{ payment_method_id: 1 }] },
          payment_source: { '1': tokenized },
        }
      : savedCard
        ? {
            state: 'payment',
            order: {
              payments_attributes: [{ payment_method_id: 1 }],
              existing_card: savedCard,
              ...(cardToken && { card_token: cardToken }),
            },
          }
        : { state: 'payment', order: { payments_attributes: [{ payment_method_id: 2 }] } },
  );
  expect(payment.status(), await payment.text()).toBe(200);
  return { number, status: (await put(`${number}/next`)).status() };
}

export async function refillCart(page: Page) {
  const products = await (
    await page.request.get('/api/sales/v2/products?q[s]=sales_volume+desc&per_page=40')
  ).json();
  const unit = (
    (products.products ?? products) as {
      id: number;
      unit_for_quantity: string;
      in_stock: boolean;
      alcoholic: boolean;
      minimum_quantity: number;
    }[]
  ).find((p) => p.unit_for_quantity === 'un' && p.in_stock && !p.alcoholic)!;
  const cart = await page.request.post('/api/sales/api/v1/orders.json', {
    headers: APP,
    data: { order: { line_items: [{ variant_id: unit.id, quantity: unit.minimum_quantity }] } },
  });
  expect(cart.ok()).toBe(true);
}
