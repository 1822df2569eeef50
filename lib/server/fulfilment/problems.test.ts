/**
 * Problems: 'erro' with a note (on the board and in the history), a failed delivery rescheduled into a
 * window with room (the booking moves atomically, a full window is refused, never overbooked), and cancel
 * as before (a captured payment refused to the counter; the manager's cancel refunds it, ./refunds.test.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { BoardJson, OrderHistoryJson, RescheduleWindowJson } from '@/lib/sales-api/staff';
import * as checkoutTables from '../checkout/schema';
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

jest.setTimeout(90_000);

let api: TestApi;
let counter: Shopper;
let driver: Shopper;
let products: TestProducts;

/** Wednesday 2026-11-25, 08:00-13:00 in Salvador. */
const WEDNESDAY_MORNING = '2026-11-25T11:00:00.000Z';

beforeAll(async () => {
  ({ api, products } = await stockedShop());
  counter = await createStaff(api, 'counter');
  driver = await createStaff(api, 'driver');
});
afterAll(() => api.database.close());

const call = (method: 'GET' | 'PUT', path: string, body?: unknown, who: Pick<Shopper, 'headers'> = counter) =>
  adminCall(api, who, method, `/admin/orders${path}`, body);

/** A complete order (a card by default), on Tuesday's first window. */
async function newOrder(methodId = 2) {
  const customer = await createShopper(api);
  return completeOrder(api, customer, [{ variant_id: products.unit.id, quantity: 2 }], { methodId });
}

/** An order packed, dispatched to `driver`, out and failed. */
async function failedOrder(methodId = 2) {
  const order = await newOrder(methodId);
  await call('PUT', `/${order.number}/fulfillment`, { state: 'pending' });
  await call('PUT', `/${order.number}/packed`, {
    line_items: [{ id: order.line_items[0]!.id, quantity: 2 }],
  });
  await call('PUT', `/${order.number}/dispatch`, { driver_id: driver.id, license_plate: 'ABC1D23' });
  await call('PUT', `/${order.number}/delivery`, { state: 'in_progress' });
  const failed = await call('PUT', `/${order.number}/delivery`, {
    state: 'failed',
    reason: 'Cliente ausente',
  });
  expect(failed.body.delivery_state).toBe('failed');
  return order;
}

/** An order weighed, sent out with the driver (in progress), then marked 'erro' on the way. */
async function erringOnTheWay() {
  const order = await newOrder(2);
  await call('PUT', `/${order.number}/fulfillment`, { state: 'pending' });
  await call('PUT', `/${order.number}/packed`, {
    line_items: [{ id: order.line_items[0]!.id, quantity: 2 }],
  });
  await call('PUT', `/${order.number}/dispatch`, { driver_id: driver.id, license_plate: 'ABC1D23' });
  await call('PUT', `/${order.number}/delivery`, { state: 'in_progress' });
  await call('PUT', `/${order.number}/error`, { note: 'Endereço não encontrado' });
  return order;
}

async function bookedIn(start: string) {
  const [slot] = await api.database.db
    .select()
    .from(checkoutTables.deliverySlots)
    .where(eq(checkoutTables.deliverySlots.windowStart, new Date(start)));
  return slot?.booked ?? 0;
}

