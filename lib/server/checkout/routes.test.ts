/**
 * The checkout API end to end (docs/business-rules.md, Checkout), on PGlite and on PostgreSQL: every
 * step, every bad input (422/409, never 500), the declined and failing cards, coupons, alcohol, and the
 * card number that never reaches the database or the logs.
 */
import { eq } from 'drizzle-orm';
import { TOO_MANY_REQUESTS } from '../auth/throttle';
import * as accountTables from '../accounts/schema';
import * as catalogueTables from '../catalogue/schema';
import * as checkoutTables from './schema';
import * as paymentTables from '../payments/schema';
import * as orderTables from '../orders/schema';
import { createTestGateway } from '../payments/test-gateway';
import type { OrderJson } from '@/lib/sales-api/order';
import { ERROR_TEXTS } from '@/lib/sales-api/errors';
import { CARD_TOKEN_MESSAGES } from '@/lib/rules/card-tokens';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import {
  APPROVED_CARD,
  checkoutToConfirm,
  createCart,
  createShopper,
  DECLINED_CARD,
  FAILING_CARD,
  MONDAY_MORNING,
  put,
  setStock,
  stockOf,
  testProducts,
  tokenizedCard,
  type Shopper,
} from '@/test-support/server/checkout-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';

let api: TestApi;
let products: Awaited<ReturnType<typeof testProducts>>;
/** The API's time: Monday 10:00 in Salvador, unless a test moves it (and puts it back). */
let now = MONDAY_MORNING;

beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
  products = await testProducts(api);
});
afterAll(() => api.database.close());

const next = (shopper: Shopper, number: string) => put(api, shopper, `/api/v1/checkouts/${number}/next`);

/** A Visa saved for the shopper (approved by the test gateway) expiring at the end of month/year. */
async function savedVisa(shopper: Shopper, month: number, year: number) {
  const [card] = await api.database.db
    .insert(accountTables.creditCards)
    .values({
      userId: shopper.id,
      paymentMethodId: 1,
      gatewayToken: `tok_test_approve_${month}_${year}_${shopper.id}`,
      ccType: 'visa',
      lastDigits: '1111',
      name: 'ANA SOUZA',
      month,
      year,
    })
    .returning();
  return card!;
}

async function cartOf(shopper: Shopper, units = 2) {
  await setStock(api, products.unit.id, 1000);
  await setStock(api, products.weighed.id, 100_000);
  return createCart(api, shopper, [
    { variant_id: products.unit.id, quantity: units },
    { variant_id: products.weighed.id, quantity: 1000 },
  ]);
}

/**
 * A cart of one unit, how to set its quantity (each change sends the order back to the cart), and how many
 * units reach an item total in BRL.
 */
async function unitCart(shopper: Shopper) {
  const cart = await createCart(api, shopper, [{ variant_id: products.unit.id, quantity: 1 }]);
  const line = cart.line_items[0]!;
  const setUnits = async (quantity: number) =>
    (
      await put(api, shopper, `/api/v1/orders/${cart.number}/line_items/${line.id}`, {
        line_item: { quantity },
      })
    ).body;
  return { cart, setUnits, unitsFor: (brl: number) => Math.ceil(brl / Number(line.price)) };
}

