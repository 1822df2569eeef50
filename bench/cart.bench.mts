/**
 * The cart under load, each part on its own fresh seeded database (in-memory PGlite, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL):
 * 1. requests the storefront sends for a first add and then a burst of ten clicks on +: the real cart
 *    controller (debounce, queue, optimistic cache) talking to the sales API in process;
 * 2. the add-to-cart API's requests/second at 50 connections, with autocannon against the Hono app served
 *    by @hono/node-server in a child process (bench/cart-api-server.mts): creating a cart with its first
 *    line, adding lines to 50 existing carts, and 50 connections changing the same line of one cart
 *    (every change waits for that order's row lock). BENCH_DURATION sets the seconds per case (10).
 */
import { once } from 'node:events';
import { fork } from 'node:child_process';
import { QueryClient } from '@tanstack/react-query';
import autocannon from 'autocannon';
import { camelize } from '../lib/sales-api/case.ts';
import { cartController } from '../lib/api-client/cart-controller.ts';
import { queryKeys } from '../lib/api-client/query-keys.ts';
import type { Order } from '../lib/cart/order.ts';
import { increased } from '../lib/rules/quantity.ts';
import { QUANTITY_DEBOUNCE_MS } from '../lib/cart/quantity-sync.ts';
import { createApi } from '../lib/server/app.ts';
import type { DepartmentDetailJson, DepartmentJson, VariantJson } from '../lib/sales-api/catalogue.ts';
import type { OrderJson } from '../lib/sales-api/order.ts';
import { createTestDatabase } from '../test-support/server/test-database.ts';
import type { CartBenchSetup } from './cart-api-server.mts';

const database = await createTestDatabase();
const app = createApi({ getDb: async () => database.db });

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await app.request(`/api/sales${path}`, init);
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const departments = await json<DepartmentJson[]>('/v2/departments');
const products: VariantJson[] = [];
for (const { id } of departments) {
  const detail = await json<DepartmentDetailJson>(`/v2/departments/${id}`);
  products.push(...detail.subdepartments.flatMap((sub) => sub.products));
}
/** An everyday cut: 500 g minimum, 250 g steps, up to 10 Kg or more, plenty of stock. */
const cut = products.find(
  (p) =>
    p.unit_for_quantity === 'g' &&
    p.minimum_quantity === 500 &&
    p.increment_quantity === 250 &&
    p.maximum_quantity >= 10_000 &&
    p.total_on_hand >= 20_000,
)!;

// ---------------------------------------------------------------------------------------------------
// 1. Requests per burst, through the storefront's cart controller
// ---------------------------------------------------------------------------------------------------

const sent: string[] = [];
const networkFetch = globalThis.fetch;
// The storefront's relative '/api/sales/...' calls go to the app in process; the non-GET ones are counted.
globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = String(input);
  if ((init?.method ?? 'GET') !== 'GET') sent.push(`${init?.method} ${url.replace(/\?.*/, '')}`);
  return app.request(url, init);
}) as typeof fetch;

const client = new QueryClient();
const controller = cartController(client);
client.setQueryData(queryKeys.cart.current(), await controller.load());
const variant = camelize(cut);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

controller.setQuantity(variant, variant.defaultQuantity);
await sleep(QUANTITY_DEBOUNCE_MS + 50);
await controller.whenSettled();
const firstAdd = sent.splice(0);

const clickGapMs = 60;
for (let click = 0; click < 10; click++) {
  controller.setQuantity(variant, increased(variant, controller.quantityOf(variant.id)));
  await sleep(clickGapMs);
}
await sleep(QUANTITY_DEBOUNCE_MS + 50);
await controller.whenSettled();
const burst = sent.splice(0);
const cart = client.getQueryData<Order>(queryKeys.cart.current())!;
globalThis.fetch = networkFetch;

console.log('\ncart requests per burst (storefront controller → sales API, in process)');
console.table([
  { action: 'first add (no cart yet)', requests: firstAdd.length, sent: firstAdd.join(', ') },
  {
    action: `ten clicks on +, ${clickGapMs} ms apart`,
    requests: burst.length,
    sent: burst.join(', '),
  },
]);
console.log(
  `final quantity on the server: ${cart.lineItems[0]?.quantity} g (expected ${variant.defaultQuantity + 10 * variant.incrementQuantity} g)`,
);

// ---------------------------------------------------------------------------------------------------
// 2. Requests/second at 50 connections (autocannon → @hono/node-server → Hono app, in a child process)
// ---------------------------------------------------------------------------------------------------

const server = fork('bench/cart-api-server.mts', {
  execArgv: ['--conditions=react-server', '--import', 'tsx'],
  env: { ...process.env, LOG_LEVEL: 'silent' },
});
const [setup] = (await once(server, 'message')) as [CartBenchSetup];
const base = `http://127.0.0.1:${setup.port}`;
const headers = { 'content-type': 'application/json' };
const CONNECTIONS = setup.carts.length;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const { carts, shared, cutIds } = setup;

let counter = 0;
const scenarios: { name: string; options: Omit<autocannon.Options, 'connections' | 'duration'> }[] = [
  {
    name: 'POST /api/v1/orders.json (new guest cart with a line)',
    options: {
      url: base,
      requests: [
        {
          method: 'POST',
          path: '/api/sales/api/v1/orders.json',
          // Each request as another shopper's address: new guest carts are limited per client address.
          setupRequest: (request) => ({
            ...request,
            headers: {
              ...headers,
              'x-forwarded-for': `10.${(++counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
            },
          }),
          body: JSON.stringify({ order: { line_items: [{ variant_id: cutIds[1], quantity: 1_000 }] } }),
        },
      ],
    },
  },
  {
    name: 'POST /api/v1/orders/{n}/line_items (50 carts, 10 products each)',
    options: {
      url: base,
      requests: [
        {
          setupRequest: (request) => {
            // Consecutive requests go to different carts; each cart cycles through ten cuts, 500 g each time.
            const n = counter++;
            const order = carts[n % CONNECTIONS]!;
            const cutId = cutIds[Math.floor(n / CONNECTIONS) % cutIds.length]!;
            return {
              ...request,
              method: 'POST',
              path: `/api/sales/api/v1/orders/${order.number}/line_items?order_token=${order.token}`,
              headers,
              body: JSON.stringify({ line_item: { variant_id: cutId, quantity: 500 } }),
            };
          },
        },
      ],
    },
  },
  {
    name: 'PUT /api/v1/orders/{n}/line_items/{id} (50 connections, one cart)',
    options: {
      url: base,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            method: 'PUT',
            path: `/api/sales/api/v1/orders/${shared.number}/line_items/${shared.lineId}?order_token=${shared.token}`,
            headers,
            body: JSON.stringify({ line_item: { quantity: 1 + (counter++ % 20) } }),
          }),
        },
      ],
    },
  },
];

const rows = [];
for (const scenario of scenarios) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...scenario.options });
  rows.push({
    case: scenario.name,
    'req/s (avg)': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    timeouts: result.timeouts,
    'other errors': result.errors - result.timeouts,
  });
}
console.log(`\nadd-to-cart API at ${CONNECTIONS} connections, ${DURATION_S} s each (${setup.databaseKind})`);
console.table(rows);

const check = (await (
  await fetch(`${base}/api/sales/api/v1/orders/${carts[0]!.number}?order_token=${carts[0]!.token}`)
).json()) as OrderJson;
console.log(
  `cart 1 after the run: ${check.line_items.length} lines, item total ${check.item_total} (recomputed by the server)`,
);

server.send('stop');
await once(server, 'exit');
await database.close();
