/**
 * The back office on PGlite and PostgreSQL: who may call it, the allowed transitions
 * (409 for every other), capture of the produced amount against the authorisation, cancel and payment
 * denied giving everything back, concurrent staff actions.
 */
import { desc, eq } from 'drizzle-orm';
import type { StaffOrders } from '@/lib/sales-api/admin';
import type { TrackerJson } from '@/lib/sales-api/order';
import { onCatalogueChange } from '../catalogue/catalogue-changes';
import * as checkoutTables from '../checkout/schema';
import * as paymentTables from '../payments/schema';
import * as orderTables from '../orders/schema';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import {
  createShopper,
  MONDAY_MORNING,
  setStock,
  stockOf,
  testProducts,
  type Shopper,
  salesOf,
  updateProductOf,
} from '@/test-support/server/checkout-fixtures';
import { completeOrder, createStaff, staffCall } from '@/test-support/server/order-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';

// Each case buys an order first: generous on a loaded machine.
jest.setTimeout(90_000);

let api: TestApi;
let staff: Shopper;
let products: Awaited<ReturnType<typeof testProducts>>;

beforeAll(async () => {
  api = await createTestApi({ clock: () => MONDAY_MORNING });
  products = await testProducts(api);
  await setStock(api, products.unit.id, 10_000);
  await setStock(api, products.weighed.id, 1_000_000);
  staff = await createStaff(api);
});
afterAll(() => api.database.close());

const FULFILLMENT = ['pending', 'preparation_queue', 'preparation', 'packaging_queue', 'packaging'] as const;

async function newOrder(methodId = 1) {
  const customer = await createShopper(api);
  const order = await completeOrder(
    api,
    customer,
    [
      { variant_id: products.weighed.id, quantity: 1000 },
      { variant_id: products.unit.id, quantity: 2 },
    ],
    { methodId },
  );
  return { customer, order };
}

async function toPackaging(number: string) {
  for (const state of FULFILLMENT) {
    const answer = await staffCall(api, staff, 'PUT', `/${number}/fulfillment`, { state });
    expect(answer.status).toBe(200);
  }
}

async function gatewayRow(number: string) {
  const rows = await api.database.db.select().from(paymentTables.testGatewayTransactions);
  return rows.find((row) => row.idempotencyKey.startsWith(`${number}-`));
}

describe("the customer's saved cards", () => {
  it('never reach the back office: not in one order, the list or an operation’s answer', async () => {
    const { order } = await newOrder();
    // The customer's own answer holds the card they paid with.
    expect(order.credit_cards).toHaveLength(1);
    const one = await staffCall(api, staff, 'GET', `/${order.number}`);
    const list = await api.json<StaffOrders>('/admin/orders', { headers: staff.headers });
    const moved = await staffCall(api, staff, 'PUT', `/${order.number}/fulfillment`, { state: 'pending' });
    expect(one.body.credit_cards).toEqual([]);
    expect(list.body.orders.find((row) => row.number === order.number)!.credit_cards).toEqual([]);
    expect(moved.body.credit_cards).toEqual([]);
    // How it was paid still shows, not whose card it is nor until when.
    expect(one.body.payments.map((payment) => payment.source)).toEqual([
      { cc_type: 'visa', last_digits: '1111', name: null, month: null, year: null },
    ]);
    expect(moved.body.payments[0]!.source).toMatchObject({ name: null, month: null, year: null });
  });
});