describe('the checkout steps', () => {
  it('takes a customer from the cart to a complete order with a new card and a slot', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper);

    const toAddress = await next(shopper, cart.number);
    expect(toAddress.status).toBe(200);
    expect(toAddress.body.state).toBe('address');

    const atConfirm = await checkoutToConfirm(api, shopper, cart.number);
    expect(atConfirm.state).toBe('confirm');
    expect(atConfirm.ship_address).toMatchObject({
      city: 'Salvador',
      zipcode: '41810010',
      delivery_cost: '9.90',
    });
    const rate = atConfirm.shipments[0]!.selected_shipping_rate!;
    expect(rate.shipping_method_id).toBe(1);
    expect(rate.delivery_window_start).toBe(new Date('2026-11-24T08:00:00-03:00').toISOString());
    expect(atConfirm.credit_cards.map((card) => card.last_digits)).toEqual(['1111']);

    const stockBefore = await stockOf(api, products.unit.id);
    const done = await next(shopper, cart.number);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ state: 'complete', fulfillment_state: 'payment_evaluating' });
    expect(done.body.completed_at).toBe(MONDAY_MORNING.toISOString());
    expect(done.body.payments).toEqual([
      expect.objectContaining({
        amount: atConfirm.authorization_total,
        state: 'pending',
        source: expect.objectContaining({ last_digits: '1111', cc_type: 'visa' }),
      }),
    ]);
    expect(await stockOf(api, products.unit.id)).toBe(stockBefore - 2);

    const [booking] = await api.database.db
      .select()
      .from(checkoutTables.slotBookings)
      .where(eq(checkoutTables.slotBookings.orderId, done.body.id));
    expect(booking).toBeDefined();
    const mail = api.mail.at(-1)!;
    expect(mail.to).toBe(shopper.email);
    expect(mail.subject).toContain(`#${cart.number}`);
    expect(mail.text).toContain(products.unit.name);
    expect(mail.text).toContain('Total estimado');
    expect(mail.text).toContain('terça-feira, 24 de novembro, das 08:00 às 13:00');
  });

  it('offers the FAQ windows, express and pickup, with the city cost and free delivery from R$ 99', async () => {
    const shopper = await createShopper(api, { city: 'Lauro de Freitas', zipcode: '42700000' });
    const cart = await createCart(api, shopper, [{ variant_id: products.unit.id, quantity: 1 }]);
    const { body } = await put(api, shopper, `/api/v1/checkouts/${cart.number}.json`, {
      state: 'address',
      order: { ship_address_attributes: { id: shopper.addressId } },
    });
    const rates = body.shipments[0]!.shipping_rates;
    const scheduled = rates.filter((rate) => rate.shipping_method_id === 1);
    expect(scheduled).toHaveLength(3 + 4 * 5); // Tuesday to Saturday and next Monday; no Sunday
    // Nobody has chosen the last window: its whole capacity remains.
    expect(scheduled.at(-1)!.deliveries_remaining).toBe(20);
    const cost = Number(body.item_total) >= 99 ? '0.0' : '14.90';
    expect(scheduled[0]!.cost).toBe(cost);
    const express = rates.find((rate) => rate.shipping_method_id === 2)!;
    expect(express).toMatchObject({ cost: '29.90', deliveries_remaining: null });
    expect(rates.filter((rate) => rate.shipping_method_id === 3)[0]).toMatchObject({
      cost: '0.0',
      display_cost: 'Grátis',
    });
  });

  it('makes scheduled delivery free from R$ 99 of items', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper, 24);
    expect(Number(cart.item_total)).toBeGreaterThanOrEqual(99);
    const { body } = await put(api, shopper, `/api/v1/checkouts/${cart.number}.json`, {
      state: 'address',
      order: { ship_address_attributes: { id: shopper.addressId } },
    });
    expect(body.shipments[0]!.shipping_rates.find((rate) => rate.shipping_method_id === 1)!.cost).toBe('0.0');
  });

  it('completes with payment on delivery, authorising nothing', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper);
    await checkoutToConfirm(api, shopper, cart.number, { payment: { methodId: 2 } });
    const done = await next(shopper, cart.number);
    expect(done.body.state).toBe('complete');
    expect(done.body.payments).toEqual([
      expect.objectContaining({
        payment_method: { id: 2, name: 'Cartão de débito na entrega' },
        source: null,
      }),
    ]);
    const ledger = await api.database.db.select().from(paymentTables.testGatewayTransactions);
    expect(ledger.filter((row) => row.idempotencyKey.startsWith(cart.number))).toEqual([]);
  });

  it('goes back to the cart with ?state=cart, keeping the choices made', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper);
    await checkoutToConfirm(api, shopper, cart.number);
    const back = await put(api, shopper, `/api/v1/checkouts/${cart.number}?state=cart`);
    expect(back.status).toBe(200);
    expect(back.body.state).toBe('cart');
    // The choices are kept: the next pass moves through the steps again.
    expect(back.body.shipments[0]!.selected_shipping_rate).not.toBeNull();
  });

  it('delivers express within 3 hours of its choice and of the order, not of the address step', async () => {
    const at = (time: string) => new Date(`2026-11-23T${time}:00-03:00`); // MONDAY_MORNING's day
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper);
    try {
      // The address at 10:00 offers express until 13:00; it is chosen at 12:30 and the order placed at 12:45.
      const confirm = await checkoutToConfirm(api, shopper, cart.number, {
        pickRate: (order) => {
          const express = order.shipments[0]!.shipping_rates.find((rate) => rate.shipping_method_id === 2)!;
          expect(express.delivery_window_end).toBe(at('13:00').toISOString());
          now = at('12:30');
          return express.id;
        },
      });
      expect(confirm.shipments[0]!.selected_shipping_rate).toMatchObject({
        delivery_window_start: at('12:30').toISOString(),
        delivery_window_end: at('15:30').toISOString(),
      });
      now = at('12:45');
      const placed = await next(shopper, cart.number);
      expect(placed.body.state).toBe('complete');
      expect(placed.body.shipments[0]!.selected_shipping_rate).toMatchObject({
        delivery_window_start: at('12:45').toISOString(),
        delivery_window_end: at('15:45').toISOString(),
      });
    } finally {
      now = MONDAY_MORNING;
    }
  });

  it('prices the delivery chosen before the cart changed for the new item total, both ways', async () => {
    await setStock(api, products.unit.id, 1000);
    const shipping = (order: OrderJson) => [
      order.shipments[0]!.selected_shipping_rate!.cost,
      order.ship_total,
    ];

    const shopper = await createShopper(api);
    const { cart, setUnits, unitsFor } = await unitCart(shopper);
    const enoughForFree = unitsFor(99);
    await setUnits(enoughForFree);
    expect(shipping(await checkoutToConfirm(api, shopper, cart.number))).toEqual(['0.0', '0.00']);
    // Under R$ 99 of items the scheduled delivery costs Salvador's 9.90, though it was chosen free.
    const under = await setUnits(1);
    expect(under.state).toBe('cart');
    expect(shipping(under)).toEqual(['9.90', '9.90']);
    // The kept choices take the order through the steps again; it completes with what it owes.
    for (const step of ['address', 'delivery', 'payment', 'confirm', 'complete']) {
      expect((await next(shopper, cart.number)).body.state).toBe(step);
    }
    const [completed] = await api.database.db
      .select()
      .from(orderTables.orders)
      .where(eq(orderTables.orders.number, cart.number));
    expect(completed).toMatchObject({ shipTotal: '9.90' });

    const other = await createShopper(api);
    const small = await unitCart(other);
    expect(shipping(await checkoutToConfirm(api, other, small.cart.number))).toEqual(['9.90', '9.90']);
    expect(shipping(await small.setUnits(small.unitsFor(99)))).toEqual(['0.0', '0.00']);
  });
});

