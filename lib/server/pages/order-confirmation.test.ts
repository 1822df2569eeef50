/** Which order /confirmacao shows, and to whom: a complete order, to the customer who owns it. */
import { createCustomer } from '@/test-support/server/account-fixtures';
import {
  createCart,
  createShopper,
  MONDAY_MORNING,
  testProducts,
} from '@/test-support/server/checkout-fixtures';
import { completeOrder } from '@/test-support/server/order-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import type { OrderJson } from '@/lib/sales-api/order';
import type { Shopper } from '@/test-support/server/checkout-fixtures';
import { confirmedOrder } from './order-confirmation';

let api: TestApi;
let owner: Shopper;
let order: OrderJson;

beforeAll(async () => {
  api = await createTestApi({ clock: () => MONDAY_MORNING });
  owner = await createShopper(api);
  const { unit } = await testProducts(api);
  order = await completeOrder(api, owner, [{ variant_id: unit.id, quantity: 2 }], { methodId: 2 });
});
afterAll(() => api.database.close());

describe('confirmedOrder', () => {
  it('gives the owner their complete order: its window, total and payment', async () => {
    const shown = await confirmedOrder(api.database.db, owner.token, order.number);
    expect(shown).toMatchObject({
      number: order.number,
      state: 'complete',
      display_total: order.display_total,
    });
    expect(shown!.shipments[0]!.selected_shipping_rate?.delivery_window_start).toEqual(expect.any(String));
    expect(shown!.payments.at(-1)!.payment_method.name).toEqual(expect.any(String));
  });

  it('gives nothing to another customer, a guest, an ended session or for another number', async () => {
    const other = await createCustomer(api);
    expect(await confirmedOrder(api.database.db, other.token, order.number)).toBeNull();
    expect(await confirmedOrder(api.database.db, undefined, order.number)).toBeNull();
    expect(await confirmedOrder(api.database.db, 'not-a-session', order.number)).toBeNull();
    expect(await confirmedOrder(api.database.db, owner.token, 'R000000000')).toBeNull();
    expect(await confirmedOrder(api.database.db, owner.token, '<script>')).toBeNull();
  });

  it('gives nothing for an order still in the cart, even to its owner', async () => {
    const { unit } = await testProducts(api);
    const cart = await createCart(api, owner, [{ variant_id: unit.id, quantity: 1 }]);
    expect(await confirmedOrder(api.database.db, owner.token, cart.number)).toBeNull();
  });
});