describe('who may use the back office', () => {
  it('answers 403 to guests and customers, each with its reason, and serves staff', async () => {
    const { customer, order } = await newOrder();
    const calls: [string, string, unknown?][] = [
      ['GET', ''],
      ['GET', `/${order.number}`],
      ['PUT', `/${order.number}/fulfillment`, { state: 'pending' }],
      ['PUT', `/${order.number}/delivery`, { state: 'planned' }],
      ['PUT', `/${order.number}/produced`, { line_items: [{ id: 1, quantity: 1 }] }],
      ['PUT', `/${order.number}/driver`, { name: 'Zé', license_plate: 'ABC1D23' }],
      [
        'POST',
        `/${order.number}/locations`,
        { latitude: -13, longitude: -38.5, client_time: MONDAY_MORNING.toISOString() },
      ],
      ['PUT', `/${order.number}/sale_receipt`, { url: 'https://nfe.sefaz.ba.gov.br/x' }],
      ['PUT', `/${order.number}/cancel`],
      ['PUT', `/${order.number}/payment_denied`],
    ];
    for (const [method, path, body] of calls) {
      const init = method === 'GET' ? {} : jsonRequest(method, body ?? {});
      expect(await api.json(`/admin/orders${path}`, init)).toEqual({
        status: 403,
        body: { error: 'Acesso restrito à equipe da loja. Entre com a sua conta da equipe.', errors: {} },
      });
      const asCustomer =
        method === 'GET' ? { headers: customer.headers } : jsonRequest(method, body ?? {}, customer.headers);
      expect(await api.json(`/admin/orders${path}`, asCustomer)).toEqual({
        status: 403,
        body: { error: 'Acesso restrito à equipe da loja', errors: {} },
      });
    }
    expect((await staffCall(api, staff, 'GET', '')).status).toBe(200);
  });

  it('answers 403 to a role without the capability, before reading the input', async () => {
    const counter = await createStaff(api, 'counter');
    const driver = await createStaff(api, 'driver');
    const variant = `/admin/variants/${products.unit.id}`;
    // Store management is the manager's: the counter's call is refused whatever it sends.
    for (const body of [{ price: '12,90' }, { total_on_hand: 5 }]) {
      const answer = await api.json<{ error: string }>(variant, jsonRequest('PUT', body, counter.headers));
      expect(answer).toEqual({
        status: 403,
        body: expect.objectContaining({ error: 'Acesso restrito à equipe da loja' }),
      });
    }
    expect((await api.request('/admin/jobs/problems', { headers: counter.headers })).status).toBe(403);
    expect((await staffCall(api, driver, 'GET', '')).status).toBe(403);
    expect((await staffCall(api, counter, 'GET', '')).status).toBe(200);
  });
});

describe('the list', () => {
  it('filters by fulfillment state and by the day of the delivery window', async () => {
    const { order } = await newOrder();
    await staffCall(api, staff, 'PUT', `/${order.number}/fulfillment`, { state: 'pending' });
    const day = order.shipments[0]!.selected_shipping_rate!.delivery_window_start!;
    const localDay = new Date(new Date(day).getTime() - 3 * 3600_000).toISOString().slice(0, 10);
    const numbers = async (query: string) =>
      (
        (await staffCall(api, staff, 'GET', query)).body as unknown as { orders: { number: string }[] }
      ).orders.map((o) => o.number);
    expect(await numbers(`?fulfillment_state=pending&delivery_date=${localDay}`)).toContain(order.number);
    expect(await numbers('?fulfillment_state=payment_evaluating')).not.toContain(order.number);
    expect(await numbers('?delivery_date=2030-01-01')).toEqual([]);
    expect((await staffCall(api, staff, 'GET', '?delivery_date=amanha')).status).toBe(422);
    const farOff = await staffCall(api, staff, 'GET', '?delivery_date=0000-01-01');
    expect([farOff.status, farOff.body.errors]).toEqual([
      422,
      { delivery_date: ['Escolha uma data entre 2000 e 2100'] },
    ]);
    // A hand-made continuation is refused at the field, never read as SQL.
    for (const cursor of ['abc', "1'--", '99999999999999999.1', '1.']) {
      const answer = await staffCall(api, staff, 'GET', `?cursor=${encodeURIComponent(cursor)}`);
      expect(answer).toMatchObject({
        status: 422,
        body: { errors: { cursor: ['Continuação da lista inválida: use o next_cursor da página anterior'] } },
      });
    }
  });
});

