/**
 * Two instances of the built shop on one PostgreSQL (scripts/test-instances.mts starts the server and
 * runs this with INSTANCES_DATABASE_URL): what one instance changes shows on the other, a slot is shared
 * by both, and background jobs (e-mail) run once and survive the death of the instance running them.
 * Everything goes through the instances' HTTP APIs; the test writes customers and their sessions straight
 * to the database, as the API tests do (registration is the accounts tests' business).
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../lib/server/db/database.ts';
import { products, variants } from '../lib/server/catalogue/schema.ts';
import { deliverySlots, payments, slotBookings } from '../lib/server/checkout/schema.ts';
import { testGatewayTransactions } from '../lib/server/payments/schema.ts';
import { lineItems, orders } from '../lib/server/orders/schema.ts';
import {
  checkoutToConfirm,
  createCart,
  createShopper,
  put,
  setStock,
  testProducts,
  type Shopper,
} from '../test-support/server/checkout-fixtures.ts';
import type { TestApi } from '../test-support/server/test-api.ts';
import { startAppInstance, type AppInstance } from './app-instance.mts';

const DATABASE_URL = process.env.INSTANCES_DATABASE_URL;
const FIRST_PORT = Number(process.env.INSTANCES_PORT ?? 3171);
const SLOT_CAPACITY = 5;
/** The price the staff sets (0.98765 per gram), as the product page shows it. */
const NEW_PRICE_PER_KG = /R\$(\s|&nbsp;)*987,65/;

/**
 * A mail server that keeps every message it accepted. `holdNext` makes it keep the next message
 * unanswered and say which client sent it (by the name it greeted with); `release` then accepts it.
 */
interface HeldMessage {
  client: string;
  release(): void;
}