describe('windows offered earlier', () => {
  it('shows at the delivery step only what can still be booked when the shopper comes back later', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper);
    await put(api, shopper, `/api/v1/checkouts/${cart.number}.json`, {
      state: 'address',
      order: { ship_address_attributes: { id: shopper.addressId } },
    });
    const ratesAt = async (at: string) => {
      now = new Date(at);
      try {
        const { body } = await api.json<OrderJson>('/api/v1/orders/current', { headers: shopper.headers });
        expect(body.state).toBe('delivery');
        return body.shipments[0]!.shipping_rates;
      } finally {
        now = MONDAY_MORNING;
      }
    };
    const starts = (rates: OrderJson['shipments'][0]['shipping_rates'], method: number) =>
      rates.filter((rate) => rate.shipping_method_id === method).map((rate) => rate.delivery_window_start);

    const offered = await ratesAt('2026-11-23T10:00:00-03:00');
    const expressId = offered.find((rate) => rate.shipping_method_id === 2)!.id;
    const shipmentId = (await api.json<OrderJson>('/api/v1/orders/current', { headers: shopper.headers }))
      .body.shipments[0]!.id;
    expect(starts(offered, 1)[0]).toBe(new Date('2026-11-24T08:00:00-03:00').toISOString());
    expect(starts(offered, 2)).toHaveLength(1);
    // Two hours later express leaves from then, not from when the address was confirmed.
    const [express] = starts(await ratesAt('2026-11-23T12:30:00-03:00'), 2);
    expect(new Date(express!).getTime()).toBeGreaterThanOrEqual(
      new Date('2026-11-23T12:00:00-03:00').getTime(),
    );
    // After midnight: Tuesday's windows can no longer be booked, express is not offered at night, and
    // Monday's pickup hours are over.
    const later = await ratesAt('2026-11-24T00:30:00-03:00');
    expect(starts(later, 1)[0]).toBe(new Date('2026-11-25T08:00:00-03:00').toISOString());
    expect(starts(later, 2)).toEqual([]);
    const ends = later.map((rate) => new Date(rate.delivery_window_end!).getTime());
    expect(Math.min(...ends)).toBeGreaterThan(new Date('2026-11-24T00:30:00-03:00').getTime());
    // Express chosen at 10:00 and shown at 14:30: the choice leaves from then too, as its list entry does.
    const chosen = await put(api, shopper, `/api/v1/checkouts/${cart.number}.json`, {
      state: 'delivery',
      order: { shipments_attributes: [{ id: shipmentId, selected_shipping_rate_id: expressId }] },
    });
    expect(chosen.status).toBe(200);
    now = new Date('2026-11-23T14:30:00-03:00');
    try {
      const { body } = await api.json<OrderJson>('/api/v1/orders/current', { headers: shopper.headers });
      const { selected_shipping_rate: selected, shipping_rates: rates } = body.shipments[0]!;
      expect(selected!.delivery_window_start).toBe(
        rates.find((rate) => rate.id === expressId)!.delivery_window_start,
      );
      expect(new Date(selected!.delivery_window_start!).getTime()).toBeGreaterThanOrEqual(
        new Date('2026-11-23T14:00:00-03:00').getTime(),
      );
    } finally {
      now = MONDAY_MORNING;
    }
  });
});

describe('windows that open after the rates were offered', () => {
  it('adds the seventh day at midnight, its pickup and the morning express, without a new address', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper);
    const iso = (local: string) => new Date(`${local}-03:00`).toISOString();
    const shipmentAt = async (local: string) => {
      now = new Date(`${local}-03:00`);
      const { body } = await api.json<OrderJson>('/api/v1/orders/current', { headers: shopper.headers });
      return body.shipments[0]!;
    };
    const starts = (rates: OrderJson['shipments'][0]['shipping_rates'], method: number) =>
      rates.filter((rate) => rate.shipping_method_id === method).map((rate) => rate.delivery_window_start);
    const ends = (rates: OrderJson['shipments'][0]['shipping_rates'], method: number) =>
      rates.filter((rate) => rate.shipping_method_id === method).map((rate) => rate.delivery_window_end);
    try {
      // Monday 22:00: the address is confirmed; windows from Tuesday 24 to Monday 30, no express at night.
      now = new Date('2026-11-23T22:00:00-03:00');
      const addressed = await put(api, shopper, `/api/v1/checkouts/${cart.number}.json`, {
        state: 'address',
        order: { ship_address_attributes: { id: shopper.addressId } },
      });
      expect(addressed.status).toBe(200);
      const night = (await shipmentAt('2026-11-23T23:59')).shipping_rates;
      expect(starts(night, 1).at(-1)).toBe(iso('2026-11-30T15:00:00'));
      expect(starts(night, 2)).toEqual([]);

      // 00:01 on Tuesday: Tuesday 1 December opens (four windows), and Monday 30's pickup; two pages
      // asking at once add them once, and both show them (the one that waited for the other included).
      const pages = await Promise.all([shipmentAt('2026-11-24T00:01:00'), shipmentAt('2026-11-24T00:01:00')]);
      for (const page of pages) {
        expect(starts(page.shipping_rates, 1).slice(-4)).toEqual(
          ['08', '13', '15', '17'].map((hour) => iso(`2026-12-01T${hour}:00:00`)),
        );
        expect(ends(page.shipping_rates, 3)).toContain(iso('2026-11-30T19:00:00'));
      }
      const midnight = pages[0];
      const scheduled = starts(midnight.shipping_rates, 1);
      expect(scheduled[0]).toBe(iso('2026-11-25T08:00:00'));

      // The new day can be chosen, and reading again adds nothing twice.
      const december = midnight.shipping_rates.find(
        (rate) => rate.delivery_window_start === scheduled.at(-4),
      )!;
      const chosen = await put(api, shopper, `/api/v1/checkouts/${cart.number}.json`, {
        state: 'delivery',
        order: { shipments_attributes: [{ id: midnight.id, selected_shipping_rate_id: december.id }] },
      });
      expect(chosen.status).toBe(200);
      expect(chosen.body.shipments[0]!.selected_shipping_rate!.delivery_window_start).toBe(
        iso('2026-12-01T08:00:00'),
      );
      const again = await shipmentAt('2026-11-24T00:05:00');
      expect(starts(again.shipping_rates, 1)).toEqual(scheduled);
      expect(new Set(again.shipping_rates.map((rate) => rate.id)).size).toBe(again.shipping_rates.length);

      // Tuesday 09:00: the shop delivers, express is offered.
      const morning = await shipmentAt('2026-11-24T09:00:00');
      expect(starts(morning.shipping_rates, 2)).toEqual([iso('2026-11-24T09:00:00')]);
    } finally {
      now = MONDAY_MORNING;
    }
  });
});

