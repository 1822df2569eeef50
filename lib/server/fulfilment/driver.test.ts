/**
 * The driver's side: their own deliveries of a day in route order with what is needed at the door; a
 * driver moves, fails and posts positions only for their own deliveries (any other order is 404 to them);
 * positions only while out for delivery. And the pickup path: ready, then retirado, with no driver.
 */
import type { TrackerJson } from '@/lib/sales-api/order';
import type { DriverDeliveriesJson, OrderHistoryJson } from '@/lib/sales-api/staff';
import { createShopper, MONDAY_MORNING, type Shopper } from '@/test-support/server/checkout-fixtures';
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
let driver: Shopper;
let otherDriver: Shopper;
let products: TestProducts;

const POSITION = { latitude: -12.98, longitude: -38.47, client_time: MONDAY_MORNING.toISOString() };

beforeAll(async () => {
  ({ api, products } = await stockedShop());
  counter = await createStaff(api, 'counter');
  driver = await createStaff(api, 'driver');
  otherDriver = await createStaff(api, 'driver');
});
afterAll(() => api.database.close());

const call = (who: Pick<Shopper, 'headers'>, method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) =>
  adminCall(api, who, method, `/admin/orders${path}`, body);

/** A ready order (paid on delivery by default), dispatched to `to` when given. */
async function readyOrder({
  methodId = 2,
  to,
  pickRate = rateOf(1),
}: { methodId?: number; to?: Shopper; pickRate?: ReturnType<typeof rateOf> } = {}) {
  const customer = await createShopper(api, { latitude: '-12.990000', longitude: '-38.460000' });
  const order = await completeOrder(
    api,
    customer,
    [
      { variant_id: products.weighed.id, quantity: 1000 },
      { variant_id: products.unit.id, quantity: 2 },
    ],
    { methodId, pickRate },
  );
  await call(counter, 'PUT', `/${order.number}/fulfillment`, { state: 'pending' });
  const packed = await call(counter, 'PUT', `/${order.number}/packed`, {
    line_items: [{ id: order.line_items[0]!.id, quantity: 950 }],
  });
  expect(packed.status).toBe(200);
  if (to) {
    const dispatched = await call(counter, 'PUT', `/${order.number}/dispatch`, {
      driver_id: to.id,
      license_plate: 'ABC1D23',
    });
    expect(dispatched.status).toBe(200);
  }
  return { customer, order: packed.body };
}

