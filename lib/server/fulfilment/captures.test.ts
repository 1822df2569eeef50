/**
 * Captures as a background job: the staff's answer does not wait for the gateway, a failing gateway is
 * retried until the capture goes through, and a decision whose job was lost is captured by the sweep.
 */
import { eq } from 'drizzle-orm';
import * as t from '../checkout/schema';
import * as paymentTables from '../payments/schema';
import { inProcessJobQueue, type JobQueue } from '../jobs/job-queue';
import { workOnCaptures } from '../server-jobs';
import type { PaymentGateway } from '../payments/gateway';
import { createTestGateway } from '../payments/test-gateway';
import {
  createShopper,
  MONDAY_MORNING,
  setStock,
  testProducts,
} from '@/test-support/server/checkout-fixtures';
import { completeOrder, createStaff, staffCall } from '@/test-support/server/order-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { CAPTURE_JOB, captureUnconfirmed } from './captures';

jest.setTimeout(90_000);

const FULFILLMENT = ['pending', 'preparation_queue', 'preparation', 'packaging_queue', 'packaging'] as const;

/** The test gateway, whose captures can be held (until `release`) or made to fail. */
function controlledGateway(getDb: () => Promise<TestApi['database']['db']>) {
  const real = createTestGateway(getDb);
  const control = {
    captures: 0,
    failuresLeft: 0,
    held: undefined as Promise<void> | undefined,
  };
  const gateway: PaymentGateway = {
    ...real,
    async capture(key, amountCents) {
      control.captures++;
      await control.held;
      if (control.failuresLeft > 0) {
        control.failuresLeft--;
        throw new Error('gateway unavailable');
      }
      await real.capture(key, amountCents);
    },
  };
  return { gateway, control };
}

let api: TestApi;
let queue: JobQueue;
let dropCaptureJobs = false;
let gateway: PaymentGateway;
let control: ReturnType<typeof controlledGateway>['control'];
let staff: Awaited<ReturnType<typeof createStaff>>;
let products: Awaited<ReturnType<typeof testProducts>>;

beforeAll(async () => {
  const getDb = async () => api.database.db;
  ({ gateway, control } = controlledGateway(getDb));
  queue = inProcessJobQueue({ retryDelayMs: 20 });
  // The API's view of the queue, which can fail to take capture jobs.
  const jobs: JobQueue = {
    ...queue,
    send: async (name, data) => {
      if (dropCaptureJobs && name === CAPTURE_JOB) throw new Error('connection to the queue lost');
      await queue.send(name, data);
    },
  };
  api = await createTestApi({ clock: () => MONDAY_MORNING, gateway, jobs });
  await workOnCaptures(queue, getDb, gateway);
  products = await testProducts(api);
  await setStock(api, products.weighed.id, 1_000_000);
  staff = await createStaff(api);
});
afterAll(async () => {
  await queue.stop();
  await api.database.close();
});

/** A card order at packaging, its 1 Kg weighed as 1,050 g by the staff: the answer to that call. */
async function weighedOrder() {
  const order = await completeOrder(api, await createShopper(api), [
    { variant_id: products.weighed.id, quantity: 1000 },
  ]);
  for (const state of FULFILLMENT) {
    expect((await staffCall(api, staff, 'PUT', `/${order.number}/fulfillment`, { state })).status).toBe(200);
  }
  const produced = await staffCall(api, staff, 'PUT', `/${order.number}/produced`, {
    line_items: [{ id: order.line_items[0]!.id, quantity: 1050 }],
  });
  expect(produced.status).toBe(200);
  return { order, produced: produced.body };
}

async function ledger(number: string) {
  const rows = await api.database.db.select().from(paymentTables.testGatewayTransactions);
  return rows.find((row) => row.idempotencyKey.startsWith(`${number}-`))!;
}

async function paymentOf(orderId: number) {
  const [payment] = await api.database.db.select().from(t.payments).where(eq(t.payments.orderId, orderId));
  return payment!;
}

const eventually = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(await check()).toBe(true);
};

