/**
 * 'Concluir pesagem' (PUT /admin/orders/{number}/packed): from wherever the order is in preparation to
 * ready in one call, each step recorded; the weighed amount captured (never more than authorised); a line
 * of 0 dropped and the customer told; a pickup order's customer told it is ready, with the store's address
 * and hours.
 */
import { eq } from 'drizzle-orm';
import type { OrderHistoryJson } from '@/lib/sales-api/staff';
import * as orderTables from '../orders/schema';
import * as paymentTables from '../payments/schema';
import { storeHoursText } from '../store/store-info';
import { lineTotalCents } from '@/lib/money';
import type { OrderJson } from '@/lib/sales-api/order';
import * as checkoutTables from '../checkout/schema';
import {
  APPROVED_CARD,
  checkoutToConfirm,
  createCart,
  createShopper,
  put,
  stockOf,
  type Shopper,
} from '@/test-support/server/checkout-fixtures';
import {
  adminCall,
  completeOrder,
  createStaff,
  rateOf,
  stockedShop,
  type TestProducts,
} from '@/test-support/server/order-fixtures';
import type { TestApi } from '@/test-support/server/test-api';

jest.setTimeout(90_000);

let api: TestApi;
let counter: Shopper;
let products: TestProducts;

beforeAll(async () => {
  ({ api, products } = await stockedShop());
  counter = await createStaff(api, 'counter');
});
afterAll(() => api.database.close());

async function newOrder({ methodId = 1, pickRate = rateOf(1) } = {}) {
  const customer = await createShopper(api);
  const order = await completeOrder(
    api,
    customer,
    [
      { variant_id: products.weighed.id, quantity: 1000 },
      { variant_id: products.unit.id, quantity: 2 },
    ],
    { methodId, pickRate },
  );
  return { customer, order };
}

const call = (method: 'GET' | 'PUT', path: string, body?: unknown, who: Pick<Shopper, 'headers'> = counter) =>
  adminCall(api, who, method, `/admin/orders${path}`, body);

async function gatewayRow(number: string) {
  const rows = await api.database.db.select().from(paymentTables.testGatewayTransactions);
  return rows.find((row) => row.idempotencyKey.startsWith(`${number}-`));
}