describe('PUT /admin/orders/{number}/error', () => {
  it("marks the fulfillment 'error' with the note the board shows; the staff then resume the preparation", async () => {
    const order = await newOrder();
    // Not before the payment is approved: out of 'error' the order would go to preparation unpaid.
    const unpaid = await call('PUT', `/${order.number}/error`, { note: 'Endereço incompleto' });
    expect([unpaid.status, unpaid.body.error]).toEqual([
      409,
      'O pagamento deste pedido ainda não foi aprovado: aprove ou negue o pagamento antes',
    ]);
    await call('PUT', `/${order.number}/fulfillment`, { state: 'pending' });
    const note = 'Cliente pediu para trocar a picanha por maminha';
    const marked = await call('PUT', `/${order.number}/error`, { note });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ fulfillment_state: 'error', delivery_state: null });

    const board = await adminCall<BoardJson>(api, counter, 'GET', '/admin/board?date=2026-11-24');
    const onBoard = board.body.windows
      .flatMap((window) => window.orders)
      .find((o) => o.number === order.number);
    expect(onBoard).toMatchObject({ fulfillment_state: 'error', error_note: note });
    const history = await adminCall<OrderHistoryJson>(
      api,
      counter,
      'GET',
      `/admin/orders/${order.number}/history`,
    );
    expect(history.body.events.at(-1)).toMatchObject({
      action: 'error',
      before: { fulfillment_state: 'pending' },
      after: { fulfillment_state: 'error' },
      note,
      staff: { id: counter.id },
    });

    const resumed = await call('PUT', `/${order.number}/fulfillment`, { state: 'preparation' });
    expect(resumed.body.fulfillment_state).toBe('preparation');
  });

  it("does not take an approved order in 'erro' back to the evaluation: the approval is not sent twice", async () => {
    const order = await newOrder();
    await call('PUT', `/${order.number}/fulfillment`, { state: 'pending' });
    const approvals = () =>
      api.mail.filter((mail) => mail.subject.includes(`pagamento do pedido #${order.number} aprovado`));
    expect(approvals()).toHaveLength(1);
    await call('PUT', `/${order.number}/error`, { note: 'Cliente pediu para trocar o corte' });
    const back = await call('PUT', `/${order.number}/fulfillment`, { state: 'payment_evaluating' });
    expect([back.status, back.body.error]).toEqual([
      409,
      'O pagamento deste pedido já foi aprovado: retome em uma etapa do preparo',
    ]);
    expect((await call('PUT', `/${order.number}/fulfillment`, { state: 'pending' })).status).toBe(200);
    expect(approvals()).toHaveLength(1);
  });

  it("resumes a weighed order in 'erro' at ready, without weighing it again nor telling the customer twice", async () => {
    const customer = await createShopper(api);
    // A pickup paid by card: weighed, captured and ready, the customer told 'pronto para retirada'.
    const order = await completeOrder(api, customer, [{ variant_id: products.unit.id, quantity: 2 }], {
      pickRate: rateOf(3),
    });
    await call('PUT', `/${order.number}/fulfillment`, { state: 'pending' });
    await call('PUT', `/${order.number}/packed`, {
      line_items: [{ id: order.line_items[0]!.id, quantity: 2 }],
    });
    const readyMails = () =>
      api.mail.filter((mail) => mail.subject.includes(`#${order.number} pronto para retirada`));
    expect(readyMails()).toHaveLength(1);
    await call('PUT', `/${order.number}/error`, { note: 'Etiqueta trocada com outro pedido' });
    const resumed = await call('PUT', `/${order.number}/fulfillment`, { state: 'ready' });
    expect([resumed.status, resumed.body.error]).toEqual([200, undefined]);
    expect(resumed.body.fulfillment_state).toBe('ready');
    expect(readyMails()).toHaveLength(1);

    // Not weighed yet, it is weighed first.
    const unweighed = await newOrder();
    await call('PUT', `/${unweighed.number}/fulfillment`, { state: 'pending' });
    await call('PUT', `/${unweighed.number}/error`, { note: 'Cliente pediu para trocar o corte' });
    const early = await call('PUT', `/${unweighed.number}/fulfillment`, { state: 'ready' });
    expect([early.status, early.body.error]).toEqual([
      409,
      'Registre as quantidades produzidas antes de marcar como pronto',
    ]);
  });

  it("marks a delivery under way 'error', and refuses a delivered order (409) and a short note (422)", async () => {
    const order = await newOrder();
    await call('PUT', `/${order.number}/fulfillment`, { state: 'pending' });
    await call('PUT', `/${order.number}/packed`, {
      line_items: [{ id: order.line_items[0]!.id, quantity: 2 }],
    });
    await call('PUT', `/${order.number}/dispatch`, { driver_id: driver.id, license_plate: 'ABC1D23' });
    const marked = await call('PUT', `/${order.number}/error`, { note: 'Endereço não encontrado' });
    expect(marked.body).toMatchObject({ fulfillment_state: 'ready', delivery_state: 'error' });

    const short = await call('PUT', `/${order.number}/error`, { note: 'x' });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ note: ['Descreva o problema'] });

    const delivered = await newOrder();
    await call('PUT', `/${delivered.number}/fulfillment`, { state: 'pending' });
    await call('PUT', `/${delivered.number}/packed`, {
      line_items: [{ id: delivered.line_items[0]!.id, quantity: 2 }],
    });
    await call('PUT', `/${delivered.number}/dispatch`, { driver_id: driver.id, license_plate: 'ABC1D23' });
    for (const state of ['in_progress', 'success']) {
      await call('PUT', `/${delivered.number}/delivery`, { state });
    }
    const late = await call('PUT', `/${delivered.number}/error`, { note: 'Cliente reclamou' });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('Pedido já entregue: não pode ser marcado com erro');
  });
});

