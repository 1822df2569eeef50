/**
 * The Pix reconciliation: payments whose notice never came are asked of the gateway (the Mercado Pago
 * adapter pointed at its stand-in). On PGlite and, with scripts/test-postgres.mts, on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import type { OrderJson } from '@/lib/sales-api/order';
import {
  checkoutToConfirm,
  createCart,
  createShopper,
  MONDAY_MORNING,
  put,
  setStock,
  testProducts,
} from '@/test-support/server/checkout-fixtures';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '@/test-support/server/mercadopago-stand-in';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { mailQueueIdle } from '../mail/mail-queue';
import { createMemoryMailer } from '../mail/mailer';
import * as orderTables from '../orders/schema';
import type { PaymentGateway } from '../payments/gateway';
import { createMercadoPagoGateway } from '../payments/mercadopago-gateway';
import * as checkoutTables from './schema';
import { pixCharges } from './pix-schema';
import { expirePixPayments, PIX_UNREACHABLE_GRACE_MS, type PixDeps } from './pix';
import { reconcilePixPayments, RECONCILE_AFTER_MS } from './pix-reconciliation';

jest.setTimeout(180_000);

const PIX = 4;

let api: TestApi;
let standIn: MercadoPagoStandIn;
let gateway: PaymentGateway;
let products: Awaited<ReturnType<typeof testProducts>>;

beforeAll(async () => {
  standIn = await startMercadoPagoStandIn();
  gateway = createMercadoPagoGateway({
    accessToken: standIn.accessToken,
    apiUrl: standIn.url,
    maxRetries: 0,
  });
  api = await createTestApi({ clock: () => MONDAY_MORNING, gateway });
  products = await testProducts(api);
  await setStock(api, products.unit.id, 10_000);
  await setStock(api, products.weighed.id, 100_000);
});
afterAll(async () => {
  await api.database.close();
  await standIn.close();
});

function deps(now: Date, overrides: Partial<PaymentGateway> = {}) {
  const mailer = createMemoryMailer();
  const made: PixDeps = { db: api.database.db, gateway: { ...gateway, ...overrides }, mailer, now };
  return { deps: made, sent: mailer.sent };
}

async function pixOrder(): Promise<{ order: OrderJson; paymentId: number }> {
  const shopper = await createShopper(api);
  const cart = await createCart(api, shopper, [{ variant_id: products.weighed.id, quantity: 1000 }]);
  await checkoutToConfirm(api, shopper, cart.number, { payment: { methodId: PIX } });
  const done = await put(api, shopper, `/api/v1/checkouts/${cart.number}/next`);
  if (done.status !== 200) throw new Error(`completion: ${done.status} ${JSON.stringify(done.body)}`);
  const order = done.body as OrderJson;
  const [row] = await api.database.db
    .select({ key: checkoutTables.payments.idempotencyKey })
    .from(checkoutTables.payments)
    .innerJoin(orderTables.orders, eq(orderTables.orders.id, checkoutTables.payments.orderId))
    .where(eq(orderTables.orders.number, order.number));
  return { order, paymentId: standIn.paymentsOf(row!.key)[0]!.id };
}

async function chargeOf(number: string) {
  const [row] = await api.database.db
    .select({ pix: pixCharges, order: orderTables.orders })
    .from(pixCharges)
    .innerJoin(orderTables.orders, eq(orderTables.orders.id, pixCharges.orderId))
    .where(eq(orderTables.orders.number, number));
  return row!;
}

/** The charges are stamped by the database's clock: "minutes after creation" is on that clock. */
const afterCreation = (ms: number) => new Date(Date.now() + ms);

describe('the Pix reconciliation', () => {
  it('applies a payment whose notice never came, once, with one e-mail', async () => {
    const { order, paymentId } = await pixOrder();
    standIn.payPix(paymentId);
    // Still fresh: left to its notice, the gateway not asked.
    const asked = standIn.requests.length;
    expect(await reconcilePixPayments(deps(afterCreation(0)).deps)).toBe(0);
    expect(standIn.requests.length).toBe(asked);

    const { deps: later, sent } = deps(afterCreation(RECONCILE_AFTER_MS + 60_000));
    expect(await reconcilePixPayments(later)).toBe(1);
    expect(await reconcilePixPayments(later)).toBe(0);
    await mailQueueIdle();
    expect(sent.filter((mail) => mail.subject.includes(`#${order.number} recebido`))).toHaveLength(1);
    expect((await chargeOf(order.number)).order.fulfillmentState).toBe('payment_evaluating');
  });

  it('owes back a payment that crossed an expiry the gateway was not told of', async () => {
    const { order, paymentId } = await pixOrder();
    const afterExpiry = new Date(MONDAY_MORNING.getTime() + 31 * 60_000 + PIX_UNREACHABLE_GRACE_MS);
    // The expiry could not cancel it at Mercado Pago for longer than it waits: the order is given back.
    const unreachable = deps(afterExpiry, {
      cancelPix: () => Promise.reject(new Error('Mercado Pago unreachable')),
    });
    expect(await expirePixPayments(unreachable.deps)).toBeGreaterThanOrEqual(1);
    expect((await chargeOf(order.number)).order.state).toBe('canceled');

    standIn.payPix(paymentId);
    expect(await reconcilePixPayments(deps(afterExpiry).deps)).toBe(1);
    const { pix, order: row } = await chargeOf(order.number);
    expect(row.state).toBe('canceled');
    expect(Number(pix.refundDue)).toBeGreaterThan(0);
    expect(pix.refundReason).toBe('paid_after_expiry');
    // Asked again: owed once.
    expect(await reconcilePixPayments(deps(afterExpiry).deps)).toBe(0);
  });
});

describe('many Pix to ask about at once', () => {
  it('asks each in turn, past what one run asks', async () => {
    const orders = [await pixOrder(), await pixOrder()];
    const keys = await Promise.all(
      orders.map(
        async ({ order }) =>
          (
            await api.database.db
              .select({ key: checkoutTables.payments.idempotencyKey })
              .from(checkoutTables.payments)
              .innerJoin(orderTables.orders, eq(orderTables.orders.id, checkoutTables.payments.orderId))
              .where(eq(orderTables.orders.number, order.number))
          )[0]!.key,
      ),
    );
    const asked = new Set<string>();
    const counting = deps(afterCreation(RECONCILE_AFTER_MS + 60_000), {
      findPix: (key) => {
        asked.add(key);
        return gateway.findPix(key);
      },
    });
    // One a run, as many runs as there are Pix waiting (those of the tests before too): each is asked.
    const waiting = await api.database.db.$count(pixCharges);
    for (let run = 0; run < waiting; run++) await reconcilePixPayments(counting.deps, 1);
    expect(keys.filter((key) => asked.has(key))).toEqual(keys);
  });
});
