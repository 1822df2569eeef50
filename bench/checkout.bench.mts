/**
 * Completions under load (docs/performance.md): customers at the confirm step, each with a card and two
 * products, complete their orders 20 at a time against the sales API in process, on a fresh seeded database
 * (in-memory PGlite, or a new database on the PostgreSQL server of TEST_DATABASE_URL). Prints completions per
 * second and the completion call's p50/p95/p99. BENCH_CUSTOMERS sets how many (200).
 *
 *   npm run bench -- checkout
 *   TEST_DATABASE_URL=postgres://... npm run bench -- checkout
 */
import { eq } from 'drizzle-orm';
import { orders } from '../lib/server/orders/schema.ts';
import {
  APPROVED_CARD,
  checkoutToConfirm,
  createCart,
  createShopper,
  put,
  setStock,
  testProducts,
} from '../test-support/server/checkout-fixtures.ts';
import { createTestApi } from '../test-support/server/test-api.ts';
import { percentile } from './stats.mts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200);
const CONCURRENCY = 20;

const api = await createTestApi();
const products = await testProducts(api);
await setStock(api, products.unit.id, 1_000_000);
await setStock(api, products.weighed.id, 100_000_000);
const pickup = (order: { shipments: { shipping_rates: { id: number; shipping_method_id: number }[] }[] }) =>
  order.shipments[0]!.shipping_rates.find((rate) => rate.shipping_method_id === 3)!.id;

console.log(`\nCheckout: preparing ${CUSTOMERS} customers at the confirm step...`);
const ready: { shopper: Awaited<ReturnType<typeof createShopper>>; number: string }[] = [];
for (let i = 0; i < CUSTOMERS; i++) {
  const shopper = await createShopper(api);
  const cart = await createCart(api, shopper, [
    { variant_id: products.unit.id, quantity: 2 },
    { variant_id: products.weighed.id, quantity: 1000 },
  ]);
  await checkoutToConfirm(api, shopper, cart.number, { payment: { card: APPROVED_CARD }, pickRate: pickup });
  ready.push({ shopper, number: cart.number });
}

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
const completed = await api.database.db
  .select({ id: orders.id })
  .from(orders)
  .where(eq(orders.state, 'complete'));

console.log(
  `\nCheckout completion, ${CONCURRENCY} concurrent customers, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
console.table([
  {
    completions: ready.length - failures,
    failures,
    'completions/s': Number((ready.length / seconds).toFixed(1)),
    'p50 ms': Math.round(percentile(times, 50)),
    'p95 ms': Math.round(percentile(times, 95)),
    'p99 ms': Math.round(percentile(times, 99)),
    'complete orders in the database': completed.length,
  },
]);
console.log('Reproduce: npm run bench -- checkout   (BENCH_CUSTOMERS=200; TEST_DATABASE_URL for PostgreSQL)');
await api.database.close();