describe('GET /admin/driver/deliveries', () => {
  it("lists the driver's own deliveries of the day in route order, with the amount to collect", async () => {
    const first = await readyOrder({ to: driver });
    const second = await readyOrder({ to: driver, methodId: 1 });
    const unrouted = await readyOrder({ to: driver });
    const others = await readyOrder({ to: otherDriver });
    const route = [second.order.number, first.order.number];
    expect((await adminCall(api, counter, 'PUT', '/admin/routes', { numbers: route })).status).toBe(200);

    const day = await adminCall<DriverDeliveriesJson>(
      api,
      driver,
      'GET',
      '/admin/driver/deliveries?date=2026-11-24',
    );
    expect(day.status).toBe(200);
    expect(day.body.deliveries.map((delivery) => delivery.number)).toEqual([...route, unrouted.order.number]);
    expect(day.body.deliveries.map((delivery) => delivery.number)).not.toContain(others.order.number);
    expect(day.body.deliveries[1]).toEqual({
      number: first.order.number,
      first_name: 'Ana',
      phone: '71999998888',
      address1: 'Rua das Hortênsias, 120',
      address2: null,
      neighborhood: 'Pituba',
      city: 'Salvador',
      reference: 'Em frente à padaria',
      zipcode: '41810010',
      latitude: '-12.990000',
      longitude: '-38.460000',
      starts_at: '2026-11-24T11:00:00.000Z',
      ends_at: '2026-11-24T16:00:00.000Z',
      delivery_state: 'planned',
      route_position: 2,
      payment_method: 'Cartão de débito na entrega',
      // Paid on delivery: the weighed amount, not the estimate.
      amount_to_collect: first.order.produced_amount,
    });
    // Paid by card online: nothing to collect.
    expect(day.body.deliveries[0]).toMatchObject({ route_position: 1, amount_to_collect: null });

    const today = await adminCall<DriverDeliveriesJson>(api, driver, 'GET', '/admin/driver/deliveries');
    expect(today.body).toEqual({ date: '2026-11-23', deliveries: [] });
    const invalid = await adminCall(api, driver, 'GET', '/admin/driver/deliveries?date=hoje');
    expect(invalid.status).toBe(422);
    const farOff = await adminCall(api, driver, 'GET', '/admin/driver/deliveries?date=9999-12-31');
    expect([farOff.status, farOff.body.errors]).toEqual([
      422,
      { date: ['Escolha uma data entre 2000 e 2100'] },
    ]);
  });

  it('lists the windows of the day in time order, each in its own route order', async () => {
    const twoWindows = await createStaff(api, 'driver');
    const afternoon = [
      await readyOrder({ to: twoWindows, pickRate: rateOf(1, 1) }),
      await readyOrder({ to: twoWindows, pickRate: rateOf(1, 1) }),
    ].map(({ order }) => order.number);
    const morning = [
      await readyOrder({ to: twoWindows, pickRate: rateOf(1, 0) }),
      await readyOrder({ to: twoWindows, pickRate: rateOf(1, 0) }),
    ].map(({ order }) => order.number);
    // Each window's route is numbered from 1, as the dispatch screen saves them.
    for (const route of [afternoon.toReversed(), morning.toReversed()]) {
      expect((await adminCall(api, counter, 'PUT', '/admin/routes', { numbers: route })).status).toBe(200);
    }
    const day = await adminCall<DriverDeliveriesJson>(
      api,
      twoWindows,
      'GET',
      '/admin/driver/deliveries?date=2026-11-24',
    );
    expect(day.body.deliveries.map((delivery) => [delivery.number, delivery.route_position])).toEqual([
      [morning[1], 1],
      [morning[0], 2],
      [afternoon[1], 1],
      [afternoon[0], 2],
    ]);
  });

  it('is the drivers’ only: the counter and the manager get 403', async () => {
    for (const role of ['counter', 'manager'] as const) {
      const staff = await createStaff(api, role);
      expect((await adminCall(api, staff, 'GET', '/admin/driver/deliveries')).status).toBe(403);
    }
  });
});

