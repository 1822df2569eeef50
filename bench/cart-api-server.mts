/**
 * The sales API served by @hono/node-server on a fresh seeded database, in a child process of
 * bench/cart.bench.mts, so that the load generator (autocannon) does not share an event loop with the
 * server it measures. Sends the port and the carts to drive over IPC; stops on any message.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApi } from '../lib/server/app.ts';
import type { DepartmentDetailJson, DepartmentJson, VariantJson } from '../lib/sales-api/catalogue.ts';
import type { OrderJson } from '../lib/sales-api/order.ts';
import { createTestDatabase } from '../test-support/server/test-database.ts';

export interface CartBenchSetup {
  port: number;
  databaseKind: string;
  /** Ten everyday cuts (500 g minimum, 250 g steps, at least 10 Kg maximum, plenty of stock). */
  cutIds: number[];
  /** One guest cart per connection. */
  carts: { number: string; token: string }[];
  /** One cart with one line, changed by every connection at once. */
  shared: { number: string; token: string; lineId: number };
}

const CONNECTIONS = 50;
const database = await createTestDatabase();
const app = createApi({ getDb: async () => database.db });
const headers = { 'content-type': 'application/json' };

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await app.request(`/api/sales${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const products: VariantJson[] = [];
for (const { id } of await json<DepartmentJson[]>('/v2/departments')) {
  const detail = await json<DepartmentDetailJson>(`/v2/departments/${id}`);
  products.push(...detail.subdepartments.flatMap((sub) => sub.products));
}
const cutIds = products
  .filter((p) => p.unit_for_quantity === 'g' && p.minimum_quantity === 500 && p.maximum_quantity >= 10_000)
  .filter((p) => p.total_on_hand >= 20_000)
  .slice(0, 10)
  .map((p) => p.id);
const beer = products.find(
  (p) => p.unit_for_quantity === 'un' && p.maximum_quantity >= 24 && p.total_on_hand >= 30,
)!;

const newCart = (lines: { variant_id: number; quantity: number }[]) =>
  json<OrderJson>('/api/v1/orders.json', {
    method: 'POST',
    headers,
    body: JSON.stringify({ order: { line_items: lines } }),
  });
const carts = await Promise.all(Array.from({ length: CONNECTIONS }, () => newCart([])));
const shared = await newCart([{ variant_id: beer.id, quantity: 1 }]);

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await once(server, 'listening');

const setup: CartBenchSetup = {
  port: (server.address() as AddressInfo).port,
  databaseKind: database.kind,
  cutIds,
  carts: carts.map(({ number, token }) => ({ number, token })),
  shared: { number: shared.number, token: shared.token, lineId: shared.line_items[0]!.id },
};
process.send!(setup);
process.once('message', () => {
  server.close();
  void database.close().then(() => process.disconnect());
});
