/**
 * Line breaks and control characters in the API's text fields (docs/business-rules.md, Sales API
 * conventions): a one-line field (a name, the street, the neighbourhood, the reference, the company, the
 * card holder, a coupon, a blend's name) refuses them all with a 422 field message, the one its form
 * shows; a multi-line field (a line's note, a blend's description, the address's additional information)
 * keeps its line breaks and refuses the rest.
 */
import { MSG } from '@/lib/rules/field-messages';
import type { SavedAddressJson } from '@/lib/sales-api/accounts';
import type { ErrorBody } from '@/lib/sales-api/errors';
import type { OrderJson } from '@/lib/sales-api/order';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import {
  APPROVED_CARD,
  createCart,
  createShopper,
  put,
  testProducts,
  type Shopper,
} from '@/test-support/server/checkout-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';

let api: TestApi;
let shopper: Shopper;
let cart: OrderJson;

beforeAll(async () => {
  api = await createTestApi();
  shopper = await createShopper(api);
  const { weighed } = await testProducts(api);
  cart = await createCart(api, shopper, [{ variant_id: weighed.id, quantity: 500 }]);
});
afterAll(() => api.database.close());

const home = {
  firstname: 'Ana Souza',
  address1: 'Rua das Hortênsias, 120',
  address2: 'Apto 302',
  city: 'Salvador',
  zipcode: '41810-010',
  phone: '(71) 99999-8888',
  neighborhood: 'Pituba',
  reference: 'Em frente à padaria',
  additional_information: 'Interfone 302',
};

function call<T = ErrorBody>(method: string, path: string, body: unknown) {
  return api.json<T>(path, jsonRequest(method, body, shopper.headers));
}

describe('a one-line field', () => {
  it.each([
    [
      'a first name',
      'PUT',
      '/v2/users/me',
      { first_name: 'Ana\r\nBcc: x', last_name: 'Souza' },
      'first_name',
    ],
    ['a last name', 'PUT', '/v2/users/me', { first_name: 'Ana', last_name: 'Souza\u001b[2J' }, 'last_name'],
    ['the receiver', 'POST', '/v2/addresses', { ...home, firstname: 'Ana\nSouza' }, 'firstname'],
    ['the street', 'POST', '/v2/addresses', { ...home, address1: 'Rua A, 1\u001b[31m' }, 'address1'],
    ['the complement', 'POST', '/v2/addresses', { ...home, address2: 'Apto\r302' }, 'address2'],
    ['the neighbourhood', 'POST', '/v2/addresses', { ...home, neighborhood: 'Pituba\u007f' }, 'neighborhood'],
    ['the reference', 'POST', '/v2/addresses', { ...home, reference: 'Padaria\u0085' }, 'reference'],
    [
      'the company',
      'POST',
      '/v2/addresses',
      { ...home, cnpj: '11.222.333/0001-81', company: 'Boi\r\nna Brasa' },
      'company',
    ],
    ['a blend name', 'POST', '/mixes/templates', { name: 'Blend\u001b[5m', type_name: 'blend' }, 'name'],
    ['a coupon', 'PUT', 'CHECKOUT', { coupon_codes: ['BEMVINDO10\n'] }, 'coupon_codes.0'],
    [
      'the card holder',
      'PUT',
      'CHECKOUT',
      {
        state: 'payment',
        order: { payments_attributes: [{ payment_method_id: 1 }] },
        payment_source: {
          1: {
            token: 'tok_test_approve_abc',
            brand: 'visa',
            last_digits: '1111',
            name: 'Ana\nSouza',
            month: '12',
            year: '2030',
          },
        },
      },
      'payment_source.1.name',
    ],
    [
      'the card holder at the tokeniser',
      'POST',
      '/v2/card_tokens',
      { ...APPROVED_CARD, name: 'Ana\nSouza' },
      'name',
    ],
  ])('%s answers 422 with its form message', async (_kind, method, path, body, field) => {
    const target = path === 'CHECKOUT' ? `/api/v1/checkouts/${cart.number}.json` : path;
    const { status, body: error } = await call(method, target, body);
    expect(status).toBe(422);
    expect(error.errors).toEqual({ [field]: [MSG.singleLine] });
  });
});

describe('a multi-line field', () => {
  const linePath = () =>
    `/api/v1/orders/${cart.number}/line_items/${cart.line_items[0]!.id}?order_token=${cart.token}`;

  it("keeps the line breaks of a line's note and refuses the other controls", async () => {
    const kept = await put(api, shopper, linePath(), {
      line_item: { observation: 'Bifes finos\nsem gordura' },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.line_items[0]!.observation).toBe('Bifes finos\nsem gordura');
    const refused = await put(api, shopper, linePath(), { line_item: { observation: 'Bifes\u001b finos' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'line_item.observation': [MSG.controlCharacters] });
  });

  it("keeps the line breaks of the address's additional information and refuses the other controls", async () => {
    const kept = await call<SavedAddressJson>('POST', '/v2/addresses', {
      ...home,
      additional_information: 'Interfone 302\r\nBloco B',
    });
    expect(kept.status).toBe(201);
    expect(kept.body.additional_information).toContain('Bloco B');
    const refused = await call('POST', '/v2/addresses', { ...home, additional_information: 'Bloco\u0007B' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ additional_information: [MSG.controlCharacters] });
  });

  it("keeps the line breaks of a blend's description and refuses the other controls", async () => {
    const kept = await call('POST', '/mixes/templates', { observation: 'Moagem grossa\n20% de gordura' });
    expect(kept.status).toBe(201);
    const refused = await call('POST', '/mixes/templates', { observation: 'Moagem\u009bgrossa' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ observation: [MSG.controlCharacters] });
  });
});
