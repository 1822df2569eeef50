/**
 * The manager's coupons (docs/business-rules.md, Coupons): listed with their uses, created and edited with
 * pt-BR field messages, deactivated (then refused at checkout as unknown); a per-customer limit of 1 refuses
 * the second order of the same customer; the total limit never goes below the uses counted.
 */
import { eq } from 'drizzle-orm';
import * as checkoutTables from '../checkout/schema';
import type { OrderJson } from '@/lib/sales-api/order';
import type { CouponJson, CouponsJson } from '@/lib/sales-api/store-settings';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import {
  checkoutToConfirm,
  createCart,
  createShopper,
  put,
  type Shopper,
} from '@/test-support/server/checkout-fixtures';
import { createStaff, stockedShop, type TestProducts } from '@/test-support/server/order-fixtures';
import type { TestApi } from '@/test-support/server/test-api';

jest.setTimeout(120_000);

let api: TestApi;
let products: TestProducts;
let manager: Shopper;

beforeAll(async () => {
  ({ api, products } = await stockedShop());
  manager = await createStaff(api, 'manager');
});
afterAll(() => api.database.close());

type Errors = { error?: string; errors?: Record<string, string[]> };
const call = <T>(method: string, path: string, body?: unknown, who: Pick<Shopper, 'headers'> = manager) =>
  api.json<T & Errors>(
    `/admin/store${path}`,
    method === 'GET' ? { headers: who.headers } : jsonRequest(method, body ?? {}, who.headers),
  );

const coupon = (overrides: Record<string, unknown> = {}) => ({
  code: 'natal15',
  name: '15% no Natal',
  kind: 'percent',
  amount: '15',
  min_item_total: '0',
  starts_on: '2026-11-01',
  ends_on: '2026-12-31',
  usage_limit: null,
  per_customer_limit: 1,
  active: true,
  advertised: false,
  ...overrides,
});

/** A cart of `shopper` with the coupon applied: the answer of the coupon's PUT. */
async function applied(shopper: Shopper, code: string) {
  const cart = await createCart(api, shopper, [{ variant_id: products.unit.id, quantity: 2 }]);
  return put(api, shopper, `/api/v1/checkouts/${cart.number}`, { coupon_codes: [code] });
}