describe('reschedule', () => {
  it('moves a failed delivery into a window with room, atomically, to be dispatched again', async () => {
    const order = await failedOrder();
    const oldStart = order.shipments[0]!.selected_shipping_rate!.delivery_window_start!;
    const windows = await adminCall<{ windows: RescheduleWindowJson[] }>(
      api,
      counter,
      'GET',
      `/admin/orders/${order.number}/reschedule`,
    );
    expect(windows.status).toBe(200);
    expect(windows.body.windows[0]).toEqual({
      starts_at: '2026-11-24T11:00:00.000Z',
      ends_at: '2026-11-24T16:00:00.000Z',
      remaining: expect.any(Number),
    });
    expect(windows.body.windows.find((w) => w.starts_at === WEDNESDAY_MORNING)).toMatchObject({
      remaining: 20,
    });

    const [oldBooked, newBooked] = [await bookedIn(oldStart), await bookedIn(WEDNESDAY_MORNING)];
    const moved = await call('PUT', `/${order.number}/reschedule`, { starts_at: WEDNESDAY_MORNING });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ fulfillment_state: 'ready', delivery_state: null });
    expect(moved.body.shipments[0]!.selected_shipping_rate).toMatchObject({
      shipping_method_id: 1,
      delivery_window_start: WEDNESDAY_MORNING,
      delivery_window_end: '2026-11-25T16:00:00.000Z',
    });
    expect(await bookedIn(oldStart)).toBe(oldBooked - 1);
    expect(await bookedIn(WEDNESDAY_MORNING)).toBe(newBooked + 1);

    const wednesday = await adminCall<BoardJson>(api, counter, 'GET', '/admin/board?date=2026-11-25');
    expect(wednesday.body.windows[0]!.orders.find((o) => o.number === order.number)).toMatchObject({
      driver: null,
      license_plate: null,
      route_position: null,
    });
    const history = await adminCall<OrderHistoryJson>(
      api,
      counter,
      'GET',
      `/admin/orders/${order.number}/history`,
    );
    expect(history.body.events.at(-1)).toMatchObject({
      action: 'reschedule',
      before: { starts_at: oldStart, delivery_state: 'failed', license_plate: 'ABC1D23' },
      after: { starts_at: WEDNESDAY_MORNING, delivery_state: null, driver_name: null },
    });
    // It goes out again like any ready order.
    const again = await call('PUT', `/${order.number}/dispatch`, {
      driver_id: driver.id,
      license_plate: 'ABC1D23',
    });
    expect(again.body.delivery_state).toBe('planned');
    expect((await call('PUT', `/${order.number}/reschedule`, { starts_at: WEDNESDAY_MORNING })).status).toBe(
      409,
    );
  });

  it("is refused while a delivery that left is in 'erro', until it is marked 'Não entregue'", async () => {
    const order = await erringOnTheWay();
    const refused = await call('PUT', `/${order.number}/reschedule`, { starts_at: WEDNESDAY_MORNING });
    expect([refused.status, refused.body.error]).toEqual([
      409,
      'Pedido a caminho: marque como não entregue antes de reagendar',
    ]);
    // Rescheduled, it could have been cancelled with the goods still on the way.
    expect((await call('PUT', `/${order.number}/cancel`)).status).toBe(409);

    await call('PUT', `/${order.number}/failed`, { reason: 'Endereço não encontrado' });
    const moved = await call('PUT', `/${order.number}/reschedule`, { starts_at: WEDNESDAY_MORNING });
    expect(moved.status).toBe(200);
  });

  it('refuses a full window (never overbooked) and one that cannot be booked, changing nothing', async () => {
    const order = await failedOrder();
    const thursday = '2026-11-26T11:00:00.000Z';
    // Take the window's last place away: booked = capacity.
    await call('PUT', `/${(await failedOrder()).number}/reschedule`, { starts_at: thursday });
    await api.database.db
      .update(checkoutTables.deliverySlots)
      .set({ capacity: 1 })
      .where(eq(checkoutTables.deliverySlots.windowStart, new Date(thursday)));
    const windows = await adminCall<{ windows: RescheduleWindowJson[] }>(
      api,
      counter,
      'GET',
      `/admin/orders/${order.number}/reschedule`,
    );
    expect(windows.body.windows.map((w) => w.starts_at)).not.toContain(thursday);
    const full = await call('PUT', `/${order.number}/reschedule`, { starts_at: thursday });
    expect(full.status).toBe(409);
    expect(full.body.error).toBe('Lotado: esse horário acabou de esgotar. Escolha outro horário.');
    expect(await bookedIn(thursday)).toBe(1);

    // Today's windows (and Sundays) are never bookable.
    const today = await call('PUT', `/${order.number}/reschedule`, {
      starts_at: '2026-11-23T16:00:00-03:00',
    });
    expect(today.status).toBe(409);
    expect(today.body.error).toBe('Esse horário não está mais disponível. Escolha outro horário.');
    const invalid = await call('PUT', `/${order.number}/reschedule`, { starts_at: 'amanhã' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ starts_at: ['Escolha um horário'] });
    const [row] = (await call('GET', `/${order.number}`)).body.shipments;
    expect(row!.selected_shipping_rate!.delivery_window_start).toBe('2026-11-24T11:00:00.000Z');
    expect((await call('GET', `/${order.number}`)).body.delivery_state).toBe('failed');
  });

  it('gives the last place of a window to one of two reschedules at once', async () => {
    const friday = { start: new Date('2026-11-27T11:00:00.000Z'), end: new Date('2026-11-27T16:00:00.000Z') };
    const orders = [await failedOrder(), await failedOrder()];
    // One place left in the window (offered to every order since checkout: its slot may exist already).
    await api.database.db
      .insert(checkoutTables.deliverySlots)
      .values({ windowStart: friday.start, windowEnd: friday.end, capacity: 20 })
      .onConflictDoNothing();
    await api.database.db
      .update(checkoutTables.deliverySlots)
      .set({ capacity: sql`${checkoutTables.deliverySlots.booked} + 1` })
      .where(eq(checkoutTables.deliverySlots.windowStart, friday.start));
    const booked = await bookedIn(friday.start.toISOString());
    const answers = await Promise.all(
      orders.map((order) =>
        call('PUT', `/${order.number}/reschedule`, { starts_at: friday.start.toISOString() }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await bookedIn(friday.start.toISOString())).toBe(booked + 1);
  });

  it('refuses a delivery that did not fail (409)', async () => {
    const order = await newOrder();
    const answer = await call('GET', `/${order.number}/reschedule`);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('Só entregas que falharam ou com erro podem ser reagendadas');
  });
});