describe('fulfillment and delivery', () => {
  it('refuses every move but the next one, from every state (409)', async () => {
    const { order } = await newOrder();
    const states = ['payment_evaluating', ...FULFILLMENT, 'ready'];
    for (const [index, current] of states.entries()) {
      for (const target of states.filter((state) => state !== states[index + 1])) {
        const answer = await staffCall(api, staff, 'PUT', `/${order.number}/fulfillment`, { state: target });
        expect([current, target, answer.status]).toEqual([current, target, 409]);
      }
      const next = states[index + 1];
      if (next === 'ready') {
        await staffCall(api, staff, 'PUT', `/${order.number}/produced`, {
          line_items: [{ id: order.line_items[1]!.id, quantity: 2 }],
        });
      }
      if (next)
        expect(
          (await staffCall(api, staff, 'PUT', `/${order.number}/fulfillment`, { state: next })).status,
        ).toBe(200);
    }
  });

  it('moves only along the allowed transitions (409 otherwise) and records who did what', async () => {
    const { order } = await newOrder();
    expect(
      (await staffCall(api, staff, 'PUT', `/${order.number}/fulfillment`, { state: 'preparation' })).status,
    ).toBe(409);
    expect(
      (await staffCall(api, staff, 'PUT', `/${order.number}/delivery`, { state: 'planned' })).status,
    ).toBe(409);
    await toPackaging(order.number);
    const early = await staffCall(api, staff, 'PUT', `/${order.number}/fulfillment`, { state: 'ready' });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('Registre as quantidades produzidas antes de marcar como pronto');
    const events = await api.database.db
      .select()
      .from(orderTables.orderEvents)
      .where(eq(orderTables.orderEvents.orderId, order.id));
    expect(events.map((event) => [event.action, event.userId])).toEqual(
      FULFILLMENT.map(() => ['fulfillment', staff.id]),
    );
  });

  it('captures the produced amount, less than or equal to the authorisation; more is refused', async () => {
    const { order } = await newOrder();
    await toPackaging(order.number);
    const [weighed, unit] = order.line_items;
    const authorized = Math.round(Number(order.authorization_total) * 100);

    const tooMuch = await staffCall(api, staff, 'PUT', `/${order.number}/produced`, {
      line_items: [{ id: weighed!.id, quantity: 5000 }],
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error).toMatch(/passa do autorizado no cartão/);
    expect((await gatewayRow(order.number))!.state).toBe('authorized');

    const produced = await staffCall(api, staff, 'PUT', `/${order.number}/produced`, {
      line_items: [
        { id: weighed!.id, quantity: 1080 },
        { id: unit!.id, quantity: 2 },
      ],
    });
    expect(produced.status).toBe(200);
    expect(produced.body.line_items.map((line) => line.produced_quantity)).toEqual([1080, 2]);
    const capturedCents = Math.round(Number(produced.body.produced_amount) * 100);
    expect(capturedCents).toBeLessThanOrEqual(authorized);
    expect(await gatewayRow(order.number)).toMatchObject({ state: 'captured', capturedCents });
    expect(produced.body.payments.at(-1)!.state).toBe('completed');

    expect(
      (await staffCall(api, staff, 'PUT', `/${order.number}/fulfillment`, { state: 'ready' })).status,
    ).toBe(200);
    await staffCall(api, staff, 'PUT', `/${order.number}/driver`, { name: 'Zé', license_plate: 'ABC1D23' });
    for (const state of ['planned', 'in_progress', 'success', 'completed']) {
      expect(
        (await staffCall(api, staff, 'PUT', `/${order.number}/delivery`, { state })).body.delivery_state,
      ).toBe(state);
    }
    expect(api.mail.some((mail) => mail.subject.includes(`#${order.number} a caminho`))).toBe(true);
  });

  it('captures up to the authorisation, to the cent, when the meat weighs 10 % more', async () => {
    const { order } = await newOrder();
    await toPackaging(order.number);
    const [weighed, unit] = order.line_items;
    // 10 % more meat: the tolerance, to the cent (the authorisation rounds it up).
    const produced = await staffCall(api, staff, 'PUT', `/${order.number}/produced`, {
      line_items: [
        { id: weighed!.id, quantity: 1100 },
        { id: unit!.id, quantity: 2 },
      ],
    });
    expect(produced.status).toBe(200);
    const gap = Math.round((Number(order.authorization_total) - Number(produced.body.produced_amount)) * 100);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(1);
  });

  it('a payment on delivery is collected at the weighed amount, not the estimate', async () => {
    const { order } = await newOrder(2); // debit card on delivery
    expect(order.payments[0]!.amount).toBe(order.total);
    await toPackaging(order.number);
    const weighed = order.line_items.find((line) => line.variant_id === products.weighed.id)!;
    const produced = await staffCall(api, staff, 'PUT', `/${order.number}/produced`, {
      line_items: [{ id: weighed.id, quantity: 900 }],
    });
    expect(produced.status).toBe(200);
    const { produced_amount: amount, payments } = produced.body;
    expect(Number(amount)).toBeLessThan(Number(order.total));
    expect(payments[0]).toMatchObject({ amount, state: 'pending' });
  });

  it('plans a delivery with its driver only, fails it with its reason only, and stops the order there', async () => {
    const { order } = await newOrder(2);
    await toPackaging(order.number);
    await staffCall(api, staff, 'PUT', `/${order.number}/produced`, {
      line_items: [{ id: order.line_items[0]!.id, quantity: 990 }],
    });
    await staffCall(api, staff, 'PUT', `/${order.number}/fulfillment`, { state: 'ready' });
    const driverless = await staffCall(api, staff, 'PUT', `/${order.number}/delivery`, { state: 'planned' });
    expect([driverless.status, driverless.body.errors]).toEqual([
      422,
      { driver_id: ['Escolha o entregador'] },
    ]);
    await staffCall(api, staff, 'PUT', `/${order.number}/driver`, { name: 'Zé', license_plate: 'ABC1D23' });
    const planned = await staffCall(api, staff, 'PUT', `/${order.number}/delivery`, { state: 'planned' });
    expect(planned.body.delivery_state).toBe('planned');
    for (const reason of [undefined, ' x ']) {
      const unexplained = await staffCall(api, staff, 'PUT', `/${order.number}/delivery`, {
        state: 'failed',
        reason,
      });
      expect([unexplained.status, unexplained.body.errors]).toEqual([422, { reason: ['Informe o motivo'] }]);
    }
    const failed = await staffCall(api, staff, 'PUT', `/${order.number}/delivery`, {
      state: 'failed',
      reason: 'Cliente ausente',
    });
    expect(failed.body.delivery_state).toBe('failed');
    const [event] = await api.database.db
      .select()
      .from(orderTables.orderEvents)
      .where(eq(orderTables.orderEvents.orderId, order.id))
      .orderBy(desc(orderTables.orderEvents.id))
      .limit(1);
    expect(event).toMatchObject({
      action: 'failed',
      after: { delivery_state: 'failed' },
      note: 'Cliente ausente',
    });
    expect(
      (await staffCall(api, staff, 'PUT', `/${order.number}/delivery`, { state: 'success' })).status,
    ).toBe(409);
  });

  it("takes the driver's positions, with the tracker asked every 15 s, until the delivery ends or the order is cancelled", async () => {
    const position = { latitude: -12.98, longitude: -38.47, client_time: MONDAY_MORNING.toISOString() };
    const { order, customer } = await newOrder(2);
    const refreshIn = async () =>
      (await api.json<TrackerJson>(`/v2/orders/${order.number}/tracker`, { headers: customer.headers })).body
        .refresh_in_seconds;
    // Half an emoji (a lone surrogate) has no UTF-8 form: the driver's JSON column would refuse it (a 500).
    const broken = await staffCall(api, staff, 'PUT', `/${order.number}/driver`, {
      name: 'Zé \ud800',
      license_plate: 'ABC1D23',
    });
    expect([broken.status, broken.body.errors]).toEqual([422, { name: ['Texto com caractere inválido'] }]);
    await staffCall(api, staff, 'PUT', `/${order.number}/driver`, { name: 'Zé', license_plate: 'ABC1D23' });
    await toPackaging(order.number);
    await staffCall(api, staff, 'PUT', `/${order.number}/produced`, {
      line_items: [{ id: order.line_items[0]!.id, quantity: 1000 }],
    });
    await staffCall(api, staff, 'PUT', `/${order.number}/fulfillment`, { state: 'ready' });
    // Packed and waiting for its driver: the customer is watching for 'a caminho' (every 15 s).
    expect(await refreshIn()).toBe(15);
    for (const state of ['planned', 'in_progress']) {
      await staffCall(api, staff, 'PUT', `/${order.number}/delivery`, { state });
    }
    expect((await staffCall(api, staff, 'POST', `/${order.number}/locations`, position)).status).toBe(200);
    expect(await refreshIn()).toBe(15);
    // On the way, the driver is not replaced by a hand-named one.
    const renamed = await staffCall(api, staff, 'PUT', `/${order.number}/driver`, {
      name: 'Outro',
      license_plate: 'XYZ1A23',
    });
    expect([renamed.status, renamed.body.error]).toEqual([
      409,
      'A entrega deste pedido já saiu: não é possível trocar o entregador',
    ]);
    await staffCall(api, staff, 'PUT', `/${order.number}/delivery`, { state: 'success' });
    expect(await refreshIn()).toBe(60);
    const afterDelivery = await staffCall(api, staff, 'POST', `/${order.number}/locations`, position);
    expect(afterDelivery.status).toBe(409);
    expect(afterDelivery.body).toMatchObject({
      error: 'A entrega deste pedido já foi encerrada: a posição não é mais registrada',
    });

    const { order: canceled, customer: other } = await newOrder(2);
    await staffCall(api, staff, 'PUT', `/${canceled.number}/driver`, {
      name: 'Zé',
      license_plate: 'ABC1D23',
    });
    await staffCall(api, staff, 'PUT', `/${canceled.number}/cancel`);
    expect((await staffCall(api, staff, 'POST', `/${canceled.number}/locations`, position)).status).toBe(409);
    const tracker = await api.json<TrackerJson>(`/v2/orders/${canceled.number}/tracker`, {
      headers: other.headers,
    });
    expect(tracker.body.refresh_in_seconds).toBe(60);
    const rows = await api.database.db.select().from(orderTables.driverLocations);
    expect(rows.filter((row) => row.orderId === order.id).length).toBe(1);
    expect(rows.some((row) => row.orderId === canceled.id)).toBe(false);
  });
});

describe('cancel and payment denied', () => {
  it('cancel voids the authorisation, returns the stock and frees the slot', async () => {
    const stock = await stockOf(api, products.unit.id);
    const { customer, order } = await newOrder();
    expect(await stockOf(api, products.unit.id)).toBe(stock - 2);
    const [booking] = await api.database.db
      .select()
      .from(checkoutTables.slotBookings)
      .where(eq(checkoutTables.slotBookings.orderId, order.id));
    const [before] = await api.database.db
      .select()
      .from(checkoutTables.deliverySlots)
      .where(eq(checkoutTables.deliverySlots.id, booking!.slotId));

    const canceled = await staffCall(api, staff, 'PUT', `/${order.number}/cancel`);
    expect(canceled.body).toMatchObject({ state: 'canceled', fulfillment_state: 'canceled' });
    expect(await stockOf(api, products.unit.id)).toBe(stock);
    const [after] = await api.database.db
      .select()
      .from(checkoutTables.deliverySlots)
      .where(eq(checkoutTables.deliverySlots.id, booking!.slotId));
    expect(after!.booked).toBe(before!.booked - 1);
    expect((await gatewayRow(order.number))!.state).toBe('voided');
    expect(api.mail.at(-1)).toMatchObject({
      to: customer.email,
      subject: expect.stringContaining('cancelado'),
    });
    expect((await staffCall(api, staff, 'PUT', `/${order.number}/cancel`)).status).toBe(409);
  });

  it("a cancel or a denied payment takes the order's sales back from the best sellers", async () => {
    for (const action of ['cancel', 'payment_denied']) {
      const units = await salesOf(api, products.unit.id);
      const weighed = await salesOf(api, products.weighed.id);
      const { order } = await newOrder();
      // Counted when sold: 2 units, and one sale of the weighed product.
      expect(await salesOf(api, products.unit.id)).toBe(units + 2);
      expect(await salesOf(api, products.weighed.id)).toBe(weighed + 1);
      expect((await staffCall(api, staff, 'PUT', `/${order.number}/${action}`)).status).toBe(200);
      expect(await salesOf(api, products.unit.id)).toBe(units);
      expect(await salesOf(api, products.weighed.id)).toBe(weighed);
    }
  });

  it('a cancel never takes the sales volume below zero', async () => {
    const { order } = await newOrder();
    await updateProductOf(api, products.unit.id, { salesVolume: 1 });
    await updateProductOf(api, products.weighed.id, { salesVolume: 0 });
    expect((await staffCall(api, staff, 'PUT', `/${order.number}/cancel`)).status).toBe(200);
    expect(await salesOf(api, products.unit.id)).toBe(0);
    expect(await salesOf(api, products.weighed.id)).toBe(0);
  });

  it('denies the payment only while it is evaluated, and tells the customer with the phone', async () => {
    const { order } = await newOrder();
    const denied = await staffCall(api, staff, 'PUT', `/${order.number}/payment_denied`);
    expect(denied.body).toMatchObject({ state: 'complete', fulfillment_state: 'payment_denied' });
    expect(api.mail.at(-1)!.text).toMatch(
      /Estamos tendo problemas para aceitar o seu método de pagamento.*\(71\)/,
    );
    const { order: other } = await newOrder();
    await staffCall(api, staff, 'PUT', `/${other.number}/fulfillment`, { state: 'pending' });
    expect((await staffCall(api, staff, 'PUT', `/${other.number}/payment_denied`)).status).toBe(409);
  });

  it('a denied order is not cancelled again: its stock and slot are given back once', async () => {
    const stock = await stockOf(api, products.unit.id);
    const { order } = await newOrder();
    const [booking] = await api.database.db
      .select()
      .from(checkoutTables.slotBookings)
      .where(eq(checkoutTables.slotBookings.orderId, order.id));
    const bookedOf = async () =>
      (
        await api.database.db
          .select()
          .from(checkoutTables.deliverySlots)
          .where(eq(checkoutTables.deliverySlots.id, booking!.slotId))
      )[0]!.booked;
    const booked = await bookedOf();
    expect((await staffCall(api, staff, 'PUT', `/${order.number}/payment_denied`)).status).toBe(200);
    expect(await stockOf(api, products.unit.id)).toBe(stock);
    expect(await bookedOf()).toBe(booked - 1);

    const cancel = await staffCall(api, staff, 'PUT', `/${order.number}/cancel`);
    expect(cancel.status).toBe(409);
    expect(cancel.body).toMatchObject({
      errors: {
        state: ['O pagamento deste pedido foi negado: o estoque, o horário e o cupom já foram liberados'],
      },
    });
    expect(await stockOf(api, products.unit.id)).toBe(stock);
    expect(await bookedOf()).toBe(booked - 1);
  });

  it('a cancel that brings a product back tells the customers waiting for it', async () => {
    await setStock(api, products.unit.id, 2);
    const { order } = await newOrder(); // takes the last 2
    const waiting = await createShopper(api);
    const subscribed = await api.request(
      `/api/v1/variants/${products.unit.id}/notify_me`,
      jsonRequest('PUT', undefined, waiting.headers),
    );
    expect(subscribed.status).toBe(200);
    const mails = api.mail.length;

    expect((await staffCall(api, staff, 'PUT', `/${order.number}/cancel`)).status).toBe(200);
    expect(await stockOf(api, products.unit.id)).toBe(2);
    expect(
      api.mail
        .slice(mails)
        .filter((mail) => mail.subject.endsWith('chegou!'))
        .map((mail) => mail.to),
    ).toEqual([waiting.email]);
    await setStock(api, products.unit.id, 10_000);
  });

  it('a cancel stands, and its e-mail goes, when a catalogue reader fails afterwards', async () => {
    const { customer, order } = await newOrder();
    const stopFailing = onCatalogueChange(() => {
      throw new Error('search index unreachable');
    });
    try {
      const canceled = await staffCall(api, staff, 'PUT', `/${order.number}/cancel`);
      expect(canceled.status).toBe(200);
      expect(canceled.body).toMatchObject({ state: 'canceled' });
    } finally {
      stopFailing();
    }
    expect(api.mail.at(-1)).toMatchObject({
      to: customer.email,
      subject: expect.stringContaining('cancelado'),
    });
  });

  it('cannot cancel a delivered order', async () => {
    const { order } = await newOrder(2);
    await toPackaging(order.number);
    await staffCall(api, staff, 'PUT', `/${order.number}/produced`, {
      line_items: [{ id: order.line_items[0]!.id, quantity: 1000 }],
    });
    await staffCall(api, staff, 'PUT', `/${order.number}/fulfillment`, { state: 'ready' });
    await staffCall(api, staff, 'PUT', `/${order.number}/driver`, { name: 'Zé', license_plate: 'ABC1D23' });
    for (const state of ['planned', 'in_progress', 'success']) {
      await staffCall(api, staff, 'PUT', `/${order.number}/delivery`, { state });
    }
    const canceled = await staffCall(api, staff, 'PUT', `/${order.number}/cancel`);
    expect([canceled.status, canceled.body.error]).toEqual([
      409,
      'Pedido já entregue não pode ser cancelado',
    ]);
  });
});

describe('concurrent staff actions', () => {
  it('ten staff moving one order at once: one move, nine 409, one record', async () => {
    const { order } = await newOrder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        staffCall(api, staff, 'PUT', `/${order.number}/fulfillment`, { state: 'pending' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(9);
    // What the others read: the move was made, in their words, not the raw states.
    expect(new Set(refused.map((answer) => answer.body.error))).toEqual(
      new Set(['Este pedido já foi movido por outra pessoa. Atualize a tela.']),
    );
    const skipped = await staffCall(api, staff, 'PUT', `/${order.number}/fulfillment`, {
      state: 'preparation',
    });
    expect(skipped.body.error).toBe('Não é possível passar de “aguardando” para “em preparo”');
    const events = await api.database.db
      .select()
      .from(orderTables.orderEvents)
      .where(eq(orderTables.orderEvents.orderId, order.id));
    expect(events).toHaveLength(1);
  });

  it('cancel racing a capture, five times: each order ends either captured or voided, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const { order } = await newOrder();
      await toPackaging(order.number);
      const [cancel, produced] = await Promise.all([
        staffCall(api, staff, 'PUT', `/${order.number}/cancel`),
        staffCall(api, staff, 'PUT', `/${order.number}/produced`, {
          line_items: [{ id: order.line_items[0]!.id, quantity: 1000 }],
        }),
      ]);
      const gateway = (await gatewayRow(order.number))!;
      if (cancel.status === 200) {
        expect([gateway.state, produced.status]).toEqual(['voided', 409]);
      } else {
        expect([gateway.state, produced.status, cancel.status]).toEqual(['captured', 200, 409]);
      }
    }
  });
});

describe('stock and prices', () => {
  it('staff restock a variant (its subscribers are told once) and change its price; customers get 403', async () => {
    const customer = await createShopper(api);
    await setStock(api, products.unit.id, 0);
    await api.request(
      `/api/v1/variants/${products.unit.id}/notify_me`,
      jsonRequest('PUT', undefined, customer.headers),
    );
    const path = `/admin/variants/${products.unit.id}`;
    expect(
      (await api.request(path, jsonRequest('PUT', { total_on_hand: 50 }, customer.headers))).status,
    ).toBe(403);
    const mails = api.mail.length;
    const restocked = await api.json<{ total_on_hand: number; in_stock: boolean }>(
      path,
      jsonRequest('PUT', { total_on_hand: 50, price: '12.90' }, staff.headers),
    );
    expect(restocked.status).toBe(200);
    expect(restocked.body).toMatchObject({ total_on_hand: 50, in_stock: true, price: '12.90' });
    expect(api.mail.slice(mails).map((mail) => mail.to)).toEqual([customer.email]);
    const bad = await api.json<{ errors: Record<string, string[]> }>(
      path,
      jsonRequest('PUT', { price: '12,90' }, staff.headers),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.price).toEqual(['Preço inválido (ex.: 0.0899 por grama ou 12.90 por unidade)']);
    await setStock(api, products.unit.id, 10_000);
  });
});