describe('bad input and wrong states', () => {
  it("answers 401 to guests and 404 for another customer's order", async () => {
    const owner = await createShopper(api);
    const other = await createShopper(api);
    const cart = await cartOf(owner);
    const guest = await api.request(`/api/v1/checkouts/${cart.number}/next`, jsonRequest('PUT'));
    expect(guest.status).toBe(401);
    expect((await next(other, cart.number)).status).toBe(404);
    const payments = await api.json(`/orders/${cart.number}/payments/new`, { headers: other.headers });
    expect(payments.status).toBe(404);
    // The checkout read after a saved card is chosen: its owner's only.
    const path = `/api/v1/checkouts/${cart.number}`;
    expect((await api.json<OrderJson>(path, { headers: owner.headers })).body.number).toBe(cart.number);
    expect((await api.json(path, { headers: other.headers })).status).toBe(404);
    expect((await api.json(path)).status).toBe(401);
  });

  it('refuses a step the order has not reached (409) and an unsatisfied next (422)', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper);
    const early = await put(api, shopper, `/api/v1/checkouts/${cart.number}.json`, {
      state: 'payment',
      order: { payments_attributes: [{ payment_method_id: 2 }] },
    });
    expect(early.status).toBe(409);
    await next(shopper, cart.number);
    const unsatisfied = await next(shopper, cart.number);
    expect(unsatisfied.status).toBe(422);
    expect(unsatisfied.body.errors).toEqual({ ship_address: ['Selecione um endereço'] });
  });

  it('answers 422 with field messages for malformed steps, never 500', async () => {
    const shopper = await createShopper(api);
    const other = await createShopper(api);
    const cart = await cartOf(shopper);
    const path = `/api/v1/checkouts/${cart.number}.json`;
    const answers = await Promise.all(
      [
        {},
        { state: 'address' },
        { state: 'address', order: { ship_address_attributes: { id: other.addressId } } },
        { state: 'address', order: { ship_address_attributes: { id: 'x' } } },
        { state: 'delivery', order: { shipments_attributes: [] } },
        { coupon_codes: ['A'.repeat(100)] },
        { state: 'bogus' },
        { state: 'address', order: { ship_address_attributes: {} } },
        { state: 'delivery', order: { shipments_attributes: [{ id: 1 }] } },
        { state: 'confirm', order: {} },
        {
          state: 'payment',
          order: { payments_attributes: [{ payment_method_id: 1 }] },
          // The card itself instead of its token: the checkout takes no card number.
          payment_source: { 1: APPROVED_CARD },
        },
      ].map((body) => put(api, shopper, path, body)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(11).fill(422));
    // Each field's own message in Portuguese, also for a body that misses a field (no 'Invalid input').
    expect(answers.map((answer) => answer.body.errors)).toEqual([
      { state: ['Etapa do pedido inválida'] },
      { order: ['Campo é obrigatório'] },
      { 'order.ship_address_attributes.id': ['Endereço não encontrado'] },
      { 'order.ship_address_attributes.id': ['Selecione um endereço'] },
      { 'order.shipments_attributes': ['Escolha uma entrega'] },
      { 'coupon_codes.0': ['Cupom inválido'] },
      { state: ['Etapa do pedido inválida'] },
      { 'order.ship_address_attributes.id': ['Selecione um endereço'] },
      { 'order.shipments_attributes.0.selected_shipping_rate_id': ['Escolha uma entrega'] },
      { 'order.age_declaration': ['Confirme que você tem 18 anos ou mais'] },
      {
        'payment_source.1.token': [CARD_TOKEN_MESSAGES.token],
        'payment_source.1.brand': [CARD_TOKEN_MESSAGES.token],
        'payment_source.1.last_digits': [CARD_TOKEN_MESSAGES.token],
      },
    ]);
    const malformed = await api.request(path, {
      ...jsonRequest('PUT', undefined, shopper.headers),
      body: '{"state":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: ERROR_TEXTS.bad_request, errors: {} });
  });

  it('validates the new card with the form messages and refuses a number failing Luhn', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper);
    const bad = {
      ...APPROVED_CARD,
      name: 'Ana',
      number: '12',
      month: '13',
      year: '2101',
      verification_value: '1',
    };
    await expect(checkoutToConfirm(api, shopper, cart.number, { payment: { card: bad } })).rejects.toThrow(
      /Nome incorreto. Verifique o cartão.*O número deve conter entre 10 e 20 digitos/,
    );
    const luhn = { ...APPROVED_CARD, number: '4111111111111112' };
    await expect(checkoutToConfirm(api, shopper, cart.number, { payment: { card: luhn } })).rejects.toThrow(
      /Número do cartão inválido/,
    );
  });

  it('refuses to charge a card the customer deleted after choosing it, authorising nothing', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper);
    const atConfirm = await checkoutToConfirm(api, shopper, cart.number);
    const removed = await api.request(`/v2/credit_cards/${atConfirm.credit_cards[0]!.id}`, {
      method: 'DELETE',
      headers: shopper.headers,
    });
    expect(removed.status).toBe(204);
    const refused = await next(shopper, cart.number);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ payment: ['Escolha um cartão ou cadastre um novo'] });
    const ledger = await api.database.db.select().from(paymentTables.testGatewayTransactions);
    expect(ledger.filter((row) => row.idempotencyKey.startsWith(cart.number))).toEqual([]);
  });

  it('refuses an expired saved card', async () => {
    const shopper = await createShopper(api);
    const card = await savedVisa(shopper, 10, 2026);
    const cart = await cartOf(shopper);
    await expect(
      checkoutToConfirm(api, shopper, cart.number, { payment: { existingCard: card.id } }),
    ).rejects.toThrow(/Cartão vencido/);
  });
});