describe('cancel', () => {
  it('cancels a failed delivery paid on delivery; the counter cannot cancel a captured card (409)', async () => {
    const onDelivery = await failedOrder(2);
    const canceled = await call('PUT', `/${onDelivery.number}/cancel`);
    expect(canceled.body).toMatchObject({ state: 'canceled' });
    const card = await failedOrder(1);
    const refused = await call('PUT', `/${card.number}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Pagamento já capturado: só o gerente pode cancelar com estorno');
  });

  it('cancels a weighed Pix by a manager only, refunding what is left of it; the payment stays completed', async () => {
    const customer = await createShopper(api);
    const order = await completeOrder(
      api,
      customer,
      [
        { variant_id: products.weighed.id, quantity: 1000 },
        { variant_id: products.unit.id, quantity: 1 },
      ],
      { methodId: 4 },
    );
    await call('PUT', `/${order.number}/pix_paid`);
    await call('PUT', `/${order.number}/fulfillment`, { state: 'pending' });
    const [weighed, unit] = order.line_items;
    // Weighed lighter: the difference is refunded at once.
    const packed = await call('PUT', `/${order.number}/packed`, {
      line_items: [
        { id: weighed!.id, quantity: 900 },
        { id: unit!.id, quantity: 1 },
      ],
    });
    expect(packed.status).toBe(200);
    const paid = packed.body.payments.at(-1)!.amount;
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const difference = cents(packed.body.refunds[0]!.amount);
    expect(difference).toBeGreaterThan(0);

    const refused = await call('PUT', `/${order.number}/cancel`);
    expect([refused.status, refused.body.error]).toEqual([
      409,
      'Pagamento já capturado: só o gerente pode cancelar com estorno',
    ]);
    const manager = await createStaff(api, 'manager');
    const canceled = await call('PUT', `/${order.number}/cancel`, undefined, manager);
    expect(canceled.status).toBe(200);
    expect(canceled.body.state).toBe('canceled');
    expect(canceled.body.payments.at(-1)!.state).toBe('completed');
    expect(canceled.body.refunds.map((refund) => cents(refund.amount))).toEqual([
      difference,
      cents(paid) - difference,
    ]);
    const mail = api.mail.find((message) => message.subject.includes(`#${order.number} cancelado`))!;
    expect(mail.text).toContain('O valor pago no Pix foi estornado');
  });

  it('refuses to weigh a captured order again, pointing to the manager’s refunds', async () => {
    const order = await newOrder(1);
    await call('PUT', `/${order.number}/fulfillment`, { state: 'pending' });
    const lines = { line_items: [{ id: order.line_items[0]!.id, quantity: 2 }] };
    await call('PUT', `/${order.number}/packed`, lines);
    await call('PUT', `/${order.number}/error`, { note: 'Cliente pediu outra peça' });
    await call('PUT', `/${order.number}/fulfillment`, { state: 'packaging' });
    const again = await call('PUT', `/${order.number}/packed`, lines);
    expect([again.status, again.body.error]).toEqual([
      409,
      'Este pedido já foi pesado e cobrado: a pesagem não é refeita. Para devolver um valor, o gerente faz o estorno em Estornos, na página do pedido.',
    ]);
  });

  it('is refused while the order is out for delivery, and allowed once the delivery failed', async () => {
    const order = await newOrder(2);
    await call('PUT', `/${order.number}/fulfillment`, { state: 'pending' });
    await call('PUT', `/${order.number}/packed`, {
      line_items: [{ id: order.line_items[0]!.id, quantity: 2 }],
    });
    await call('PUT', `/${order.number}/dispatch`, { driver_id: driver.id, license_plate: 'ABC1D23' });
    await call('PUT', `/${order.number}/delivery`, { state: 'in_progress' });
    const refused = await call('PUT', `/${order.number}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Pedido a caminho: marque como não entregue antes de cancelar');
    const unchanged = await call('GET', `/${order.number}`);
    expect(unchanged.body).toMatchObject({ state: 'complete', delivery_state: 'in_progress' });

    await call('PUT', `/${order.number}/failed`, { reason: 'Cliente desistiu do pedido' });
    const canceled = await call('PUT', `/${order.number}/cancel`);
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ state: 'canceled' });
  });

  it("is refused while a delivery that left is in 'erro', until it is marked 'Não entregue'", async () => {
    const order = await erringOnTheWay();
    const refused = await call('PUT', `/${order.number}/cancel`);
    expect([refused.status, refused.body.error]).toEqual([
      409,
      'Pedido a caminho: marque como não entregue antes de cancelar',
    ]);
    // Planned again after the error, the goods are still with the driver.
    await call('PUT', `/${order.number}/delivery`, { state: 'planned', driver_id: driver.id });
    expect((await call('PUT', `/${order.number}/cancel`)).status).toBe(409);
    await call('PUT', `/${order.number}/error`, { note: 'Cliente não atende' });
    expect((await call('PUT', `/${order.number}/cancel`)).status).toBe(409);
    const unchanged = await call('GET', `/${order.number}`);
    expect(unchanged.body).toMatchObject({ state: 'complete', delivery_state: 'error' });
    expect(unchanged.body.payments.at(-1)!.state).toBe('pending');

    // Brought back ('Não entregue'), then marked 'erro': the goods are at the shop.
    await call('PUT', `/${order.number}/failed`, { reason: 'Endereço não encontrado' });
    await call('PUT', `/${order.number}/error`, { note: 'Cliente pediu para cancelar' });
    expect((await call('PUT', `/${order.number}/cancel`)).status).toBe(200);

    // In 'erro' before it left, it is cancelled at once.
    const planned = await newOrder(2);
    await call('PUT', `/${planned.number}/fulfillment`, { state: 'pending' });
    await call('PUT', `/${planned.number}/packed`, {
      line_items: [{ id: planned.line_items[0]!.id, quantity: 2 }],
    });
    await call('PUT', `/${planned.number}/dispatch`, { driver_id: driver.id, license_plate: 'ABC1D23' });
    await call('PUT', `/${planned.number}/error`, { note: 'Veículo quebrou' });
    expect((await call('PUT', `/${planned.number}/cancel`)).status).toBe(200);
  });

  it('answers a second cancel, or a second payment denial, that it was done', async () => {
    const order = await newOrder();
    expect((await call('PUT', `/${order.number}/cancel`)).status).toBe(200);
    const again = await call('PUT', `/${order.number}/cancel`);
    expect([again.status, again.body.error]).toEqual([409, 'Pedido já cancelado.']);
    const denied = await call('PUT', `/${order.number}/payment_denied`);
    expect([denied.status, denied.body.error]).toEqual([409, 'Pedido já cancelado.']);
  });

  it('is refused to drivers (403), with problems operations', async () => {
    const order = await newOrder();
    for (const [method, path, body] of [
      ['PUT', `/${order.number}/cancel`, undefined],
      ['PUT', `/${order.number}/error`, { note: 'x' }],
      ['GET', `/${order.number}/reschedule`, undefined],
      ['PUT', `/${order.number}/reschedule`, {}],
    ] as const) {
      expect([path, (await call(method, path, body, driver)).status]).toEqual([path, 403]);
    }
  });
});
