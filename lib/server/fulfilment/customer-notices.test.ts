/**
 * The e-mails the staff's moves send the customer (./customer-notices.ts), each once per state change:
 * the payment approved (payment_evaluating → pending, not an erring order resumed at pending), out for
 * delivery and delivered, or fetched at the counter. Each is HTML with its text part, linking to the order.
 */
import type { MailMessage } from '../mail/mailer';
import { config } from '../config';
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
let products: TestProducts;

beforeAll(async () => {
  ({ api, products } = await stockedShop());
  counter = await createStaff(api, 'counter');
});
afterAll(() => api.database.close());

const call = (method: 'PUT', path: string, body?: unknown) =>
  adminCall(api, counter, method, `/admin/orders${path}`, body);

async function newOrder(pickRate = rateOf(1)) {
  const customer = await createShopper(api);
  const order = await completeOrder(
    api,
    customer,
    [
      { variant_id: products.weighed.id, quantity: 1000 },
      { variant_id: products.unit.id, quantity: 2 },
    ],
    { pickRate },
  );
  return { customer, order };
}

/** What the customer got while `moves` ran. */
async function mailsDuring(moves: () => Promise<void>): Promise<MailMessage[]> {
  const before = api.mail.length;
  await moves();
  return api.mail.slice(before);
}

async function move(number: string, kind: 'fulfillment' | 'delivery', state: string, status = 200) {
  const answer = await call('PUT', `/${number}/${kind}`, { state });
  expect([state, answer.status]).toEqual([state, status]);
}

/** From the evaluation to ready, weighed at 1 kg. */
async function toReady(number: string, lineId: number) {
  for (const state of ['pending', 'preparation_queue', 'preparation', 'packaging_queue', 'packaging']) {
    await move(number, 'fulfillment', state);
  }
  const produced = await call('PUT', `/${number}/produced`, { line_items: [{ id: lineId, quantity: 1000 }] });
  expect(produced.status).toBe(200);
  await move(number, 'fulfillment', 'ready');
}

function expectOrderMail(mail: MailMessage | undefined, to: string, subject: string, number: string) {
  const link = new URL(`/minha-conta/pedidos/${number}`, config().PUBLIC_BASE_URL).toString();
  expect(mail).toMatchObject({ to, subject: expect.stringContaining(subject) });
  expect(mail!.html).toContain(`href="${link}"`);
  expect(mail!.text.split('\n')).toContain(link);
}

describe('payment approved', () => {
  it('is told once, when the evaluation approves the payment, with the card authorised', async () => {
    const { customer, order } = await newOrder();
    const approved = await mailsDuring(() => move(order.number, 'fulfillment', 'pending'));
    expect(approved).toHaveLength(1);
    expectOrderMail(
      approved[0],
      customer.email,
      `pagamento do pedido #${order.number} aprovado`,
      order.number,
    );
    expect(approved[0]!.text).toContain(
      `Autorizamos até ${order.display_authorization_total} no cartão final 1111`,
    );

    // The same move again is refused, and tells nobody.
    expect(await mailsDuring(() => move(order.number, 'fulfillment', 'pending', 409))).toEqual([]);
  });

  it('is not told again when an erring order resumes its preparation at pending', async () => {
    const { order } = await newOrder();
    await move(order.number, 'fulfillment', 'pending');
    const marked = await call('PUT', `/${order.number}/error`, { note: 'Balança quebrada' });
    expect(marked.status).toBe(200);
    expect(await mailsDuring(() => move(order.number, 'fulfillment', 'pending'))).toEqual([]);
  });
});

describe('the delivery', () => {
  it('tells the customer once when it leaves, with the tracker link, and once when it is delivered', async () => {
    const { customer, order } = await newOrder();
    await toReady(order.number, order.line_items[0]!.id);
    await call('PUT', `/${order.number}/driver`, { name: 'Zé', license_plate: 'ABC1D23' });
    expect(await mailsDuring(() => move(order.number, 'delivery', 'planned'))).toEqual([]);

    const out = await mailsDuring(() => move(order.number, 'delivery', 'in_progress'));
    expect(out).toHaveLength(1);
    expectOrderMail(out[0], customer.email, `pedido #${order.number} a caminho`, order.number);
    expect(out[0]!.text).toContain('Acompanhe a entrega pelo link abaixo:');

    const delivered = await mailsDuring(() => move(order.number, 'delivery', 'success'));
    expect(delivered).toHaveLength(1);
    expectOrderMail(delivered[0], customer.email, `pedido #${order.number} entregue`, order.number);
    expect(delivered[0]!.text).toContain(`O seu pedido #${order.number} foi entregue. Bom apetite!`);
    expect(delivered[0]!.text).toMatch(/Valor do pedido: R\$\u00a0\d+,\d{2}/);

    expect(await mailsDuring(() => move(order.number, 'delivery', 'success', 409))).toEqual([]);
    expect(await mailsDuring(() => move(order.number, 'delivery', 'completed'))).toEqual([]);
  });

  it('tells the customer of a pickup that it was fetched, once', async () => {
    const { customer, order } = await newOrder(rateOf(3));
    await toReady(order.number, order.line_items[0]!.id);
    const fetched = await mailsDuring(() => move(order.number, 'delivery', 'success'));
    expect(fetched).toHaveLength(1);
    expectOrderMail(fetched[0], customer.email, `pedido #${order.number} retirado`, order.number);
    expect(fetched[0]!.text).toContain(`O seu pedido #${order.number} foi retirado na loja.`);
    expect(await mailsDuring(() => move(order.number, 'delivery', 'completed'))).toEqual([]);
  });
});