describe('completion checks the payment chosen earlier again', () => {
  const refusedWithNothingAuthorised = async (shopper: Shopper, number: string, message: string) => {
    const refused = await next(shopper, number);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ payment: [message] });
    const ledger = await api.database.db.select().from(paymentTables.testGatewayTransactions);
    expect(ledger.filter((row) => row.idempotencyKey.startsWith(number))).toEqual([]);
  };

  it('does not charge a card that expired between the payment step and completion', async () => {
    const shopper = await createShopper(api);
    const card = await savedVisa(shopper, 11, 2026);
    const cart = await cartOf(shopper);
    await checkoutToConfirm(api, shopper, cart.number, { payment: { existingCard: card.id } });
    now = new Date('2026-12-01T00:30:00-03:00');
    try {
      await refusedWithNothingAuthorised(shopper, cart.number, 'Cartão vencido');
    } finally {
      now = MONDAY_MORNING;
    }
  });

  it('does not complete with a payment method the staff turned off since it was chosen', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper);
    await checkoutToConfirm(api, shopper, cart.number);
    const online = eq(accountTables.paymentMethods.id, 1);
    await api.database.db.update(accountTables.paymentMethods).set({ active: false }).where(online);
    try {
      await refusedWithNothingAuthorised(shopper, cart.number, 'Escolha como pagar');
    } finally {
      await api.database.db.update(accountTables.paymentMethods).set({ active: true }).where(online);
    }
  });
});

describe('a card pays for the days its reserve lasts', () => {
  // Monday 10:00: a card's reserve covers windows ending by Thursday 10:00 (lib/checkout/authorization.ts).
  const TOO_LATE = 'Com cartão, escolha uma entrega até 26/11 às 10:00, ou outra forma de pagamento.';
  const windowOn = (day: string) => (order: OrderJson) =>
    order.shipments[0]!.shipping_rates.find(
      (rate) => rate.shipping_method_id === 1 && rate.delivery_window_start!.startsWith(day),
    )!.id;
  const friday = windowOn('2026-11-27');

  it('refuses a card for a window past its reserve, and takes Pix or payment on delivery for it', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper);
    await expect(checkoutToConfirm(api, shopper, cart.number, { pickRate: friday })).rejects.toThrow(
      TOO_LATE,
    );
    const confirmed = await checkoutToConfirm(api, shopper, cart.number, {
      pickRate: friday,
      payment: { methodId: 2 },
    });
    expect(confirmed.state).toBe('confirm');
    expect((await next(shopper, cart.number)).body.state).toBe('complete');
  });

  it('does not count a new card refused for its window towards the cards a customer may try', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper);
    // The first try takes the order to the payment step (refused there); then ten more tries of a new card.
    await expect(checkoutToConfirm(api, shopper, cart.number, { pickRate: friday })).rejects.toThrow(
      TOO_LATE,
    );
    const card = await tokenizedCard(api, shopper, APPROVED_CARD);
    for (let attempt = 0; attempt < 10; attempt++) {
      const refused = await put(api, shopper, `/api/v1/checkouts/${cart.number}.json`, {
        state: 'payment',
        order: { payments_attributes: [{ payment_method_id: 1 }] },
        payment_source: { '1': card },
      });
      expect(refused.status).toBe(422);
    }
    const confirmed = await checkoutToConfirm(api, shopper, cart.number, {
      pickRate: windowOn('2026-11-24'),
    });
    expect(confirmed.state).toBe('confirm');
  });

  it('checks again when leaving the payment step, after the window was changed to a later day', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper);
    const atConfirm = await checkoutToConfirm(api, shopper, cart.number, {
      pickRate: windowOn('2026-11-24'),
    });
    // A window chosen again sends the order back to the payment step, its card still chosen.
    const moved = await put(api, shopper, `/api/v1/checkouts/${cart.number}.json`, {
      state: 'delivery',
      order: {
        shipments_attributes: [
          { id: atConfirm.shipments[0]!.id, selected_shipping_rate_id: friday(atConfirm) },
        ],
      },
    });
    expect(moved.body.state).toBe('payment');
    const refused = await next(shopper, cart.number);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ payment: [TOO_LATE] });
    const ledger = await api.database.db.select().from(paymentTables.testGatewayTransactions);
    expect(ledger.filter((row) => row.idempotencyKey.startsWith(cart.number))).toEqual([]);
  });
});

