/**
 * Dispatch: a driver (a staff member with the driver role) and vehicle for a ready order, which the
 * customer's tracker then shows by first name; pickups have none; a route's positions set all at once or
 * not at all.
 */
import type { TrackerJson } from '@/lib/sales-api/order';
import type { BoardJson, OrderHistoryJson } from '@/lib/sales-api/staff';
import { createShopper, type Shopper } from '@/test-support/server/checkout-fixtures';
import {
  adminCall,
  completeOrder,
  createStaff,
  rateOf,
  stockedShop,
  type TestProducts,
} from '@/test-support/server/order-fixtures';
import type { TestApi } from '@/test-support/server/test-api';
import * as authTables from '../auth/schema';
import { eq } from 'drizzle-orm';

jest.setTimeout(90_000);

let api: TestApi;
let counter: Shopper;
let driver: Shopper;
let products: TestProducts;

beforeAll(async () => {
  ({ api, products } = await stockedShop());
  counter = await createStaff(api, 'counter');
  driver = await createStaff(api, 'driver');
  await api.database.db
    .update(authTables.users)
    .set({ firstName: 'Josué', lastName: 'Santos' })
    .where(eq(authTables.users.id, driver.id));
});
afterAll(() => api.database.close());

/** A complete order on `pickRate`, packed to ready unless `ready` is false. */
async function newOrder({ pickRate = rateOf(1), ready = true } = {}) {
  const customer = await createShopper(api);
  const order = await completeOrder(api, customer, [{ variant_id: products.unit.id, quantity: 2 }], {
    pickRate,
  });
  await adminCall(api, counter, 'PUT', `/admin/orders/${order.number}/fulfillment`, { state: 'pending' });
  if (ready) {
    const packed = await adminCall(api, counter, 'PUT', `/admin/orders/${order.number}/packed`, {
      line_items: [{ id: order.line_items[0]!.id, quantity: 2 }],
    });
    expect(packed.status).toBe(200);
  }
  return { customer, order };
}

const dispatch = (number: string, body: unknown, who: Pick<Shopper, 'headers'> = counter) =>
  adminCall(api, who, 'PUT', `/admin/orders/${number}/dispatch`, body);

describe('PUT /admin/orders/{number}/dispatch', () => {
  it("plans a ready order's delivery with the driver, whose first name the customer's tracker shows", async () => {
    const { customer, order } = await newOrder();
    const answer = await dispatch(order.number, { driver_id: driver.id, license_plate: 'pjd-1e23' });
    expect(answer.status).toBe(200);
    expect(answer.body.delivery_state).toBe('planned');

    const tracker = await api.json<TrackerJson>(`/v2/orders/${order.number}/tracker`, {
      headers: customer.headers,
    });
    expect(tracker.body).toMatchObject({
      driver: { name: 'Josué', locations: [] },
      vehicle: { license_plate: 'PJD1E23' },
      visit_state: 'assigned',
    });
    const board = await adminCall<BoardJson>(api, counter, 'GET', '/admin/board?date=2026-11-24');
    const onBoard = board.body.windows
      .flatMap((window) => window.orders)
      .find((o) => o.number === order.number);
    expect(onBoard).toMatchObject({
      driver: { id: driver.id, name: 'Josué Santos', role: 'driver' },
      license_plate: 'PJD1E23',
      delivery_state: 'planned',
    });
    const history = await adminCall<OrderHistoryJson>(
      api,
      counter,
      'GET',
      `/admin/orders/${order.number}/history`,
    );
    expect(history.body.events.at(-1)).toMatchObject({
      action: 'dispatch',
      staff: { id: counter.id, role: 'counter' },
      before: { driver_id: null, driver_name: null, license_plate: null, delivery_state: null },
      after: {
        driver_id: driver.id,
        driver_name: 'Josué',
        license_plate: 'PJD1E23',
        delivery_state: 'planned',
      },
    });
  });

  it("answers 'Escolha o entregador' for anyone but a driver, and refuses orders not ready or picked up (409)", async () => {
    const { order } = await newOrder();
    // 2147483648 is past PostgreSQL's integer: no such driver either, never a failed query.
    for (const driverId of [counter.id, 999_999, 2_147_483_648]) {
      const answer = await dispatch(order.number, { driver_id: driverId, license_plate: 'ABC1D23' });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ driver_id: ['Escolha o entregador'] });
    }
    const missing = await dispatch(order.number, { license_plate: 'placa' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      driver_id: ['Escolha o entregador'],
      license_plate: ['Placa inválida (ex.: ABC1D23)'],
    });

    const { order: early } = await newOrder({ ready: false });
    const notReady = await dispatch(early.number, { driver_id: driver.id, license_plate: 'ABC1D23' });
    expect(notReady.status).toBe(409);
    expect(notReady.body.error).toBe('Só pedidos prontos saem para entrega');

    const { order: pickup } = await newOrder({ pickRate: rateOf(3) });
    const picked = await dispatch(pickup.number, { driver_id: driver.id, license_plate: 'ABC1D23' });
    expect(picked.status).toBe(409);
    expect(picked.body.error).toBe('Pedido para retirada na loja: não tem entregador');
  });

  it('changes the driver until the delivery leaves, then refuses (409)', async () => {
    const { order } = await newOrder();
    const other = await createStaff(api, 'driver');
    await dispatch(order.number, { driver_id: driver.id, license_plate: 'ABC1D23' });
    expect((await dispatch(order.number, { driver_id: other.id, license_plate: 'ABC1D23' })).status).toBe(
      200,
    );
    await adminCall(api, other, 'PUT', `/admin/orders/${order.number}/delivery`, { state: 'in_progress' });
    const late = await dispatch(order.number, { driver_id: driver.id, license_plate: 'ABC1D23' });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('A entrega deste pedido já saiu: não é possível trocar o entregador');
  });

  it('says why a delivery that erred or failed gets no driver', async () => {
    const { order } = await newOrder();
    await dispatch(order.number, { driver_id: driver.id, license_plate: 'ABC1D23' });
    const problem = (path: string, body: unknown) =>
      adminCall(api, counter, 'PUT', `/admin/orders/${order.number}/${path}`, body);
    await problem('error', { note: 'Veículo quebrou' });
    const erring = await dispatch(order.number, { driver_id: driver.id, license_plate: 'ABC1D23' });
    expect([erring.status, erring.body.error]).toEqual([
      409,
      'A entrega deste pedido está com erro: planeje a entrega de novo ou reagende-a antes de trocar o entregador',
    ]);
    await problem('failed', { reason: 'Veículo quebrou' });
    const failed = await dispatch(order.number, { driver_id: driver.id, license_plate: 'ABC1D23' });
    expect([failed.status, failed.body.error]).toEqual([
      409,
      'A entrega deste pedido falhou: reagende-a antes de escolher o entregador',
    ]);
  });
});

