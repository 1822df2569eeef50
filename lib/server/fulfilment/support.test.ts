/**
 * Customer support: the search by name (case and accents ignored), e-mail, phone digits, a whole CPF (by
 * its digest: never a part of it) or order number, at most 20; a customer's addresses and orders without any card data; an order's confirmation
 * sent again.
 */
import { eq } from 'drizzle-orm';
import type { CustomerDetailJson, CustomerSummaryJson, OrderHistoryJson } from '@/lib/sales-api/staff';
import { cpfColumns } from '../auth/cpf-vault';
import * as authTables from '../auth/schema';
import {
  createShopper,
  MONDAY_MORNING,
  setStock,
  testProducts,
  type Shopper,
} from '@/test-support/server/checkout-fixtures';
import { adminCall, completeOrder, createStaff } from '@/test-support/server/order-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';

jest.setTimeout(90_000);

let api: TestApi;
let counter: Shopper;
let joao: Shopper;
let products: Awaited<ReturnType<typeof testProducts>>;

async function customer(fields: Partial<typeof authTables.users.$inferInsert>, address = {}) {
  const shopper = await createShopper(api, address);
  await api.database.db.update(authTables.users).set(fields).where(eq(authTables.users.id, shopper.id));
  return shopper;
}

beforeAll(async () => {
  api = await createTestApi({ clock: () => MONDAY_MORNING });
  products = await testProducts(api);
  await setStock(api, products.unit.id, 10_000);
  counter = await createStaff(api, 'counter');
  joao = await customer(
    { firstName: 'João', lastName: 'Conceição', ...cpfColumns('11144477735'), phone: null },
    { phone: '(71) 98765-4321' },
  );
});
afterAll(() => api.database.close());

const search = async (q: string, who: Pick<Shopper, 'headers'> = counter) =>
  adminCall<{ customers: CustomerSummaryJson[] }>(
    api,
    who,
    'GET',
    `/admin/customers?q=${encodeURIComponent(q)}`,
  );
const found = async (q: string) => (await search(q)).body.customers.map((c) => c.id);

describe('GET /admin/customers', () => {
  it('finds a customer by name whatever the case and accents, e-mail, whole CPF or phone digits', async () => {
    expect(await found('joao conceicao')).toEqual([joao.id]);
    expect(await found('CONCEIÇÃO')).toEqual([joao.id]);
    expect(await found(joao.email.slice(0, 18).toUpperCase())).toEqual([joao.id]);
    expect(await found('111.444.777-35')).toEqual([joao.id]);
    expect(await found('11144477735')).toEqual([joao.id]);
    expect(await found('98765-4321')).toEqual([joao.id]);
    const { body } = await search('Conceição');
    expect(body.customers).toEqual([
      { id: joao.id, name: 'João Conceição', email: joao.email, phone: '(71) 98765-4321', orders_count: 0 },
    ]);
  });

  it('never finds a customer by a part of their CPF, nor by a CPF with other digits around it', async () => {
    // The CPF is stored only digested and sealed: a fragment has nothing to match.
    expect(await found('111.444.777')).toEqual([]);
    expect(await found('44477735')).toEqual([]);
    expect(await found('111444777350')).toEqual([]);
    const [row] = await api.database.db
      .select({ clear: authTables.users.clearCpf, sealed: authTables.users.cpfSealed })
      .from(authTables.users)
      .where(eq(authTables.users.id, joao.id));
    expect(row!.clear).toBeNull();
    expect(row!.sealed).not.toContain('11144477735');
  });

  it("finds an order's customer by its number, and counts their orders", async () => {
    const buyer = await customer({ firstName: 'Bruna', lastName: 'Pedido' });
    const order = await completeOrder(api, buyer, [{ variant_id: products.unit.id, quantity: 1 }]);
    const { body } = await search(order.number.toLowerCase());
    expect(body.customers).toEqual([expect.objectContaining({ id: buyer.id, orders_count: 1 })]);
  });

  it('answers at most 20, takes wildcards literally and leaves out staff', async () => {
    for (let index = 0; index < 22; index++)
      await customer({ firstName: 'Cliente', lastName: `Vintedois ${index}` });
    expect((await search('vintedois')).body.customers).toHaveLength(20);
    expect(await found('%%%')).toEqual([]);
    expect(await found('___')).toEqual([]);
    await api.database.db
      .update(authTables.users)
      .set({ lastName: 'Equipevinte' })
      .where(eq(authTables.users.id, counter.id));
    expect(await found('equipevinte')).toEqual([]);
  });

  it('asks for 3 characters (422); guests and drivers 403', async () => {
    const short = await search('ab');
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ q: ['Digite ao menos 3 caracteres'] });
    expect((await api.request('/admin/customers?q=a')).status).toBe(403);
    expect((await search('a', await createStaff(api, 'driver'))).status).toBe(403);
  });
});