describe('declined and failing cards', () => {
  for (const [label, card, reason] of [
    ['declined', DECLINED_CARD, /recusado pelo banco/],
    ['failing', FAILING_CARD, /Não conseguimos processar o pagamento/],
  ] as const) {
    it(`a ${label} card leaves the order in payment with the reason and gives everything back`, async () => {
      const shopper = await createShopper(api);
      const cart = await cartOf(shopper);
      await checkoutToConfirm(api, shopper, cart.number, { payment: { card } });
      const stock = await stockOf(api, products.unit.id);
      const answer = await next(shopper, cart.number);
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatch(reason);
      expect(answer.body.errors?.payment?.[0]).toMatch(reason);
      expect(await stockOf(api, products.unit.id)).toBe(stock);
      const order = await api.json<OrderJson>(`/api/v1/orders/${cart.number}`, { headers: shopper.headers });
      expect(order.body.state).toBe('payment');
      expect(order.body.payments.map((payment) => payment.state)).toEqual(['failed']);
      const bookings = await api.database.db
        .select()
        .from(checkoutTables.slotBookings)
        .where(eq(checkoutTables.slotBookings.orderId, order.body.id));
      expect(bookings).toEqual([]);

      // Another card, and the order completes.
      const retried = await put(api, shopper, `/api/v1/checkouts/${cart.number}.json`, {
        state: 'payment',
        order: { payments_attributes: [{ payment_method_id: 1 }] },
        payment_source: {
          '1': await tokenizedCard(api, shopper, { ...APPROVED_CARD, number: '5555555555554444' }),
        },
      });
      expect(retried.body.state).toBe('confirm');
      const done = await next(shopper, cart.number);
      expect(done.body.state).toBe('complete');
      expect(done.body.payments.map((payment) => payment.state)).toEqual(['failed', 'pending']);
    });
  }

  it('tells a customer waiting for a product that the stock a declined card held is back', async () => {
    const waiting = await createShopper(api);
    const shopper = await createShopper(api);
    await setStock(api, products.weighed.id, 1000);
    await setStock(api, products.unit.id, 2);
    const cart = await createCart(api, shopper, [{ variant_id: products.unit.id, quantity: 2 }]);
    await checkoutToConfirm(api, shopper, cart.number, { payment: { card: DECLINED_CARD } });
    // A customer waiting for the product (it showed out of stock while the completion held the last two).
    await api.database.db
      .insert(catalogueTables.stockNotifications)
      .values({ userId: waiting.id, variantId: products.unit.id });
    expect((await next(shopper, cart.number)).status).toBe(422);
    expect(await stockOf(api, products.unit.id)).toBe(2);
    const told = api.mail.filter((mail) => mail.to === waiting.email);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(products.unit.name);
  });
});

describe('stock', () => {
  it('answers 409 naming the products that are short, charging and booking nothing', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper, 5);
    await checkoutToConfirm(api, shopper, cart.number);
    await setStock(api, products.unit.id, 4);
    const answer = await next(shopper, cart.number);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(`Sem estoque suficiente de: ${products.unit.name}`);
    expect(await stockOf(api, products.unit.id)).toBe(4);
    const payments = await api.database.db
      .select()
      .from(checkoutTables.payments)
      .where(eq(checkoutTables.payments.orderId, cart.id));
    expect(payments).toEqual([]);
  });
});

describe('prices', () => {
  it('never charges a price changed after the shopper saw the order: 409 with today’s total, then completes at it', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper);
    const confirmed = await checkoutToConfirm(api, shopper, cart.number);
    const [variant] = await api.database.db
      .select({ price: catalogueTables.variants.price })
      .from(catalogueTables.variants)
      .where(eq(catalogueTables.variants.id, products.unit.id));
    const setPrice = (price: string) =>
      api.database.db
        .update(catalogueTables.variants)
        .set({ price })
        .where(eq(catalogueTables.variants.id, products.unit.id));
    await setPrice((Number(variant!.price) + 10).toFixed(2));
    try {
      const refused = await next(shopper, cart.number);
      expect(refused.status).toBe(409);
      expect(refused.body.errors).toEqual({
        line_items: [
          'O preço de algum produto do seu pedido mudou. Confira o novo total e confirme o pedido de novo.',
        ],
      });
      const payments = await api.database.db
        .select()
        .from(checkoutTables.payments)
        .where(eq(checkoutTables.payments.orderId, cart.id));
      expect(payments).toEqual([]);
      // Two units, R$ 10 more each: the order shows it, still at confirm, and completes at it.
      const completed = await next(shopper, cart.number);
      expect(completed.status).toBe(200);
      expect(completed.body.state).toBe('complete');
      expect(Number(completed.body.item_total)).toBeCloseTo(Number(confirmed.item_total) + 20, 2);
    } finally {
      await setPrice(variant!.price);
    }
  });
});