describe('coupons of the back office', () => {
  it('are listed with their uses, for the store capability only', async () => {
    const { status, body } = await call<CouponsJson>('GET', '/coupons');
    expect(status).toBe(200);
    const black = body.coupons.find((c) => c.code === 'BLACK2025')!;
    expect(black).toMatchObject({
      status: 'expired',
      usage_count: 0,
      customer_count: 0,
      ends_on: '2025-11-30',
    });
    expect(body.coupons.find((c) => c.code === 'BEMVINDO10')).toMatchObject({
      kind: 'percent',
      amount: '10',
      per_customer_limit: 1,
      status: 'active',
    });
    expect((await call('GET', '/coupons', undefined, await createStaff(api, 'counter'))).status).toBe(403);
  });

  it('keep the shop days they were given, from the start of the first to the end of the last', async () => {
    const created = await call<CouponJson>(
      'POST',
      '/coupons',
      coupon({ code: 'virada', starts_on: '2026-12-31', ends_on: '2027-01-01' }),
    );
    expect(created.body).toMatchObject({ starts_on: '2026-12-31', ends_on: '2027-01-01' });
    const [row] = await api.database.db
      .select()
      .from(checkoutTables.promotions)
      .where(eq(checkoutTables.promotions.code, 'VIRADA'));
    // Midnight in Salvador (UTC-3), whatever the server's own zone.
    expect(row!.startsAt.toISOString()).toBe('2026-12-31T03:00:00.000Z');
    expect(row!.expiresAt!.toISOString()).toBe('2027-01-02T03:00:00.000Z');
    // Saved again as it came back, it stays.
    const saved = await call<CouponJson>('PUT', `/coupons/${created.body.id}`, {
      ...coupon({ code: 'virada' }),
      starts_on: created.body.starts_on,
      ends_on: created.body.ends_on,
    });
    expect(saved.body).toMatchObject({ starts_on: '2026-12-31', ends_on: '2027-01-01' });
  });

  it('refuse bad input with pt-BR messages at the fields', async () => {
    const bad = await call('POST', '/coupons', {
      ...coupon({ code: 'a b', name: '', amount: '150', ends_on: '2026-10-01', usage_limit: 0 }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      code: ['Código de 3 a 30 letras ou números, sem espaços (ex.: CHURRAS20)'],
      name: ['Informe a descrição do cupom'],
      usage_limit: ['Limite inválido: um número a partir de 1, ou vazio para sem limite'],
      amount: ['Percentual de 1 a 100, sem casas decimais'],
      ends_on: ['A data final deve ser igual ou depois da inicial'],
    });
    const fixed = await call('POST', '/coupons', coupon({ kind: 'fixed', amount: '0,00' }));
    expect(fixed.body.errors).toEqual({ amount: ['Informe um valor maior que zero'] });
    const taken = await call('POST', '/coupons', coupon({ code: 'churras20' }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ code: ['Já existe um cupom com esse código'] });
  });

  it('refuse the second order of a customer with a per-customer limit of 1, and count the uses', async () => {
    const created = await call<CouponJson>('POST', '/coupons', coupon());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'NATAL15', status: 'active', usage_count: 0 });

    const customer = await createShopper(api);
    const done = await completeWith('natal15', customer);
    expect(done.coupon).toMatchObject({ code: 'NATAL15' });
    expect(Number(done.adjustment_total)).toBeLessThan(0);

    const second = await applied(customer, 'natal15');
    expect(second.status).toBe(422);
    expect(second.body.errors).toEqual({ coupon_code: ['Você já usou este cupom'] });
    // Another customer still may.
    expect((await applied(await createShopper(api), 'NATAL15')).status).toBe(200);

    const listed = (await call<CouponsJson>('GET', '/coupons')).body.coupons.find(
      (c) => c.code === 'NATAL15',
    );
    expect(listed).toMatchObject({ usage_count: 1, customer_count: 1 });

    // Its limit can go down to the uses counted, not below (next test).
    const atUses = await call<CouponJson>('PUT', `/coupons/${created.body.id}`, coupon({ usage_limit: 1 }));
    expect(atUses.body).toMatchObject({ usage_limit: 1, status: 'exhausted' });
  });

  it('refuse a total limit below the uses counted', async () => {
    const created = await call<CouponJson>(
      'POST',
      '/coupons',
      coupon({ code: 'LIMITE2', per_customer_limit: null }),
    );
    await completeWith('LIMITE2');
    await completeWith('LIMITE2');
    const below = await call(
      'PUT',
      `/coupons/${created.body.id}`,
      coupon({ code: 'LIMITE2', usage_limit: 1 }),
    );
    expect(below.status).toBe(422);
    expect(below.body.errors).toEqual({
      usage_limit: ['Este cupom já foi usado 2 vezes: o limite não pode ficar abaixo disso'],
    });
  });

  it('deactivated, are refused at checkout as unknown; reactivated, accepted again', async () => {
    const created = await call<CouponJson>('POST', '/coupons', coupon({ code: 'PAUSA10', amount: '10' }));
    const off = await call<CouponJson>(
      'PUT',
      `/coupons/${created.body.id}`,
      coupon({ code: 'PAUSA10', amount: '10', active: false }),
    );
    expect(off.body).toMatchObject({ active: false, status: 'inactive' });
    const refused = await applied(await createShopper(api), 'PAUSA10');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ coupon_code: ['Cupom inválido'] });
    await call('PUT', `/coupons/${created.body.id}`, coupon({ code: 'PAUSA10', amount: '10' }));
    expect((await applied(await createShopper(api), 'PAUSA10')).status).toBe(200);
    expect((await call('PUT', '/coupons/999999', coupon({ code: 'NADA10' }))).status).toBe(404);
  });

  it('reach the carts holding them at once: switched off, no discount and the reason; new terms, new totals', async () => {
    const created = await call<CouponJson>('POST', '/coupons', coupon({ code: 'JAVALE10', amount: '10' }));
    const shopper = await createShopper(api);
    const cart = await applied(shopper, 'JAVALE10');
    const items = Number(cart.body.item_total);
    const read = async () =>
      (await api.json<OrderJson>(`/api/v1/orders/${cart.body.number}`, { headers: shopper.headers })).body;
    expect(Number((await read()).adjustment_total)).toBeCloseTo(-items / 10, 2);

    await call('PUT', `/coupons/${created.body.id}/active`, { active: false });
    expect(await read()).toMatchObject({
      adjustment_total: '0.00',
      coupon: { code: 'JAVALE10', problem: 'Cupom inválido' },
    });
    await call('PUT', `/coupons/${created.body.id}/active`, { active: true });
    expect((await read()).coupon).toMatchObject({ problem: null });
    await call('PUT', `/coupons/${created.body.id}`, coupon({ code: 'JAVALE10', amount: '20' }));
    expect(Number((await read()).adjustment_total)).toBeCloseTo(-items / 5, 2);
  });

  it('switch on and off by their active flag alone, keeping terms changed since the list was read', async () => {
    const created = await call<CouponJson>('POST', '/coupons', coupon({ code: 'FLAG10', amount: '10' }));
    // The list's 'Desativar' comes after another manager's edit of the terms.
    const edited = await call<CouponJson>(
      'PUT',
      `/coupons/${created.body.id}`,
      coupon({ code: 'FLAG10', name: '12% para todos', amount: '12', per_customer_limit: null }),
    );
    expect(edited.status).toBe(200);
    const off = await call<CouponJson>('PUT', `/coupons/${created.body.id}/active`, { active: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      name: '12% para todos',
      amount: '12',
      per_customer_limit: null,
      active: false,
      status: 'inactive',
    });
    expect((await applied(await createShopper(api), 'FLAG10')).body.errors).toEqual({
      coupon_code: ['Cupom inválido'],
    });
    const on = await call<CouponJson>('PUT', `/coupons/${created.body.id}/active`, { active: true });
    expect(on.body).toMatchObject({ name: '12% para todos', amount: '12', active: true, status: 'active' });
    expect((await applied(await createShopper(api), 'FLAG10')).status).toBe(200);
    // The audit records the flag's change alone.
    const changes = await api.json<{ changes: { before: CouponJson; after: CouponJson }[] }>(
      `/admin/store/changes?entity=coupon&entity_id=${created.body.id}`,
      { headers: manager.headers },
    );
    expect(
      changes.body.changes.slice(0, 2).map(({ before, after }) => [before.active, after.active]),
    ).toEqual([
      [false, true],
      [true, false],
    ]);
    expect(changes.body.changes[1]!.before.name).toBe('12% para todos');

    const bad = await call('PUT', `/coupons/${created.body.id}/active`, { active: 'sim' });
    expect([bad.status, bad.body.errors]).toEqual([422, { active: ['Ativo: sim ou não'] }]);
    expect((await call('PUT', '/coupons/999999/active', { active: false })).status).toBe(404);
    const counter = await createStaff(api, 'counter');
    expect((await call('PUT', `/coupons/${created.body.id}/active`, { active: false }, counter)).status).toBe(
      403,
    );
  });
});

/** An order of `customer` completed with the coupon `code`. */
async function completeWith(code: string, customer?: Shopper): Promise<OrderJson> {
  const shopper = customer ?? (await createShopper(api));
  const cart = await applied(shopper, code);
  expect(cart.status).toBe(200);
  await checkoutToConfirm(api, shopper, cart.body.number);
  const done = await put(api, shopper, `/api/v1/checkouts/${cart.body.number}/next`);
  expect(done.body.state).toBe('complete');
  return done.body;
}