describe('PUT /admin/orders/{number}/packed', () => {
  it('takes the order from pending to ready, recording each step, and captures the weighed amount', async () => {
    const { order } = await newOrder();
    await call('PUT', `/${order.number}/fulfillment`, { state: 'pending' });
    const [weighed, unit] = order.line_items;
    // 8 % over the 1 Kg asked: within the tolerance the card was authorised for.
    const packed = await call('PUT', `/${order.number}/packed`, {
      line_items: [
        { id: weighed!.id, quantity: 1080 },
        { id: unit!.id, quantity: 2 },
      ],
    });
    expect(packed.status).toBe(200);
    expect(packed.body.fulfillment_state).toBe('ready');
    expect(packed.body.line_items.map((line) => line.produced_quantity)).toEqual([1080, 2]);
    const capturedCents = Math.round(Number(packed.body.produced_amount) * 100);
    expect(capturedCents).toBeLessThanOrEqual(Math.round(Number(order.authorization_total) * 100));
    expect(await gatewayRow(order.number)).toMatchObject({ state: 'captured', capturedCents });

    const history = await adminCall<OrderHistoryJson>(
      api,
      counter,
      'GET',
      `/admin/orders/${order.number}/history`,
    );
    expect(history.body.events.map((event) => [event.action, event.after])).toEqual([
      ['fulfillment', { fulfillment_state: 'pending' }],
      ['fulfillment', { fulfillment_state: 'preparation_queue' }],
      ['fulfillment', { fulfillment_state: 'preparation' }],
      ['fulfillment', { fulfillment_state: 'packaging_queue' }],
      ['fulfillment', { fulfillment_state: 'packaging' }],
      [
        'produced',
        {
          produced_amount: packed.body.produced_amount,
          line_items: [
            { id: weighed!.id, produced_quantity: 1080 },
            { id: unit!.id, produced_quantity: 2 },
          ],
        },
      ],
      ['fulfillment', { fulfillment_state: 'ready' }],
    ]);
    expect(history.body.events.every((event) => event.staff?.id === counter.id)).toBe(true);
    // Ready: packing again is refused.
    const again = await call('PUT', `/${order.number}/packed`, {
      line_items: [{ id: unit!.id, quantity: 2 }],
    });
    expect(again.status).toBe(409);
  });

  it("drops a line weighed as 0 ('Sem estoque'), charges nothing for it and tells the customer", async () => {
    const { customer, order } = await newOrder({ methodId: 2 });
    await call('PUT', `/${order.number}/fulfillment`, { state: 'pending' });
    const [weighed, unit] = order.line_items;
    const mails = api.mail.length;
    const packed = await call('PUT', `/${order.number}/packed`, {
      line_items: [
        { id: weighed!.id, quantity: 1000 },
        { id: unit!.id, quantity: 0 },
      ],
    });
    expect(packed.status).toBe(200);
    expect(packed.body.line_items.map((line) => line.produced_quantity)).toEqual([1000, 0]);
    const expected = Number(weighed!.total) + Number(order.ship_total) + Number(order.adjustment_total);
    expect(Number(packed.body.produced_amount)).toBeCloseTo(expected, 2);
    // Paid on delivery: the driver collects the weighed amount.
    expect(packed.body.payments[0]!.amount).toBe(packed.body.produced_amount);
    const told = api.mail.slice(mails);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ to: customer.email, subject: expect.stringContaining('item em falta') });
    expect(told[0]!.text).toContain(`- ${unit!.variant.name}`);
    expect(told[0]!.text).not.toContain(weighed!.variant.name);
  });

  it('refuses more than the card authorised (422, nothing written), and an order still evaluated (409)', async () => {
    const { order } = await newOrder();
    const evaluating = await call('PUT', `/${order.number}/packed`, {
      line_items: [{ id: order.line_items[0]!.id, quantity: 1000 }],
    });
    expect(evaluating.status).toBe(409);
    expect(evaluating.body.error).toBe(
      'O pagamento deste pedido ainda está em análise: aguarde a aprovação para pesar',
    );

    await call('PUT', `/${order.number}/fulfillment`, { state: 'pending' });
    const tooMuch = await call('PUT', `/${order.number}/packed`, {
      line_items: [{ id: order.line_items[0]!.id, quantity: 5000 }],
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error).toMatch(
      /^O valor produzido \(R\$\u00a0[\d.]+,\d{2}\) passa do autorizado no cartão \(R\$\u00a0[\d.]+,\d{2}\)\./,
    );
    const [row] = await api.database.db
      .select()
      .from(orderTables.orders)
      .where(eq(orderTables.orders.id, order.id));
    expect(row).toMatchObject({ fulfillmentState: 'pending', producedAmount: null });
    const events = await api.database.db
      .select()
      .from(orderTables.orderEvents)
      .where(eq(orderTables.orderEvents.orderId, order.id));
    expect(events).toHaveLength(1);
    expect((await gatewayRow(order.number))!.state).toBe('authorized');

    const unknown = await call('PUT', `/${order.number}/packed`, {
      line_items: [{ id: 999_999, quantity: 1 }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toBe('Item não pertence ao pedido');
    const invalid = await call('PUT', `/${order.number}/packed`, { line_items: [] });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ line_items: ['Informe ao menos um item'] });
  });

  it('answers a second weighing that it was done, and one out of preparation where the order is', async () => {
    const { order } = await newOrder({ methodId: 2 });
    await call('PUT', `/${order.number}/fulfillment`, { state: 'pending' });
    const lines = { line_items: [{ id: order.line_items[0]!.id, quantity: 1000 }] };
    expect((await call('PUT', `/${order.number}/packed`, lines)).status).toBe(200);
    const again = await call('PUT', `/${order.number}/packed`, lines);
    expect([again.status, again.body.error]).toEqual([
      409,
      'Este pedido já foi movido por outra pessoa. Atualize a tela.',
    ]);
    await call('PUT', `/${order.number}/error`, { note: 'Etiqueta trocada' });
    const erring = await call('PUT', `/${order.number}/packed`, lines);
    expect([erring.status, erring.body.error]).toEqual([
      409,
      'Só pedidos em preparação podem ser pesados (este está: erro)',
    ]);
  });

  it('tells the customer of a pickup order it is ready, with the store address and hours', async () => {
    const { customer, order } = await newOrder({ pickRate: rateOf(3) });
    await call('PUT', `/${order.number}/fulfillment`, { state: 'pending' });
    const mails = api.mail.length;
    const packed = await call('PUT', `/${order.number}/packed`, {
      line_items: [{ id: order.line_items[0]!.id, quantity: 1000 }],
    });
    expect(packed.status).toBe(200);
    const [mail] = api.mail.slice(mails);
    expect(mail).toMatchObject({
      to: customer.email,
      subject: expect.stringContaining(`#${order.number} pronto para retirada`),
    });
    expect(mail!.text).toContain('Av. Manoel Dias da Silva, 1000, Pituba, Salvador - BA');
    expect(mail!.text).toContain(storeHoursText());
    expect(mail!.text).toContain('Valor cobrado no cartão');
  });

  it('is the counter’s and the manager’s; a driver gets 403, before the body is read', async () => {
    const { order } = await newOrder();
    const driver = await createStaff(api, 'driver');
    expect((await call('PUT', `/${order.number}/packed`, { line_items: [] }, driver)).status).toBe(403);
    expect(
      (await call('PUT', `/${order.number}/packed`, { line_items: [] }, await createShopper(api))).status,
    ).toBe(403);
  });
});