describe('coupons', () => {
  it('applies a coupon, shows it in the totals and removes it', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper);
    const applied = await put(api, shopper, `/api/v1/checkouts/${cart.number}`, {
      coupon_codes: ['bemvindo10'],
    });
    expect(applied.status).toBe(200);
    expect(applied.body.coupon).toEqual({
      code: 'BEMVINDO10',
      name: '10% de desconto nos produtos',
      problem: null,
    });
    const tenth = Math.round(Number(applied.body.item_total) * 10) / 100;
    expect(Number(applied.body.adjustment_total)).toBeCloseTo(-tenth, 2);
    const removed = await put(api, shopper, `/api/v1/checkouts/${cart.number}`, { coupon_codes: [] });
    expect(removed.body).toMatchObject({ coupon: null, adjustment_total: '0.00' });
  });

  it('refuses more than 10 wrong codes an hour per customer (a dictionary of codes), a right one not counted', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper);
    const apply = (code: string) =>
      put(api, shopper, `/api/v1/checkouts/${cart.number}`, { coupon_codes: [code] });
    // Applying a right code gives its place back: it does not bring the limit nearer.
    for (let round = 0; round < 3; round++) expect((await apply('BEMVINDO10')).status).toBe(200);
    // Nor does a code sent to an order that is not the customer's (404): no code was refused.
    for (let round = 0; round < 3; round++) {
      const elsewhere = await put(api, shopper, '/api/v1/checkouts/R000000001', { coupon_codes: ['CHUTE'] });
      expect(elsewhere.status).toBe(404);
    }
    for (let guess = 0; guess < 10; guess++) {
      expect((await apply(`CHUTE${guess}`)).body.errors).toEqual({ coupon_code: ['Cupom inválido'] });
    }
    const throttled = await apply('FRETEGRATIS');
    expect(throttled.status).toBe(429);
    expect(throttled.body.error).toBe(TOO_MANY_REQUESTS);
    // Removing the coupon is never refused.
    expect((await put(api, shopper, `/api/v1/checkouts/${cart.number}`, { coupon_codes: [] })).status).toBe(
      200,
    );
    // Another customer is not held by it.
    const other = await createShopper(api);
    const otherCart = await cartOf(other);
    const theirs = await put(api, other, `/api/v1/checkouts/${otherCart.number}`, {
      coupon_codes: ['CHUTE'],
    });
    expect(theirs.status).toBe(422);
  });

  it('keeps a coupon the cart fell under the minimum of, without its discount, saying why', async () => {
    await setStock(api, products.unit.id, 1000);
    const shopper = await createShopper(api);
    const { cart, setUnits, unitsFor } = await unitCart(shopper);
    const enough = unitsFor(150); // CHURRAS20: R$ 20 off from R$ 150 of items
    await setUnits(enough);
    const applied = await put(api, shopper, `/api/v1/checkouts/${cart.number}`, {
      coupon_codes: ['CHURRAS20'],
    });
    expect(applied.body).toMatchObject({
      adjustment_total: '-20.00',
      coupon: { code: 'CHURRAS20', problem: null },
    });

    const under = await setUnits(enough - 1);
    expect(under).toMatchObject({
      adjustment_total: '0.00',
      coupon: { code: 'CHURRAS20', problem: 'Este cupom vale para compras a partir de R$\u00a0150,00' },
    });
    expect(Number(under.total)).toBeCloseTo(Number(under.item_total) + Number(under.ship_total), 2);

    expect(await setUnits(enough)).toMatchObject({ adjustment_total: '-20.00', coupon: { problem: null } });
  });

  it('answers 422 on coupon_code with the reason', async () => {
    const shopper = await createShopper(api);
    const cart = await createCart(api, shopper, [{ variant_id: products.unit.id, quantity: 1 }]);
    const cases = [
      ['NAOEXISTE', 'Cupom inválido'],
      ['BLACK2025', 'Este cupom expirou'],
      ['CHURRAS20', 'Este cupom vale para compras a partir de R$\u00a0150,00'],
    ];
    for (const [code, message] of cases) {
      const answer = await put(api, shopper, `/api/v1/checkouts/${cart.number}`, { coupon_codes: [code] });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ coupon_code: [message] });
    }
  });

  it('makes shipping free with FRETEGRATIS, and BEMVINDO10 serves each customer once', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper, 10);
    await put(api, shopper, `/api/v1/checkouts/${cart.number}`, { coupon_codes: ['FRETEGRATIS'] });
    const confirm = await checkoutToConfirm(api, shopper, cart.number, {
      pickRate: (order) =>
        order.shipments[0]!.shipping_rates.find((rate) => rate.shipping_method_id === 2)!.id,
    });
    expect(confirm.ship_total).toBe('0.00');

    const second = await createShopper(api);
    const first = await cartOf(second);
    await put(api, second, `/api/v1/checkouts/${first.number}`, { coupon_codes: ['BEMVINDO10'] });
    await checkoutToConfirm(api, second, first.number);
    expect((await next(second, first.number)).body.state).toBe('complete');
    const again = await cartOf(second);
    const refused = await put(api, second, `/api/v1/checkouts/${again.number}`, {
      coupon_codes: ['BEMVINDO10'],
    });
    expect(refused.body.errors).toEqual({ coupon_code: ['Você já usou este cupom'] });
  });

  it('lists the advertised coupons the customer can use', async () => {
    const shopper = await createShopper(api);
    await createCart(api, shopper, [{ variant_id: products.unit.id, quantity: 1 }]);
    const { body } = await api.json<{ promotions: { code: string }[] }>(
      '/api/v1/promotions?by_eligible=true',
      {
        headers: shopper.headers,
      },
    );
    expect(body.promotions.map((promotion) => promotion.code)).toEqual(['BEMVINDO10']);
  });
});

describe('alcohol and company orders', () => {
  it('needs the 18+ declaration when the cart holds alcohol, and names the company of a CNPJ address', async () => {
    const shopper = await createShopper(api, {
      cnpj: '11222333000181',
      company: 'Churrascaria Boi na Brasa Ltda',
    });
    const [beer] = await api.database.db
      .select({ id: catalogueTables.variants.id })
      .from(catalogueTables.variants)
      .innerJoin(
        catalogueTables.products,
        eq(catalogueTables.products.id, catalogueTables.variants.productId),
      )
      .where(eq(catalogueTables.products.alcoholic, true))
      .limit(1);
    await setStock(api, beer!.id, 1000);
    const cart = await createCart(api, shopper, [{ variant_id: beer!.id, quantity: 6 }]);
    const confirm = await checkoutToConfirm(api, shopper, cart.number);
    expect(confirm).toMatchObject({
      requires_age_declaration: true,
      company_name: 'Churrascaria Boi na Brasa Ltda',
    });
    const refused = await next(shopper, cart.number);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      age_declaration: ['Confirme que você tem 18 anos ou mais para comprar bebidas alcoólicas'],
    });
    const declared = await put(api, shopper, `/api/v1/checkouts/${cart.number}`, {
      state: 'confirm',
      order: { age_declaration: true },
    });
    expect(declared.body.age_declared_at).toBe(MONDAY_MORNING.toISOString());
    expect((await next(shopper, cart.number)).body.state).toBe('complete');
  });
});

describe('payment methods', () => {
  it('lists the online card and Pix, then the two methods paid on delivery', async () => {
    const shopper = await createShopper(api);
    const cart = await cartOf(shopper);
    const { body } = await api.json<{ payment_methods: { id: number; method_type: string }[] }>(
      `/orders/${cart.number}/payments/new`,
      { headers: shopper.headers },
    );
    expect(body.payment_methods.map((method) => [method.id, method.method_type])).toEqual([
      [1, 'gateway'],
      [4, 'pix'],
      [2, 'on_delivery'],
      [3, 'on_delivery'],
    ]);
  });
});