it('answers the staff before the gateway captures, then the job captures the produced amount', async () => {
  let release!: () => void;
  control.held = new Promise((resolve) => (release = resolve));
  const { order, produced } = await weighedOrder();
  expect(produced.payments.at(-1)!.state).toBe('completed');
  expect((await ledger(order.number)).state).toBe('authorized');
  expect((await paymentOf(order.id)).capturedAt).toBeNull();
  // Until the gateway confirms, the order says nothing was charged yet.
  expect(produced.payments.at(-1)!.captured_amount).toBeNull();

  release();
  control.held = undefined;
  await eventually(async () => (await paymentOf(order.id)).capturedAt !== null);
  expect(await ledger(order.number)).toMatchObject({
    state: 'captured',
    capturedCents: Math.round(Number(produced.produced_amount) * 100),
  });
  const after = await staffCall(api, staff, 'GET', `/${order.number}`);
  expect(after.body.payments.at(-1)!.captured_amount).toBe(produced.produced_amount);
});

it('retries a capture while the gateway fails, and captures once it answers', async () => {
  control.failuresLeft = 2;
  const before = control.captures;
  const { order } = await weighedOrder();
  await eventually(async () => (await paymentOf(order.id)).capturedAt !== null);
  expect(control.captures - before).toBe(3);
  expect((await ledger(order.number)).state).toBe('captured');
  expect(await queue.problems()).toEqual([]);
});

it('a capture whose job could not be queued is answered all the same, and captured by the sweep', async () => {
  // The queue fails between the decision and the job: the staff's answer is still the order (200).
  dropCaptureJobs = true;
  const { order } = await weighedOrder();
  dropCaptureJobs = false;
  const payment = await paymentOf(order.id);
  expect(payment.capturedAt).toBeNull();
  const sweepAfter = (ms: number) =>
    captureUnconfirmed(api.database.db, gateway, new Date(payment.updatedAt.getTime() + ms));

  // Decided a minute ago: its job may still be on its way.
  expect(await sweepAfter(60_000)).toBe(0);
  expect((await ledger(order.number)).state).toBe('authorized');
  expect(await sweepAfter(180_000)).toBe(1);
  expect((await ledger(order.number)).state).toBe('captured');
  expect((await paymentOf(order.id)).capturedAt).not.toBeNull();
  // Captured: the next sweep has nothing to do.
  expect(await sweepAfter(240_000)).toBe(0);
});

it('a capture the gateway refuses for good is recorded, shown to the staff and never asked again', async () => {
  let release!: () => void;
  control.held = new Promise((resolve) => (release = resolve));
  const before = control.captures;
  const { order } = await weighedOrder();
  // The authorisation ran out at the gateway before the capture reached it.
  const { idempotencyKey } = await ledger(order.number);
  await gateway.void(idempotencyKey);
  release();
  control.held = undefined;
  await eventually(async () => (await paymentOf(order.id)).captureRefusedAt !== null);
  const payment = await paymentOf(order.id);
  expect(payment.capturedAt).toBeNull();
  expect(payment.captureRefusal).toContain('nothing to capture');
  expect(await queue.problems()).toEqual([]);
  const asked = control.captures - before;
  expect(asked).toBe(1);

  // Neither the job nor the sweep asks again.
  const sweep = captureUnconfirmed(api.database.db, gateway, new Date(payment.updatedAt.getTime() + 180_000));
  await sweep;
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(control.captures - before).toBe(asked);
  const seen = await staffCall(api, staff, 'GET', `/${order.number}`);
  expect(seen.body.payments.at(-1)).toMatchObject({
    captured_amount: null,
    capture_refused_at: expect.any(String),
  });

  // Nothing was taken: the order can still be cancelled, with nothing to refund.
  const canceled = await staffCall(api, staff, 'PUT', `/${order.number}/cancel`);
  expect(canceled.status).toBe(200);
  expect(canceled.body).toMatchObject({ state: 'canceled', refunds: [] });
  expect(canceled.body.payments.at(-1)!.state).toBe('void');
});
