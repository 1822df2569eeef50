/**
 * The manager's holidays and delivery windows (docs/business-rules.md, Delivery windows and holds): only the
 * 'store' capability reaches them; 422 with pt-BR field messages; a holiday takes its day's windows out of
 * the checkout at the next request, a closed day its pickup too, while orders already booked keep their
 * booking, as do orders booked in a window moved or removed; a window's capacity reaches the checkout and
 * never goes below what a day has booked.
 */
import { eq, inArray } from 'drizzle-orm';
import type { OrderJson } from '@/lib/sales-api/order';
import type { BoardJson } from '@/lib/sales-api/staff';
import type {
  DeliveryWindowJson,
  DeliveryWindowsJson,
  HolidayJson,
  HolidaysJson,
} from '@/lib/sales-api/store-settings';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import { createCart, createShopper, put, type Shopper } from '@/test-support/server/checkout-fixtures';
import {
  adminCall,
  completeOrder,
  createStaff,
  stockedShop,
  type TestProducts,
} from '@/test-support/server/order-fixtures';
import type { TestApi } from '@/test-support/server/test-api';
import * as checkoutTables from '../checkout/schema';
import * as storeTables from './schema';

jest.setTimeout(120_000);

let api: TestApi;
let products: TestProducts;
let manager: Shopper;
let counter: Shopper;

beforeAll(async () => {
  ({ api, products } = await stockedShop());
  manager = await createStaff(api, 'manager');
  counter = await createStaff(api, 'counter');
});
afterAll(() => api.database.close());

type Errors = { error?: string; errors?: Record<string, string[]> };
const call = <T>(who: Pick<Shopper, 'headers'>, method: string, path: string, body?: unknown) =>
  api.json<T & Errors>(
    `/admin/store${path}`,
    method === 'GET' ? { headers: who.headers } : jsonRequest(method, body ?? {}, who.headers),
  );
const remove = (path: string) =>
  api.request(`/admin/store${path}`, {
    method: 'DELETE',
    headers: { ...manager.headers, 'X-App': 'sales-frontend' },
  });

const local = (iso: string) => new Date(`${iso}-03:00`).toISOString();
/** The rates a new cart of a new customer is offered at the address step (the clock: Monday 23/11 10:00). */
async function offered(shopper?: Shopper): Promise<OrderJson['shipments'][number]['shipping_rates']> {
  const customer = shopper ?? (await createShopper(api));
  const cart = await createCart(api, customer, [{ variant_id: products.unit.id, quantity: 1 }]);
  const { body } = await put(api, customer, `/api/v1/checkouts/${cart.number}.json`, {
    state: 'address',
    order: { ship_address_attributes: { id: customer.addressId } },
  });
  return body.shipments[0]!.shipping_rates;
}
const scheduledOn = (rates: Awaited<ReturnType<typeof offered>>, day: string) =>
  rates.filter((rate) => rate.shipping_method_id === 1 && rate.delivery_window_start!.startsWith(day));
const pickupOn = (rates: Awaited<ReturnType<typeof offered>>, day: string) =>
  rates.find((rate) => rate.shipping_method_id === 3 && rate.delivery_window_start!.startsWith(day));

