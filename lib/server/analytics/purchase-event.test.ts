/**
 * GA4's purchase, once per order: the browser that sees the order complete asks the server whether it is
 * the one to send it; the order remembers that its purchase was sent, so a second device (or tab, or a
 * reload in a private window) that sees it complete does not send it again.
 */
import { createSession } from '../auth/sessions';
import { bearer, jsonRequest } from '@/test-support/server/account-fixtures';
import {
  createCart,
  createShopper,
  MONDAY_MORNING,
  testProducts,
  type Shopper,
} from '@/test-support/server/checkout-fixtures';
import { completeOrder } from '@/test-support/server/order-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import type { PurchaseEventJson } from '@/lib/sales-api/analytics';

let api: TestApi;
let unitId: number;
beforeAll(async () => {
  api = await createTestApi({ clock: () => MONDAY_MORNING });
  unitId = (await testProducts(api)).unit.id;
});
afterAll(() => api.database.close());

const claim = (number: string, headers: Record<string, string>) =>
  api.json<PurchaseEventJson & { error?: string }>(
    `/v2/orders/${number}/purchase_event`,
    jsonRequest('POST', undefined, headers),
  );

/** Another signed-in device of the same customer. */
async function secondDevice(shopper: Shopper) {
  return bearer((await createSession(api.database.db, shopper.id, { remember: false })).token);
}

describe('POST /v2/orders/{number}/purchase_event', () => {
  it('lets one device send the purchase of a complete order, once', async () => {
    const shopper = await createShopper(api);
    const order = await completeOrder(api, shopper, [{ variant_id: unitId, quantity: 1 }], { methodId: 2 });
    const phone = await secondDevice(shopper);
    expect(await claim(order.number, shopper.headers)).toEqual({ status: 200, body: { send: true } });
    expect(await claim(order.number, phone)).toEqual({ status: 200, body: { send: false } });
    expect(await claim(order.number, shopper.headers)).toEqual({ status: 200, body: { send: false } });
  });

  it('says yes to one of two devices asking at once', async () => {
    const shopper = await createShopper(api);
    const order = await completeOrder(api, shopper, [{ variant_id: unitId, quantity: 1 }], { methodId: 2 });
    const answers = await Promise.all([
      claim(order.number, shopper.headers),
      claim(order.number, await secondDevice(shopper)),
    ]);
    expect(answers.map((answer) => answer.body.send).sort()).toEqual([false, true]);
  });

  it('has nothing to send for an order that is not complete', async () => {
    const shopper = await createShopper(api);
    const cart = await createCart(api, shopper, [{ variant_id: unitId, quantity: 1 }]);
    expect(await claim(cart.number, shopper.headers)).toEqual({ status: 200, body: { send: false } });
  });

  it("answers 404 for another customer's order and an unknown number, 401 to a guest", async () => {
    const shopper = await createShopper(api);
    const order = await completeOrder(api, shopper, [{ variant_id: unitId, quantity: 1 }], { methodId: 2 });
    const other = await createShopper(api);
    expect((await claim(order.number, other.headers)).status).toBe(404);
    expect((await claim(order.number, {})).status).toBe(401);
    expect((await claim('R000000000', shopper.headers)).status).toBe(404);
    // None of them used the order's one purchase.
    expect((await claim(order.number, shopper.headers)).body).toEqual({ send: true });
  });
});