function startMailServer() {
  const delivered: string[] = [];
  let hold: ((held: HeldMessage) => void) | undefined;
  const server = net.createServer((socket) => {
    let client = '';
    let buffer = '';
    let inData = false;
    let held = false;
    socket.on('error', () => {});
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      if (held) return;
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (hold) {
            held = true;
            const tell = hold;
            hold = undefined;
            tell({
              client,
              release: () => {
                held = false;
                delivered.push(message);
                socket.write('250 OK queued\r\n');
              },
            });
            return;
          }
          delivered.push(message);
          socket.write('250 OK queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') {
          client = line.slice(5).trim();
          socket.write('250 test\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  });
  return {
    delivered,
    holdNext: () => new Promise<HeldMessage>((resolve) => (hold = resolve)),
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const waitFor = async <T,>(what: string, check: () => Promise<T | undefined | false>, ms: number) => {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** The checkout fixtures' view of an instance: its sales API over HTTP, the shared database beside it. */
function apiOf(instance: AppInstance, database: Database): TestApi {
  const request = (path: string, init?: RequestInit) => fetch(`${instance.origin}/api/sales${path}`, init);
  return {
    database,
    mail: [],
    request,
    async json<T>(path: string, init?: RequestInit) {
      const response = await request(path, init);
      return { status: response.status, body: (await response.json()) as T };
    },
  };
}

const subjects = (messages: string[]) =>
  messages.map((message) => /^Subject: (.*)$/m.exec(message)?.[1] ?? '').sort();

describe('two instances of the shop on one PostgreSQL', { skip: !DATABASE_URL }, () => {
  const mail = startMailServer();
  const instances: Record<'a' | 'b', AppInstance> = {} as never;
  const apis: Record<'a' | 'b', TestApi> = {} as never;
  let database: Database;
  let staffToken: string;
  const completedOrders: { number: string; shopper: Shopper }[] = [];

  before(async () => {
    const smtpPort = await mail.listen();
    const env = (name: string) => ({
      DATABASE_URL: DATABASE_URL!,
      DELIVERY_SLOT_CAPACITY: String(SLOT_CAPACITY),
      // The name each instance greets the mail server with tells who is sending.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}/?name=${name}`,
      ALTCHA_HMAC_KEY: 'one-key-shared-by-every-instance-of-the-shop',
    });
    // An earlier run's cached catalogue reads, from another database, are not served here: each instance
    // empties Next's fetch cache as it starts (scripts/serve.mts).
    // The first one migrates and seeds; the second one finds the database ready.
    instances.a = await startAppInstance(FIRST_PORT, env('instance-a'));
    instances.b = await startAppInstance(FIRST_PORT + 1, env('instance-b'));
    database = await openDatabase({ kind: 'postgres', url: DATABASE_URL! });
    apis.a = apiOf(instances.a, database);
    apis.b = apiOf(instances.b, database);
    const login = await apis.a.json<{ token: string }>('/v2/auth', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'equipe@casadacarne.com.br', password: 'balcao2026' }),
    });
    assert.equal(login.status, 200);
    staffToken = login.body.token;
  });

  after(async () => {
    await Promise.all(Object.values(instances).map((instance) => instance.stop()));
    await database?.close();
    await mail.close();
  });

  it("shows a staff price and stock change on the product page of the instance that made it at once, and in the other's page and search within 2 s", async () => {
    const [variant] = await database.db
      .select({ id: variants.id, slug: variants.slug, name: products.name })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(eq(variants.slug, 'picanha-bovina'));
    const searchOnB = async () => {
      const response = await apis.b.json<{ results: { hits: Record<string, unknown>[] }[] }>(
        '/v2/search/queries',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ requests: [{ indexName: 'product_sales', params: { query: 'picanha' } }] }),
        },
      );
      return response.body.results[0]!.hits.find((hit) => hit.objectID === String(variant!.id));
    };
    const pageOn = async (instance: AppInstance) =>
      (await fetch(`${instance.origin}/produtos/${variant!.slug}`)).text();
    const pageOnB = () => pageOn(instances.b);
    // Both have the product's page cached (the catalogue reads, and the page's HTML after a second
    // visit: lib/server/http/page-cache.ts) and B has the product indexed, buyable at its price.
    const before = await searchOnB();
    assert.equal(before?.in_stock, true);
    for (const instance of [instances.a, instances.b, instances.a, instances.b]) {
      const cached = await pageOn(instance);
      assert.doesNotMatch(cached, NEW_PRICE_PER_KG);
      assert.match(cached, /schema\.org\/InStock/);
    }

    const changed = await fetch(`${instances.a.origin}/api/sales/admin/variants/${variant!.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${staffToken}` },
      body: JSON.stringify({ price: '0.98765', total_on_hand: 0 }),
    });
    assert.equal(changed.status, 200);
    const started = Date.now();
    // Per Kg on the page: R$ 987,65, and sold out, on A as soon as the change is answered.
    const onA = await pageOn(instances.a);
    assert.match(onA, NEW_PRICE_PER_KG);
    assert.match(onA, /schema\.org\/OutOfStock/);

    await waitFor(
      'the search on B',
      async () => {
        const hit = await searchOnB();
        return hit?.price === '0.98765' && hit.in_stock === false;
      },
      2000,
    );
    await waitFor(
      'the product page on B',
      async () => {
        const html = await pageOnB();
        return NEW_PRICE_PER_KG.test(html) && html.includes('schema.org/OutOfStock');
      },
      2000 - (Date.now() - started),
    );
  });

  it("takes a product the manager archives on one instance off the other's page, search and sitemap within 2 s", async () => {
    // The catalogue's last published product (the other cases use the first ones); published again after.
    const [product] = await database.db
      .select({ id: products.id, name: products.name, slug: variants.slug, variantId: variants.id })
      .from(products)
      .innerJoin(variants, eq(variants.productId, products.id))
      .where(eq(products.status, 'published'))
      .orderBy(desc(products.id))
      .limit(1);
    const { id, name, slug, variantId } = product!;
    // As a browser asks for a page (proxy.ts answers a gone product's address for page loads).
    const pageOnB = async () =>
      (await fetch(`${instances.b.origin}/produtos/${slug}`, { headers: { Accept: 'text/html' } })).status;
    const sitemapOnB = async () => (await fetch(`${instances.b.origin}/sitemap.xml`)).text();
    const foundOnB = async () => {
      const response = await apis.b.json<{ results: { hits: { objectID: string }[] }[] }>(
        '/v2/search/queries',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ requests: [{ indexName: 'product_sales', params: { query: name } }] }),
        },
      );
      return response.body.results[0]!.hits.some((hit) => hit.objectID === String(variantId));
    };
    const listed = `/produtos/${slug}</loc>`;
    // B has the page (twice: the page cache keeps it), the sitemap and the search hit, all read before.
    assert.equal(await pageOnB(), 200);
    assert.equal(await pageOnB(), 200);
    assert.ok((await sitemapOnB()).includes(listed));
    assert.equal(await foundOnB(), true);

    const move = (to: 'archive' | 'publish') =>
      fetch(`${instances.a.origin}/api/sales/admin/products/${id}/${to}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${staffToken}` },
      });
    assert.equal((await move('archive')).status, 200);
    const started = Date.now();
    try {
      await waitFor('the page on B to answer 410', async () => (await pageOnB()) === 410, 2000);
      await waitFor(
        "B's sitemap to leave it out",
        async () => !(await sitemapOnB()).includes(listed),
        2000 - (Date.now() - started),
      );
      await waitFor(
        'the search on B to leave it out',
        async () => !(await foundOnB()),
        2000 - (Date.now() - started),
      );
    } finally {
      assert.equal((await move('publish')).status, 200);
    }
  });

  it('books exactly 5 of 20 customers, split across both instances, racing for a slot of capacity 5', async () => {
    const { unit } = await testProducts(apis.a);
    await setStock(apis.a, unit.id, 10_000);
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const api = i % 2 === 0 ? apis.a : apis.b;
        const shopper = await createShopper(api);
        const order = await createCart(api, shopper, [{ variant_id: unit.id, quantity: 1 }]);
        return { api, shopper, number: order.number };
      }),
    );
    const outcomes = await Promise.all(
      buyers.map(async ({ api, shopper, number }) => {
        try {
          await checkoutToConfirm(api, shopper, number);
        } catch {
          return { number, shopper, completed: false };
        }
        const { status, body } = await put(api, shopper, `/api/v1/checkouts/${number}/next`);
        return { number, shopper, completed: status === 200 && body.state === 'complete' };
      }),
    );
    const completed = outcomes.filter((outcome) => outcome.completed);
    completedOrders.push(...completed);
    assert.equal(completed.length, SLOT_CAPACITY);

    const bookings = await database.db
      .select({ slotId: slotBookings.slotId, n: sql<number>`count(*)::int` })
      .from(slotBookings)
      .innerJoin(orders, eq(orders.id, slotBookings.orderId))
      .where(
        inArray(
          orders.number,
          buyers.map((buyer) => buyer.number),
        ),
      )
      .groupBy(slotBookings.slotId);
    assert.equal(bookings.length, 1);
    assert.equal(bookings[0]!.n, SLOT_CAPACITY);
    const [slot] = await database.db
      .select({ booked: deliverySlots.booked, capacity: deliverySlots.capacity })
      .from(deliverySlots)
      .where(eq(deliverySlots.id, bookings[0]!.slotId));
    assert.deepEqual(slot, { booked: SLOT_CAPACITY, capacity: SLOT_CAPACITY });
  });

  it("sends each order's e-mail once while both instances run the mail jobs", async () => {
    const expected = completedOrders.map(({ number }) => `Casa da Carne: pedido #${number} recebido`).sort();
    await waitFor('the order e-mails', async () => mail.delivered.length >= expected.length, 20_000);
    // Time for a second sending, were there one.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    assert.deepEqual(subjects(mail.delivered), expected);
  });

  it('captures a weighed order once, through a job either instance may run', async () => {
    const { number } = completedOrders[2]!;
    const staffPut = (origin: string, path: string, body: unknown) =>
      fetch(`${origin}/api/sales/admin/orders/${number}/${path}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${staffToken}` },
        body: JSON.stringify(body),
      });
    for (const state of ['pending', 'preparation_queue', 'preparation', 'packaging_queue', 'packaging']) {
      assert.equal((await staffPut(instances.a.origin, 'fulfillment', { state })).status, 200);
    }
    const [order] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
    const [line] = await database.db.select().from(lineItems).where(eq(lineItems.orderId, order!.id));
    const produced = await staffPut(instances.b.origin, 'produced', {
      line_items: [{ id: line!.id, quantity: line!.quantity }],
    });
    assert.equal(produced.status, 200);
    const { produced_amount } = (await produced.json()) as { produced_amount: string };

    const [payment] = await waitFor(
      'the capture',
      async () => {
        const rows = await database.db.select().from(payments).where(eq(payments.orderId, order!.id));
        return rows[0]?.capturedAt ? rows : undefined;
      },
      20_000,
    );
    const [ledger] = await database.db
      .select()
      .from(testGatewayTransactions)
      .where(eq(testGatewayTransactions.idempotencyKey, payment!.idempotencyKey));
    assert.equal(ledger!.state, 'captured');
    assert.equal(ledger!.capturedCents, Math.round(Number(produced_amount) * 100));
    const { rows: jobs } = (await database.db.execute(
      sql`select state from pgboss.job where name = 'capture' and (data->>'paymentId')::int = ${payment!.id}`,
    )) as unknown as { rows: { state: string }[] };
    assert.deepEqual(jobs, [{ state: 'completed' }]);
  });

  it('finishes on the other instance an e-mail job whose instance was killed mid-job', async () => {
    const { number } = completedOrders[0]!;
    const held = mail.holdNext();
    const canceled = await fetch(`${instances.a.origin}/api/sales/admin/orders/${number}/cancel`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${staffToken}` },
    });
    assert.equal(canceled.status, 200);
    const { client: sender } = await held;
    const [dying, surviving] = sender === 'instance-a' ? (['a', 'b'] as const) : (['b', 'a'] as const);
    assert.equal(sender, `instance-${dying}`);
    await instances[dying].stop('SIGKILL');

    const subject = `Casa da Carne: pedido #${number} cancelado`;
    await waitFor(
      'the e-mail sent by the other instance',
      async () => subjects(mail.delivered).includes(subject),
      90_000,
    );
    assert.equal(subjects(mail.delivered).filter((s) => s === subject).length, 1);
    // The survivor still answers.
    assert.equal((await fetch(`${instances[surviving].origin}/api/sales/health_check`)).status, 200);
  });

  it('a stopping instance (SIGTERM) finishes the e-mail it is sending before it exits', async () => {
    const [name, survivor] = Object.entries(instances).find(
      ([, instance]) => instance.process.exitCode === null && instance.process.signalCode === null,
    )!;
    const { number } = completedOrders[1]!;
    const held = mail.holdNext();
    const canceled = await fetch(`${survivor.origin}/api/sales/admin/orders/${number}/cancel`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${staffToken}` },
    });
    assert.equal(canceled.status, 200);
    const { client, release } = await held;
    assert.equal(client, `instance-${name}`);

    let exited = false;
    const stopped = survivor.stop('SIGTERM').then(() => (exited = true));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal(exited, false, 'the instance exited with its e-mail job under way');
    release();
    await stopped;
    assert.equal(survivor.process.exitCode, 0);
    const subject = `Casa da Carne: pedido #${number} cancelado`;
    assert.equal(subjects(mail.delivered).filter((s) => s === subject).length, 1);
    const { rows: jobs } = (await database.db.execute(
      sql`select state from pgboss.job where name = 'mail' and data->>'subject' = ${subject}`,
    )) as unknown as { rows: { state: string }[] };
    assert.deepEqual(jobs, [{ state: 'completed' }]);
  });
});