describe('PUT /admin/routes', () => {
  it('sets positions 1..n in the order given, which the board follows', async () => {
    const orders = [];
    for (let index = 0; index < 3; index++) orders.push((await newOrder()).order);
    await dispatch(orders[1]!.number, { driver_id: driver.id, license_plate: 'ABC1D23' });
    const route = [orders[2]!.number, orders[0]!.number, orders[1]!.number];
    const saved = await adminCall(api, counter, 'PUT', '/admin/routes', { numbers: route });
    expect(saved).toEqual({ status: 200, body: { message: 'Rota salva' } });
    const board = await adminCall<BoardJson>(api, counter, 'GET', '/admin/board?date=2026-11-24');
    const positions = new Map(
      board.body.windows.flatMap((window) => window.orders).map((o) => [o.number, o.route_position]),
    );
    expect(route.map((number) => positions.get(number))).toEqual([1, 2, 3]);
    const inWindow = board.body.windows[0]!.orders.map((o) => o.number).filter((n) => route.includes(n));
    expect(inWindow).toEqual(route);
  });

  it('changes nothing when one order cannot be routed: a pickup or an order not ready (409), unknown (422)', async () => {
    const { order } = await newOrder();
    const { order: pickup } = await newOrder({ pickRate: rateOf(3) });
    const { order: early } = await newOrder({ ready: false });
    const refused = async (numbers: string[]) => adminCall(api, counter, 'PUT', '/admin/routes', { numbers });
    expect(await refused([order.number, pickup.number])).toMatchObject({
      status: 409,
      body: { error: `O pedido ${pickup.number} é retirada na loja: não entra em rota` },
    });
    expect(await refused([order.number, early.number])).toMatchObject({
      status: 409,
      body: { error: `O pedido ${early.number} não está pronto para entrega nem planejado` },
    });
    expect(await refused([order.number, 'R000000000'])).toMatchObject({
      status: 422,
      body: { errors: { numbers: ['Pedido não encontrado: R000000000'] } },
    });
    expect(await refused([order.number, order.number])).toMatchObject({
      status: 422,
      body: { errors: { numbers: [`Pedido repetido na rota: ${order.number}`] } },
    });
    expect(await refused([])).toMatchObject({
      status: 422,
      body: { errors: { numbers: ['Informe os pedidos da rota'] } },
    });
    const board = await adminCall<BoardJson>(api, counter, 'GET', '/admin/board?date=2026-11-24');
    const routed = board.body.windows
      .flatMap((window) => window.orders)
      .find((o) => o.number === order.number);
    expect(routed!.route_position).toBeNull();
  });

  it('is refused to drivers (403) before the body is read', async () => {
    expect((await adminCall(api, driver, 'PUT', '/admin/routes', { numbers: [] })).status).toBe(403);
  });
});