describe("a driver's own deliveries", () => {
  it('goes out, posts positions while out, and delivers; every other order is 404 to them', async () => {
    const { customer, order } = await readyOrder({ to: driver });
    const { order: theirs } = await readyOrder({ to: otherDriver });
    const { order: unassigned } = await readyOrder();

    for (const number of [theirs.number, unassigned.number]) {
      expect((await call(driver, 'GET', `/${number}`)).status).toBe(404);
      expect((await call(driver, 'PUT', `/${number}/delivery`, { state: 'in_progress' })).status).toBe(404);
      expect((await call(driver, 'PUT', `/${number}/failed`, { reason: 'Cliente ausente' })).status).toBe(
        404,
      );
      expect((await call(driver, 'POST', `/${number}/locations`, POSITION)).status).toBe(404);
    }
    expect((await call(driver, 'GET', `/${order.number}`)).status).toBe(200);

    const early = await call(driver, 'POST', `/${order.number}/locations`, POSITION);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('A entrega ainda não saiu: a posição só é registrada a caminho');

    const out = await call(driver, 'PUT', `/${order.number}/delivery`, { state: 'in_progress' });
    expect(out.body.delivery_state).toBe('in_progress');
    expect(api.mail.at(-1)).toMatchObject({
      to: customer.email,
      subject: expect.stringContaining('a caminho'),
    });
    expect((await call(driver, 'POST', `/${order.number}/locations`, POSITION)).status).toBe(200);
    const tracker = await api.json<TrackerJson>(`/v2/orders/${order.number}/tracker`, {
      headers: customer.headers,
    });
    expect(tracker.body.driver!.locations).toHaveLength(1);

    // The phone's moves only: not 'completed' nor back.
    expect((await call(driver, 'PUT', `/${order.number}/delivery`, { state: 'completed' })).status).toBe(409);
    const delivered = await call(driver, 'PUT', `/${order.number}/delivery`, { state: 'success' });
    expect(delivered.body.delivery_state).toBe('success');
    // Paid to the driver: settled on delivery.
    expect(delivered.body.payments[0]!.state).toBe('completed');
    const after = await call(driver, 'POST', `/${order.number}/locations`, POSITION);
    expect(after.status).toBe(409);
    expect(after.body.error).toBe('A entrega deste pedido já foi encerrada: a posição não é mais registrada');
  });

  it("fails with the driver's reason, which the history keeps", async () => {
    const { order } = await readyOrder({ to: driver });
    await call(driver, 'PUT', `/${order.number}/delivery`, { state: 'in_progress' });
    const missing = await call(driver, 'PUT', `/${order.number}/failed`, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ reason: ['Informe o motivo'] });
    const failed = await call(driver, 'PUT', `/${order.number}/failed`, {
      reason: 'Cliente ausente, portão fechado',
    });
    expect(failed.body.delivery_state).toBe('failed');
    const history = await adminCall<OrderHistoryJson>(
      api,
      counter,
      'GET',
      `/admin/orders/${order.number}/history`,
    );
    expect(history.body.events.at(-1)).toMatchObject({
      action: 'failed',
      staff: { id: driver.id, role: 'driver' },
      before: { delivery_state: 'in_progress' },
      after: { delivery_state: 'failed' },
      note: 'Cliente ausente, portão fechado',
    });
    expect((await call(driver, 'PUT', `/${order.number}/failed`, { reason: 'De novo' })).status).toBe(409);
  });

  it('lets the counter and the manager (the command line) post positions for any order out', async () => {
    const { order } = await readyOrder({ to: driver });
    const manager = await createStaff(api, 'manager');
    await call(driver, 'PUT', `/${order.number}/delivery`, { state: 'in_progress' });
    expect((await call(manager, 'POST', `/${order.number}/locations`, POSITION)).status).toBe(200);
    expect((await call(counter, 'POST', `/${order.number}/locations`, POSITION)).status).toBe(200);
  });

  it('cannot reach the other staff calls (403)', async () => {
    const { order } = await readyOrder({ to: driver });
    expect((await call(driver, 'PUT', `/${order.number}/fulfillment`, { state: 'ready' })).status).toBe(403);
    expect((await call(driver, 'GET', `/${order.number}/history`)).status).toBe(403);
    expect((await call(driver, 'PUT', `/${order.number}/dispatch`, {})).status).toBe(403);
  });
});

describe('pickup', () => {
  it('goes from ready to retirado with no driver, and is paid at the counter', async () => {
    const { customer, order } = await readyOrder({ pickRate: rateOf(3) });
    const planned = await call(counter, 'PUT', `/${order.number}/delivery`, { state: 'planned' });
    expect(planned.status).toBe(409);
    const fetched = await call(counter, 'PUT', `/${order.number}/delivery`, { state: 'success' });
    expect(fetched.status).toBe(200);
    expect(fetched.body).toMatchObject({ fulfillment_state: 'ready', delivery_state: 'success' });
    expect(fetched.body.payments[0]!.state).toBe('completed');
    const tracker = await api.json<TrackerJson>(`/v2/orders/${order.number}/tracker`, {
      headers: customer.headers,
    });
    expect(tracker.body).toMatchObject({
      delivery_state: 'success',
      driver: null,
      vehicle: null,
      visit_state: null,
    });
    expect((await call(counter, 'PUT', `/${order.number}/delivery`, { state: 'completed' })).status).toBe(
      200,
    );
  });

  it('cannot be retirado before it is ready', async () => {
    const customer = await createShopper(api);
    const order = await completeOrder(api, customer, [{ variant_id: products.unit.id, quantity: 2 }], {
      pickRate: rateOf(3),
    });
    expect((await call(counter, 'PUT', `/${order.number}/delivery`, { state: 'success' })).status).toBe(409);
  });
});