describe('nothing to charge', () => {
  it('releases the card’s authorisation when a pickup is weighed all out of stock', async () => {
    const { order } = await newOrder({ pickRate: rateOf(3) });
    expect(order.ship_total).toBe('0.00');
    await call('PUT', `/${order.number}/fulfillment`, { state: 'pending' });
    const packed = await call('PUT', `/${order.number}/packed`, {
      line_items: order.line_items.map((line) => ({ id: line.id, quantity: 0 })),
    });
    expect(packed.status).toBe(200);
    expect(packed.body.produced_amount).toBe('0.00');
    expect(packed.body.payments.at(-1)).toMatchObject({ state: 'completed', captured_amount: '0.00' });
    expect(await gatewayRow(order.number)).toMatchObject({ state: 'voided' });
    // Decided like any capture: the weighing is not taken again (the goods would leave unpaid).
    const again = await call('PUT', `/${order.number}/produced`, {
      line_items: order.line_items.map((line) => ({ id: line.id, quantity: 1 })),
    });
    expect(again.status).toBe(409);
    // Nothing held on the card: the order can be cancelled without a refund.
    const canceled = await adminCall<OrderJson>(
      api,
      await createStaff(api, 'manager'),
      'PUT',
      `/admin/orders/${order.number}/cancel`,
      {},
    );
    expect(canceled.status).toBe(200);
  });
});

describe('a cancel after the weighing', () => {
  it('puts back what the weighing found, never a line weighed out of stock', async () => {
    const { order } = await newOrder();
    const [weighed, unit] = order.line_items;
    const before = [await stockOf(api, products.weighed.id), await stockOf(api, products.unit.id)];
    await call('PUT', `/${order.number}/fulfillment`, { state: 'pending' });
    // The weighed cut was not there ('Sem estoque'); one of the two units was.
    const packed = await call('PUT', `/${order.number}/packed`, {
      line_items: [
        { id: weighed!.id, quantity: 0 },
        { id: unit!.id, quantity: 1 },
      ],
    });
    expect(packed.status).toBe(200);
    const manager = await createStaff(api, 'manager');
    const canceled = await adminCall(api, manager, 'PUT', `/admin/orders/${order.number}/cancel`, {});
    expect(canceled.status).toBe(200);
    expect(await stockOf(api, products.weighed.id)).toBe(before[0]);
    expect(await stockOf(api, products.unit.id)).toBe(before[1]! + 1);
  });
});

/**
 * A coupon at the capture (docs/business-rules.md, Coupons): a percentage applies to the weighed items, a
 * fixed amount and free delivery keep their rule, and the minimum item total was judged at completion.
 */