describe('GET /admin/customers/{id}', () => {
  it('shows the customer, their addresses and placed orders, and no card data at all', async () => {
    const buyer = await customer({ firstName: 'Carla', lastName: 'Cartão' });
    // Bought with a new card: the card is saved on the account.
    const order = await completeOrder(api, buyer, [{ variant_id: products.unit.id, quantity: 1 }]);
    const detail = await adminCall<CustomerDetailJson>(api, counter, 'GET', `/admin/customers/${buyer.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.customer).toMatchObject({ id: buyer.id, name: 'Carla Cartão', orders_count: 1 });
    expect(detail.body.addresses).toEqual([
      expect.objectContaining({ address1: 'Rua das Hortênsias, 120', city: 'Salvador' }),
    ]);
    expect(detail.body.orders).toEqual([
      {
        number: order.number,
        completed_at: expect.any(String),
        total: order.total,
        fulfillment_state: 'payment_evaluating',
        delivery_state: null,
        state: 'complete',
      },
    ]);
    const text = JSON.stringify(detail.body);
    for (const secret of ['1111', 'last_digits', 'credit_card', 'gateway', 'token']) {
      expect(text).not.toContain(secret);
    }
    expect((await adminCall(api, counter, 'GET', '/admin/customers/999999')).status).toBe(404);
    expect((await adminCall(api, counter, 'GET', `/admin/customers/${counter.id}`)).status).toBe(404);
  });
});

describe('POST /admin/orders/{number}/resend_email', () => {
  it("sends the order's confirmation to its customer again and records who did", async () => {
    const buyer = await customer({ firstName: 'Dora', lastName: 'Reenvio' });
    const order = await completeOrder(api, buyer, [{ variant_id: products.unit.id, quantity: 1 }]);
    const mails = api.mail.length;
    const resent = await adminCall(api, counter, 'POST', `/admin/orders/${order.number}/resend_email`);
    expect(resent).toEqual({ status: 200, body: { message: 'E-mail reenviado' } });
    const [mail] = api.mail.slice(mails);
    expect(mail).toMatchObject({
      to: buyer.email,
      subject: expect.stringContaining(`pedido #${order.number} recebido`),
    });
    expect(mail!.text).toContain('Olá, Dora!');
    const history = await adminCall<OrderHistoryJson>(
      api,
      counter,
      'GET',
      `/admin/orders/${order.number}/history`,
    );
    expect(history.body.events.at(-1)).toMatchObject({ action: 'resend_email', staff: { id: counter.id } });

    await adminCall(api, counter, 'PUT', `/admin/orders/${order.number}/cancel`);
    expect((await adminCall(api, counter, 'POST', `/admin/orders/${order.number}/resend_email`)).status).toBe(
      409,
    );
    // Nor for an order whose payment was denied: its stock and window were given back.
    const denied = await completeOrder(api, buyer, [{ variant_id: products.unit.id, quantity: 1 }]);
    expect(
      (await adminCall(api, counter, 'PUT', `/admin/orders/${denied.number}/payment_denied`)).status,
    ).toBe(200);
    const refused = await adminCall(api, counter, 'POST', `/admin/orders/${denied.number}/resend_email`);
    expect([refused.status, refused.body]).toMatchObject([
      409,
      { error: 'O pagamento deste pedido foi negado: o estoque, o horário e o cupom já foram liberados' },
    ]);
    expect((await adminCall(api, counter, 'POST', '/admin/orders/R000000000/resend_email')).status).toBe(404);
    const driver = await createStaff(api, 'driver');
    expect((await adminCall(api, driver, 'POST', `/admin/orders/${order.number}/resend_email`)).status).toBe(
      403,
    );
  });
});