describe('new cards at the gateway', () => {
  /** An API of its own whose gateway tells, at each tokenisation, whether a database transaction was open. */
  let cardApi: TestApi;
  let cardProducts: Awaited<ReturnType<typeof testProducts>>;
  let openTransactions = 0;
  /** One entry per tokenize call: whether a transaction of the shop's database was open during it. */
  const tokenized: { insideTransaction: boolean }[] = [];

  beforeAll(async () => {
    const gateway = createTestGateway(
      async () => cardApi.database.db,
      () => now,
    );
    cardApi = await createTestApi({
      clock: () => now,
      gateway: {
        ...gateway,
        tokenize: async (card) => {
          tokenized.push({ insideTransaction: openTransactions > 0 });
          return gateway.tokenize(card);
        },
      },
    });
    // Every transaction of the services goes through db.transaction (order-core's inTransaction).
    const { db } = cardApi.database;
    const transaction = db.transaction.bind(db);
    db.transaction = (async (...args: Parameters<typeof transaction>) => {
      openTransactions++;
      try {
        return await transaction(...args);
      } finally {
        openTransactions--;
      }
    }) as typeof db.transaction;
    cardProducts = await testProducts(cardApi);
  });
  afterAll(() => cardApi.database.close());

  async function cardCart(shopper: Shopper) {
    await setStock(cardApi, cardProducts.unit.id, 1000);
    return createCart(cardApi, shopper, [{ variant_id: cardProducts.unit.id, quantity: 1 }]);
  }

  it('tokenises a new card in its own call, outside any transaction; the payment step asks the gateway nothing', async () => {
    const shopper = await createShopper(cardApi);
    const cart = await cardCart(shopper);
    tokenized.length = 0;
    const card = await tokenizedCard(cardApi, shopper, APPROVED_CARD);
    expect(card).toMatchObject({ brand: 'visa', last_digits: '1111' });
    expect(card.token).toMatch(/^tok_test_approve_/);
    expect(tokenized).toEqual([{ insideTransaction: false }]);
    const atConfirm = await checkoutToConfirm(cardApi, shopper, cart.number, {
      payment: { tokenized: card },
    });
    expect(atConfirm.credit_cards.map((saved) => [saved.cc_type, saved.last_digits, saved.name])).toEqual([
      ['visa', '1111', 'ANA SOUZA'],
    ]);
    expect(tokenized).toHaveLength(1);
    const done = await put(cardApi, shopper, `/api/v1/checkouts/${cart.number}/next`);
    expect(done.body.state).toBe('complete');
  });

  it('refuses an expired tokenised card at the payment step, saving nothing', async () => {
    const shopper = await createShopper(cardApi);
    const cart = await cardCart(shopper);
    const card = await tokenizedCard(cardApi, shopper, APPROVED_CARD);
    await expect(
      checkoutToConfirm(cardApi, shopper, cart.number, {
        payment: { tokenized: { ...card, month: '10', year: '2026' } },
      }),
    ).rejects.toThrow(/"payment_source.1.year":\["Cartão vencido"\]/);
    const saved = await cardApi.database.db
      .select()
      .from(accountTables.creditCards)
      .where(eq(accountTables.creditCards.userId, shopper.id));
    expect(saved).toEqual([]);
  });

  it('answers 401 to a guest and 429 to the 11th card of a customer within the hour, tokenising nothing', async () => {
    const guest = await cardApi.request('/v2/card_tokens', jsonRequest('POST', APPROVED_CARD));
    expect(guest.status).toBe(401);
    const shopper = await createShopper(cardApi);
    for (let card = 1; card <= 10; card++) await tokenizedCard(cardApi, shopper, APPROVED_CARD);
    tokenized.length = 0;
    const eleventh = await cardApi.json<{ error: string }>(
      '/v2/card_tokens',
      jsonRequest('POST', APPROVED_CARD, shopper.headers),
    );
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error).toBe(TOO_MANY_REQUESTS);
    expect(tokenized).toEqual([]);
  });

  it('answers 429 to the 11th new card saved by a customer within the hour; a saved card still pays', async () => {
    const shopper = await createShopper(cardApi);
    const cart = await cardCart(shopper);
    const path = `/api/v1/checkouts/${cart.number}.json`;
    const visa = await tokenizedCard(cardApi, shopper, APPROVED_CARD);
    let tokens = 0;
    // Each a token of its own, as the tokeniser makes them (one sent again is the same saved card).
    const newCard = () =>
      put(cardApi, shopper, path, {
        state: 'payment',
        order: { payments_attributes: [{ payment_method_id: 1 }] },
        payment_source: { '1': { ...visa, token: `${visa.token}${++tokens}` } },
      });
    await checkoutToConfirm(cardApi, shopper, cart.number, { payment: { tokenized: visa } }); // the first
    const again = await put(cardApi, shopper, path, {
      state: 'payment',
      order: { payments_attributes: [{ payment_method_id: 1 }] },
      payment_source: { '1': visa },
    });
    expect(again.status).toBe(200);
    for (let card = 2; card <= 9; card++) expect((await newCard()).status).toBe(200);
    const eleventh = await newCard();
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error).toBe(TOO_MANY_REQUESTS);
    const saved = await cardApi.database.db
      .select({ id: accountTables.creditCards.id })
      .from(accountTables.creditCards)
      .where(eq(accountTables.creditCards.userId, shopper.id));
    // The token sent again saved no second card, but counted against the limit as any new card does.
    expect(saved).toHaveLength(9);

    const withSaved = await put(cardApi, shopper, path, {
      state: 'payment',
      order: { payments_attributes: [{ payment_method_id: 1 }], existing_card: saved[0]!.id },
    });
    expect(withSaved.status).toBe(200);
    expect(withSaved.body.state).toBe('confirm');
    const done = await put(cardApi, shopper, `/api/v1/checkouts/${cart.number}/next`);
    expect(done.body.state).toBe('complete');
  });
});