describe('a coupon on the weighed amount', () => {
  const cents = (amount: string) => Math.round(Number(amount) * 100);

  /** A complete order of 1 Kg of the weighed product and 2 units, with `code` applied before completion. */
  async function orderWithCoupon(code: string, methodId = 1) {
    const customer = await createShopper(api);
    const cart = await createCart(api, customer, [
      { variant_id: products.weighed.id, quantity: 1000 },
      { variant_id: products.unit.id, quantity: 2 },
    ]);
    await checkoutToConfirm(api, customer, cart.number, {
      payment: methodId === 1 ? { card: APPROVED_CARD } : { methodId },
    });
    const applied = await put(api, customer, `/api/v1/checkouts/${cart.number}`, { coupon_codes: [code] });
    expect([applied.status, applied.body.error]).toEqual([200, undefined]);
    const done = await put(api, customer, `/api/v1/checkouts/${cart.number}/next`);
    expect(done.body.state).toBe('complete');
    return done.body;
  }

  async function weigh(order: OrderJson, grams: number) {
    // The payment approved: the order goes to preparation.
    await call('PUT', `/${order.number}/fulfillment`, { state: 'pending' });
    const [weighed, unit] = order.line_items;
    const packed = await call('PUT', `/${order.number}/packed`, {
      line_items: [
        { id: weighed!.id, quantity: grams },
        { id: unit!.id, quantity: 2 },
      ],
    });
    expect(packed.status).toBe(200);
    const items = Number(lineTotalCents(grams, weighed!.price) + lineTotalCents(2, unit!.price));
    return { packed: packed.body, items };
  }

  it('takes the percentage off the weighed items, not the estimate (BEMVINDO10, 1,09 Kg for 1 Kg)', async () => {
    const order = await orderWithCoupon('BEMVINDO10');
    const estimateItems = cents(order.item_total);
    expect(cents(order.adjustment_total)).toBe(-Math.round(estimateItems / 10));
    const { packed, items } = await weigh(order, 1090);
    const due = items - Math.round(items / 10) + cents(order.ship_total);
    expect(cents(packed.produced_amount!)).toBe(due);
    expect(await gatewayRow(order.number)).toMatchObject({ state: 'captured', capturedCents: due });
  });

  /** A complete order with a new coupon `code`, which the manager then changes by `edit`. */
  async function placedThenEdited(
    coupon: Omit<typeof checkoutTables.promotions.$inferInsert, 'startsAt'>,
    edit: Partial<typeof checkoutTables.promotions.$inferInsert>,
  ) {
    const { db } = api.database;
    await db.insert(checkoutTables.promotions).values({ ...coupon, startsAt: new Date('2026-01-01') });
    const order = await orderWithCoupon(coupon.code);
    await db
      .update(checkoutTables.promotions)
      .set(edit)
      .where(eq(checkoutTables.promotions.code, coupon.code));
    return order;
  }

  it('takes off the terms the order was placed with, whatever the coupon says by the weighing', async () => {
    // The manager raises the coupon to 90% for the orders to come.
    const order = await placedThenEdited(
      { code: 'DEZPESADO', name: '10% de desconto', kind: 'percent', amount: '10' },
      { amount: '90' },
    );
    const { packed, items } = await weigh(order, 1000);
    expect(cents(packed.produced_amount!)).toBe(items - Math.round(items / 10) + cents(order.ship_total));
  });

  it('shows a placed order’s coupon without a problem, whatever its minimum became', async () => {
    const order = await placedThenEdited(
      { code: 'MINIMOSOBE', name: 'R$ 5 de desconto', kind: 'fixed', amount: '5.00' },
      { minItemTotal: '9999.00' },
    );
    const read = await call('GET', `/${order.number}`);
    expect(read.body.coupon).toEqual({ code: 'MINIMOSOBE', name: 'R$ 5 de desconto', problem: null });
  });

  it('collects on delivery the weighed amount less the percentage of it', async () => {
    const order = await orderWithCoupon('BEMVINDO10', 2);
    const { packed, items } = await weigh(order, 950);
    expect(cents(packed.produced_amount!)).toBe(items - Math.round(items / 10) + cents(order.ship_total));
    expect(cents(packed.payments.at(-1)!.amount)).toBe(cents(packed.produced_amount!));
  });

  it('keeps a fixed amount and free delivery, even when the weighing falls under their minimum', async () => {
    const { db } = api.database;
    const order = await orderWithCoupon('BEMVINDO10');
    const estimateItems = cents(order.item_total);
    // Coupons whose minimum is what the estimate holds: met at completion, not by a lighter weighing.
    await db.insert(checkoutTables.promotions).values([
      {
        code: 'MENOS5PESADO',
        name: 'R$ 5 de desconto',
        kind: 'fixed',
        amount: '5.00',
        minItemTotal: (estimateItems / 100).toFixed(2),
        startsAt: new Date('2026-01-01'),
      },
      {
        code: 'FRETEPESADO',
        name: 'Frete grátis',
        kind: 'free_shipping',
        amount: '0',
        minItemTotal: (estimateItems / 100).toFixed(2),
        startsAt: new Date('2026-01-01'),
      },
    ]);
    const fixed = await orderWithCoupon('MENOS5PESADO');
    const lighterFixed = await weigh(fixed, 800);
    expect(cents(lighterFixed.packed.produced_amount!)).toBe(
      lighterFixed.items - 500 + cents(fixed.ship_total),
    );

    const free = await orderWithCoupon('FRETEPESADO');
    expect(cents(free.ship_total)).toBe(0);
    const lighterFree = await weigh(free, 800);
    expect(cents(lighterFree.packed.produced_amount!)).toBe(lighterFree.items);
  });
});