describe('holidays', () => {
  it('are the manager’s: 403 for guests, customers and the counter', async () => {
    expect((await api.json('/admin/store/holidays')).status).toBe(403);
    expect((await call(await createShopper(api), 'GET', '/holidays')).status).toBe(403);
    expect((await call(counter, 'GET', '/holidays')).status).toBe(403);
    expect((await call(counter, 'POST', '/holidays', { day: 'x' })).status).toBe(403);
  });

  it('are seeded with the national, Bahia and Salvador holidays', async () => {
    const { status, body } = await call<HolidaysJson>(manager, 'GET', '/holidays?year=2026');
    expect(status).toBe(200);
    const kindOf = (day: string) => body.holidays.find((holiday) => holiday.day === day)?.kind;
    expect(kindOf('2026-07-02')).toBe('holiday');
    expect(kindOf('2026-12-08')).toBe('holiday');
    expect(kindOf('2026-12-25')).toBe('closed');
    expect(body.holidays.every((holiday) => holiday.day.startsWith('2026-'))).toBe(true);
  });

  it('refuse bad input with pt-BR messages at the fields', async () => {
    const bad = await call(manager, 'POST', '/holidays', { day: '25/12/2026', name: '  ', kind: 'off' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      day: ['Informe a data (AAAA-MM-DD)'],
      name: ['Informe o nome do feriado'],
      kind: ['Escolha se a loja fecha ou só não entrega'],
    });
    const taken = await call(manager, 'POST', '/holidays', {
      day: '2026-12-25',
      name: 'Natal',
      kind: 'closed',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ day: ['Já existe um feriado nesse dia'] });
    expect(
      (await call(manager, 'PUT', '/holidays/999999', { day: '2030-01-02', name: 'X', kind: 'closed' }))
        .status,
    ).toBe(404);
  });

  it("take the day's windows out of the checkout, pickup on Sunday's hours; a closed day has no pickup", async () => {
    const before = await offered();
    expect(scheduledOn(before, '2026-11-25')).toHaveLength(4);
    expect(pickupOn(before, '2026-11-25')?.delivery_window_end).toBe(local('2026-11-25T19:00:00'));

    const created = await call<HolidayJson>(manager, 'POST', '/holidays', {
      day: '2026-11-25',
      name: 'Feriado da loja',
      kind: 'holiday',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ day: '2026-11-25', kind: 'holiday', booked_orders: 0 });
    const closed = await call<HolidayJson>(manager, 'POST', '/holidays', {
      day: '2026-11-26',
      name: 'Balanço',
      kind: 'closed',
    });
    expect(closed.status).toBe(201);

    const after = await offered();
    expect(scheduledOn(after, '2026-11-25')).toEqual([]);
    expect(pickupOn(after, '2026-11-25')?.delivery_window_end).toBe(local('2026-11-25T12:00:00'));
    expect(scheduledOn(after, '2026-11-26')).toEqual([]);
    expect(pickupOn(after, '2026-11-26')).toBeUndefined();
    expect(scheduledOn(after, '2026-11-24')).toHaveLength(4);

    // Removed, the days are ordinary again.
    expect((await remove(`/holidays/${created.body.id}`)).status).toBe(204);
    expect((await remove(`/holidays/${closed.body.id}`)).status).toBe(204);
    expect((await remove(`/holidays/${closed.body.id}`)).status).toBe(404);
    expect(scheduledOn(await offered(), '2026-11-25')).toHaveLength(4);
  });

  it('keep the bookings already made on the day, and refuse new ones', async () => {
    const booked = await completeOrder(
      api,
      await createShopper(api),
      [{ variant_id: products.unit.id, quantity: 1 }],
      {
        // Paid on delivery: a card pays only for the next three days' windows (lib/checkout/authorization.ts).
        methodId: 2,
        pickRate: (order) =>
          order.shipments[0]!.shipping_rates.find(
            (rate) => rate.delivery_window_start === local('2026-11-27T08:00:00'),
          )!.id,
      },
    );
    // A shopper who was offered the day before it became a holiday.
    const late = await createShopper(api);
    const cart = await createCart(api, late, [{ variant_id: products.unit.id, quantity: 1 }]);
    const addressed = await put(api, late, `/api/v1/checkouts/${cart.number}.json`, {
      state: 'address',
      order: { ship_address_attributes: { id: late.addressId } },
    });
    const lateRate = scheduledOn(addressed.body.shipments[0]!.shipping_rates, '2026-11-27')[0]!;

    const holiday = await call<HolidayJson>(manager, 'POST', '/holidays', {
      day: '2026-11-27',
      name: 'Dia de folga',
      kind: 'holiday',
    });
    expect(holiday.body.booked_orders).toBe(1);
    const [booking] = await api.database.db
      .select()
      .from(checkoutTables.slotBookings)
      .where(eq(checkoutTables.slotBookings.orderId, booked.id));
    expect(booking).toBeDefined();

    const refused = await put(api, late, `/api/v1/checkouts/${cart.number}.json`, {
      state: 'delivery',
      order: {
        shipments_attributes: [
          { id: addressed.body.shipments[0]!.id, selected_shipping_rate_id: lateRate.id },
        ],
      },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Esse horário não está mais disponível. Escolha outro horário.');
    await remove(`/holidays/${holiday.body.id}`);
  });

  it('count every order placed for the day, picked up or express too, but none canceled or denied', async () => {
    const order = async (pickRate: (order: OrderJson) => number) =>
      completeOrder(api, await createShopper(api), [{ variant_id: products.unit.id, quantity: 1 }], {
        pickRate,
      });
    const on = (methodId: number, day: string) => (placed: OrderJson) =>
      placed.shipments[0]!.shipping_rates.find(
        (rate) => rate.shipping_method_id === methodId && rate.delivery_window_start!.startsWith(day),
      )!.id;
    // Tuesday 24/11: a pickup and a scheduled delivery stand; a pickup canceled, another denied, do not.
    await order(on(3, '2026-11-24'));
    await order(on(1, '2026-11-24'));
    const canceled = await order(on(3, '2026-11-24'));
    expect((await adminCall(api, manager, 'PUT', `/admin/orders/${canceled.number}/cancel`)).status).toBe(
      200,
    );
    const denied = await order(on(3, '2026-11-24'));
    const denial = await adminCall(api, manager, 'PUT', `/admin/orders/${denied.number}/payment_denied`);
    expect(denial.status).toBe(200);
    // Today (Monday 23/11, 10:00): an express order.
    await order(on(2, '2026-11-23'));

    const closed = await call<HolidayJson>(manager, 'POST', '/holidays', {
      day: '2026-11-24',
      name: 'Fechado para reforma',
      kind: 'closed',
    });
    expect(closed.body.booked_orders).toBe(2);
    const today = await call<HolidayJson>(manager, 'POST', '/holidays', {
      day: '2026-11-23',
      name: 'Feriado de hoje',
      kind: 'holiday',
    });
    expect(today.body.booked_orders).toBe(1);
    const listed = await call<HolidaysJson>(manager, 'GET', '/holidays?year=2026');
    expect(
      listed.body.holidays
        .filter((holiday) => ['2026-11-23', '2026-11-24'].includes(holiday.day))
        .map((holiday) => [holiday.day, holiday.booked_orders]),
    ).toEqual([
      ['2026-11-23', 1],
      ['2026-11-24', 2],
    ]);
    await remove(`/holidays/${closed.body.id}`);
    await remove(`/holidays/${today.body.id}`);
  });
});

describe('delivery windows', () => {
  const windows = async () =>
    (await call<DeliveryWindowsJson>(manager, 'GET', '/delivery_windows')).body.windows;

  it("are seeded with the shop's windows: Monday 3, Tuesday to Saturday 4, none on Sunday", async () => {
    const list = await windows();
    const per = (weekday: number) => list.filter((window) => window.weekday === weekday).length;
    expect([0, 1, 2, 3, 4, 5, 6].map(per)).toEqual([0, 3, 4, 4, 4, 4, 4]);
    expect(list.find((window) => window.weekday === 1)).toMatchObject({
      start_hour: 8,
      end_hour: 13,
      capacity: 20,
    });
    expect((await call(counter, 'GET', '/delivery_windows')).status).toBe(403);
  });

  it('refuse bad input with pt-BR messages at the fields', async () => {
    const bad = await call(manager, 'POST', '/delivery_windows', {
      weekday: 7,
      start_hour: 13,
      end_hour: 8,
      capacity: 0,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      weekday: ['Escolha o dia da semana'],
      end_hour: ['O fim deve ser depois do início'],
      capacity: ['Capacidade inválida (1 a 1000 pedidos)'],
    });
    const taken = await call(manager, 'POST', '/delivery_windows', {
      weekday: 1,
      start_hour: 8,
      end_hour: 13,
      capacity: 5,
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ start_hour: ['Esse dia já tem uma janela nesse horário'] });
  });

  it('offer a Sunday window once added, and no more once removed', async () => {
    const sunday = await call<DeliveryWindowJson>(manager, 'POST', '/delivery_windows', {
      weekday: 0,
      start_hour: 9,
      end_hour: 12,
      capacity: 3,
    });
    expect(sunday.status).toBe(201);
    const rates = scheduledOn(await offered(), '2026-11-29');
    expect(rates.map((rate) => [rate.delivery_window_start, rate.deliveries_remaining])).toEqual([
      [local('2026-11-29T09:00:00'), 3],
    ]);
    expect((await remove(`/delivery_windows/${sunday.body.id}`)).status).toBe(204);
    expect(scheduledOn(await offered(), '2026-11-29')).toEqual([]);
  });

  it('change the capacity of the future days, never below what one has booked', async () => {
    const saturday = (await windows()).find((window) => window.weekday === 6 && window.start_hour === 8)!;
    const start = local('2026-11-28T08:00:00');
    await completeOrder(api, await createShopper(api), [{ variant_id: products.unit.id, quantity: 1 }], {
      methodId: 2,
      pickRate: (order) =>
        order.shipments[0]!.shipping_rates.find((rate) => rate.delivery_window_start === start)!.id,
    });
    await completeOrder(api, await createShopper(api), [{ variant_id: products.unit.id, quantity: 1 }], {
      methodId: 2,
      pickRate: (order) =>
        order.shipments[0]!.shipping_rates.find((rate) => rate.delivery_window_start === start)!.id,
    });
    const body = { weekday: 6, start_hour: 8, end_hour: 13 };
    const below = await call(manager, 'PUT', `/delivery_windows/${saturday.id}`, { ...body, capacity: 1 });
    expect(below.status).toBe(422);
    expect(below.body.errors).toEqual({
      capacity: [
        'Já há 2 pedidos agendados nessa janela em 28/11/2026: a capacidade não pode ficar abaixo disso',
      ],
    });
    const changed = await call<DeliveryWindowJson>(manager, 'PUT', `/delivery_windows/${saturday.id}`, {
      ...body,
      capacity: 3,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ capacity: 3, booked_ahead: 2 });
    const rate = scheduledOn(await offered(), '2026-11-28').find((r) => r.delivery_window_start === start)!;
    expect(rate.deliveries_remaining).toBe(1);
    await call(manager, 'PUT', `/delivery_windows/${saturday.id}`, { ...body, capacity: 20 });
  });

  it('keep the bookings of a window moved or removed, on the staff’s board as before, and refuse new ones', async () => {
    const thursday = (await windows()).filter((window) => window.weekday === 4);
    const morning = thursday.find((window) => window.start_hour === 8 && window.end_hour === 13)!;
    const evening = thursday.find((window) => window.start_hour === 17 && window.end_hour === 21)!;
    const [morningStart, morningEnd] = [local('2026-11-26T08:00:00'), local('2026-11-26T13:00:00')];
    const [eveningStart, eveningEnd] = [local('2026-11-26T17:00:00'), local('2026-11-26T21:00:00')];
    const bookIn = async (start: string) =>
      completeOrder(api, await createShopper(api), [{ variant_id: products.unit.id, quantity: 1 }], {
        methodId: 2,
        pickRate: (order) =>
          order.shipments[0]!.shipping_rates.find((rate) => rate.delivery_window_start === start)!.id,
      });
    const moved = await bookIn(morningStart);
    const removed = await bookIn(eveningStart);
    // A shopper offered both windows before they changed.
    const late = await createShopper(api);
    const cart = await createCart(api, late, [{ variant_id: products.unit.id, quantity: 1 }]);
    const addressed = await put(api, late, `/api/v1/checkouts/${cart.number}.json`, {
      state: 'address',
      order: { ship_address_attributes: { id: late.addressId } },
    });
    const lateRates = scheduledOn(addressed.body.shipments[0]!.shipping_rates, '2026-11-26');

    // The morning moves to 09-13 (and takes the capacity 5), the evening is removed: neither is refused.
    const change = { weekday: 4, start_hour: 9, end_hour: 13, capacity: 5 };
    const changed = await call<DeliveryWindowJson>(manager, 'PUT', `/delivery_windows/${morning.id}`, change);
    expect([changed.status, changed.body]).toEqual([200, { id: morning.id, ...change, booked_ahead: 0 }]);
    expect((await remove(`/delivery_windows/${evening.id}`)).status).toBe(204);

    // Each order keeps its booking: its slot, of its window's hours, still counts it.
    const bookings = await api.database.db
      .select({
        orderId: checkoutTables.slotBookings.orderId,
        start: checkoutTables.deliverySlots.windowStart,
        end: checkoutTables.deliverySlots.windowEnd,
        capacity: checkoutTables.deliverySlots.capacity,
        booked: checkoutTables.deliverySlots.booked,
      })
      .from(checkoutTables.slotBookings)
      .innerJoin(
        checkoutTables.deliverySlots,
        eq(checkoutTables.deliverySlots.id, checkoutTables.slotBookings.slotId),
      )
      .where(inArray(checkoutTables.slotBookings.orderId, [moved.id, removed.id]));
    const iso = (booking: (typeof bookings)[number]) => ({
      ...booking,
      start: booking.start.toISOString(),
      end: booking.end.toISOString(),
    });
    expect(bookings.map(iso).sort((a, b) => a.start.localeCompare(b.start))).toEqual([
      { orderId: moved.id, start: morningStart, end: morningEnd, capacity: morning.capacity, booked: 1 },
      { orderId: removed.id, start: eveningStart, end: eveningEnd, capacity: evening.capacity, booked: 1 },
    ]);
    // On the staff's board of the day, each in its window as before.
    const board = await api.json<BoardJson>('/admin/board?date=2026-11-26', { headers: manager.headers });
    const windowOf = (number: string) =>
      board.body.windows.find((window) => window.orders.some((order) => order.number === number));
    expect(windowOf(moved.number)).toMatchObject({
      kind: 'scheduled',
      starts_at: morningStart,
      ends_at: morningEnd,
    });
    expect(windowOf(removed.number)).toMatchObject({
      kind: 'scheduled',
      starts_at: eveningStart,
      ends_at: eveningEnd,
    });
    // Its customer's order still says when it comes.
    const order = await api.json<OrderJson>(`/admin/orders/${moved.number}`, { headers: manager.headers });
    expect(order.body.shipments[0]!.selected_shipping_rate).toMatchObject({
      delivery_window_start: morningStart,
      delivery_window_end: morningEnd,
    });

    // Offered no more, and refused to the shopper who was offered them before; the new hours are offered.
    const starts = scheduledOn(await offered(), '2026-11-26').map((rate) => rate.delivery_window_start);
    expect(starts).not.toContain(morningStart);
    expect(starts).not.toContain(eveningStart);
    expect(starts).toContain(local('2026-11-26T09:00:00'));
    for (const start of [morningStart, eveningStart]) {
      const rate = lateRates.find((r) => r.delivery_window_start === start)!;
      const refused = await put(api, late, `/api/v1/checkouts/${cart.number}.json`, {
        state: 'delivery',
        order: {
          shipments_attributes: [{ id: addressed.body.shipments[0]!.id, selected_shipping_rate_id: rate.id }],
        },
      });
      expect([refused.status, refused.body.error]).toEqual([
        409,
        'Esse horário não está mais disponível. Escolha outro horário.',
      ]);
    }

    // Back as they were (the evening as a new window).
    const bodyOf = (window: DeliveryWindowJson) => ({
      weekday: window.weekday,
      start_hour: window.start_hour,
      end_hour: window.end_hour,
      capacity: window.capacity,
    });
    expect((await call(manager, 'PUT', `/delivery_windows/${morning.id}`, bodyOf(morning))).status).toBe(200);
    expect((await call(manager, 'POST', '/delivery_windows', bodyOf(evening))).status).toBe(201);
  });
});

describe("a holiday's pickup hours", () => {
  const DAY = '2026-11-24';
  const body = (hours: Record<string, unknown> = {}) => ({
    day: DAY,
    name: 'Feriado com horário',
    kind: 'holiday',
    ...hours,
  });
  const pickupHours = async () => {
    const pickup = pickupOn(await offered(), DAY);
    return pickup && [pickup.delivery_window_start, pickup.delivery_window_end];
  };

  it('open the store on its own hours, and on Sunday’s again once they are taken away', async () => {
    const created = await call<HolidayJson>(
      manager,
      'POST',
      '/holidays',
      body({ open_hour: 8, close_hour: 14 }),
    );
    expect(created.status).toBe(201);
    try {
      expect(created.body).toMatchObject({ day: DAY, kind: 'holiday', open_hour: 8, close_hour: 14 });
      expect(await pickupHours()).toEqual([local(`${DAY}T08:00:00`), local(`${DAY}T14:00:00`)]);
      // Still no delivery on the day.
      expect(scheduledOn(await offered(), DAY)).toEqual([]);

      const edited = await call<HolidayJson>(
        manager,
        'PUT',
        `/holidays/${created.body.id}`,
        body({ open_hour: 9, close_hour: 24 }),
      );
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ open_hour: 9, close_hour: 24 });
      // Until midnight: 24 is the day's end.
      expect(await pickupHours()).toEqual([local(`${DAY}T09:00:00`), local('2026-11-25T00:00:00')]);
      const listed = await call<HolidaysJson>(manager, 'GET', '/holidays?year=2026');
      expect(listed.body.holidays.find((holiday) => holiday.day === DAY)).toMatchObject({
        open_hour: 9,
        close_hour: 24,
      });

      // A request without hours gives the day Sunday's again.
      const sunday = await call<HolidayJson>(manager, 'PUT', `/holidays/${created.body.id}`, body());
      expect(sunday.body).toMatchObject({ open_hour: null, close_hour: null });
      expect(await pickupHours()).toEqual([local(`${DAY}T07:00:00`), local(`${DAY}T12:00:00`)]);
    } finally {
      await remove(`/holidays/${created.body.id}`);
    }
  });

  it('refuse hours that do not open before they close, come alone, or belong to a closed day', async () => {
    const refused = async (hours: Record<string, unknown>, kind = 'holiday') => {
      const answer = await call(manager, 'POST', '/holidays', { ...body(hours), kind });
      expect(answer.status).toBe(422);
      return answer.body.errors;
    };
    expect(await refused({ open_hour: 14, close_hour: 14 })).toEqual({
      close_hour: ['A abertura deve ser antes do fechamento.'],
    });
    expect(await refused({ open_hour: 15, close_hour: 8 })).toEqual({
      close_hour: ['A abertura deve ser antes do fechamento.'],
    });
    expect(await refused({ open_hour: 24, close_hour: 0 })).toEqual({
      open_hour: ['Hora de abertura inválida (0 a 23)'],
      close_hour: ['Hora de fechamento inválida (1 a 24)'],
    });
    expect(await refused({ open_hour: 8 })).toEqual({
      close_hour: ['Informe a abertura e o fechamento, ou deixe os dois em branco.'],
    });
    expect(await refused({ open_hour: 8, close_hour: 14 }, 'closed')).toEqual({
      open_hour: ['A loja fechada não abre: deixe o horário em branco.'],
    });

    // Nor may a holiday with hours become a closed day that keeps them.
    const created = await call<HolidayJson>(
      manager,
      'POST',
      '/holidays',
      body({ open_hour: 8, close_hour: 14 }),
    );
    try {
      const closing = await call(manager, 'PUT', `/holidays/${created.body.id}`, {
        ...body({ open_hour: 8, close_hour: 14 }),
        kind: 'closed',
      });
      expect(closing.status).toBe(422);
      expect(closing.body.errors).toEqual({
        open_hour: ['A loja fechada não abre: deixe o horário em branco.'],
      });
      const closed = await call<HolidayJson>(manager, 'PUT', `/holidays/${created.body.id}`, {
        ...body(),
        kind: 'closed',
      });
      expect(closed.body).toMatchObject({ kind: 'closed', open_hour: null, close_hour: null });
      expect(await pickupHours()).toBeUndefined();
    } finally {
      await remove(`/holidays/${created.body.id}`);
    }
  });

  it('are checked by the table too: both or neither, opening first, a holiday’s only', async () => {
    const insert = (values: {
      kind: 'holiday' | 'closed';
      openHour: number | null;
      closeHour: number | null;
    }) =>
      api.database.db
        .insert(storeTables.storeHolidays)
        .values({ day: '2031-05-05', name: 'Teste', ...values })
        .returning();
    await expect(insert({ kind: 'closed', openHour: 8, closeHour: 14 })).rejects.toThrow();
    await expect(insert({ kind: 'holiday', openHour: 8, closeHour: null })).rejects.toThrow();
    await expect(insert({ kind: 'holiday', openHour: 14, closeHour: 8 })).rejects.toThrow();
    await expect(insert({ kind: 'holiday', openHour: 0, closeHour: 25 })).rejects.toThrow();
    const [row] = await insert({ kind: 'holiday', openHour: 0, closeHour: 24 });
    await api.database.db.delete(storeTables.storeHolidays).where(eq(storeTables.storeHolidays.id, row!.id));
  });
});
