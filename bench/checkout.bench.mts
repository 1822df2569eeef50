/**
 * Completions under load (docs/performance.md), per payment method (card, Pix) and per gateway: the built-in
 * test gateway, and the Mercado Pago adapter pointed at its local stand-in (test-support/server/
 * mercadopago-stand-in.ts: Mercado Pago's HTTP API answered on this machine, so the figure is the shop's
 * own work plus the adapter's HTTP round trips, not Mercado Pago's latency). For each pair, customers at the
 * confirm step with two products (a card tokenised as the card form does it, or Pix) complete their orders
 * 20 at a time against the sales API in process, on a fresh seeded database (in-memory PGlite, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL). Prints completions per second and the completion
 * call's p50/p95/p99 per gateway and method. BENCH_CUSTOMERS sets how many per pair (100).
 *
 *   npm run bench -- checkout
 *   TEST_DATABASE_URL=postgres://... npm run bench -- checkout
 */
import { eq } from 'drizzle-orm';
import { orders } from '../lib/server/orders/schema.ts';
import { createMercadoPagoGateway } from '../lib/server/payments/mercadopago-gateway.ts';
import type { PaymentGateway } from '../lib/server/payments/gateway.ts';
import { APPROVED_CARD, customersAtConfirm, put } from '../test-support/server/checkout-fixtures.ts';
import { startMercadoPagoStandIn } from '../test-support/server/mercadopago-stand-in.ts';
import { createTestApi, type TestApi } from '../test-support/server/test-api.ts';
import { percentile } from './stats.mts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100);
const CONCURRENCY = 20;
const PIX = 4;

type Method = 'card' | 'Pix';

const pickup = (order: { shipments: { shipping_rates: { id: number; shipping_method_id: number }[] }[] }) =>
  order.shipments[0]!.shipping_rates.find((rate) => rate.shipping_method_id === 3)!.id;

/** The payment step of customer `i`: a card through the gateway's tokeniser, or Pix. */
function paymentOf(method: Method, gateway: 'test' | 'stand-in', i: number) {
  if (method === 'Pix') return { methodId: PIX };
  if (gateway === 'test') return { card: APPROVED_CARD };
  // Mercado Pago's token, as its SDK gives it to the card form (the stand-in approves any 'tok_' token).
  const { name, month, year } = APPROVED_CARD;
  return {
    tokenized: {
      token: `tok_bench-${i}-${Date.now()}`,
      brand: 'visa' as const,
      last_digits: '4242',
      name,
      month,
      year,
    },
  };
}

async function measure(api: TestApi, gateway: 'test' | 'stand-in', method: Method) {
  const ready = await customersAtConfirm(api, CUSTOMERS, (i) => ({
    payment: paymentOf(method, gateway, i),
    pickRate: pickup,
  }));

  const times: number[] = [];
  let failures = 0;
  let nextIndex = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = nextIndex++; i < ready.length; i = nextIndex++) {
        const { shopper, number } = ready[i]!;
        const callStarted = performance.now();
        const answer = await put(api, shopper, `/api/v1/checkouts/${number}/next`);
        times.push(performance.now() - callStarted);
        if (answer.status !== 200 || answer.body.state !== 'complete') failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    gateway,
    method,
    completions: ready.length - failures,
    failures,
    'completions/s': Number((ready.length / seconds).toFixed(1)),
    'p50 ms': Math.round(percentile(times, 50)),
    'p95 ms': Math.round(percentile(times, 95)),
    'p99 ms': Math.round(percentile(times, 99)),
  };
}

/** One pass per method on a fresh database whose API pays through `gateway` (the test gateway when absent). */
async function passesWith(name: 'test' | 'stand-in', gateway?: PaymentGateway) {
  const rows = [];
  for (const method of ['card', 'Pix'] as const) {
    console.log(
      `\nCheckout (${name} gateway, ${method}): preparing ${CUSTOMERS} customers at the confirm step...`,
    );
    const api = await createTestApi(gateway ? { gateway } : {});
    try {
      rows.push(await measure(api, name, method));
      const completed = await api.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.state, 'complete'));
      console.log(`${completed.length} complete orders in the database`);
    } finally {
      await api.database.close();
    }
  }
  return rows;
}

const standIn = await startMercadoPagoStandIn();
const rows = [];
try {
  rows.push(...(await passesWith('test')));
  rows.push(
    ...(await passesWith(
      'stand-in',
      createMercadoPagoGateway({ accessToken: standIn.accessToken, apiUrl: standIn.url }),
    )),
  );
} finally {
  await standIn.close();
}

console.log(
  `\nCheckout completion per gateway and method, ${CONCURRENCY} concurrent customers, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
console.table(rows);
console.log(
  'Reproduce: npm run bench -- checkout   (BENCH_CUSTOMERS=100 per gateway and method; TEST_DATABASE_URL for PostgreSQL)',
);
