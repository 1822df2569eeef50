/**
 * A database outage (a PostgreSQL restart, a failover, connections killed): the requests it catches answer
 * 503 with Retry-After and a message in Portuguese, never 500, and the log says 'database unavailable' once
 * per outage with the count of requests turned away when it ends (lib/server/db/outage.ts). On PGlite with
 * an injected failing database, and, with TEST_DATABASE_URL, on PostgreSQL with its connections killed
 * under cart writes.
 */
import pg from 'pg';
import { createApi } from '../app';
import type { Database, Db } from '../db/database';
import { logger } from '../logger';
import * as orderTables from '../orders/schema';
import { inArray } from 'drizzle-orm';
import type { ErrorBody } from '@/lib/sales-api/errors';
import { createTestDatabase, testDatabaseUrl } from '@/test-support/server/test-database';

jest.setTimeout(60_000);

const UNAVAILABLE: ErrorBody = {
  error: 'Estamos com uma instabilidade. Tente novamente em instantes.',
  errors: {},
};

/** What the logger was told at `level`: [message, details] of each call. */
function logged(level: 'warn' | 'error') {
  const calls: [string, Record<string, unknown>][] = [];
  jest.spyOn(logger, level).mockImplementation(((details: Record<string, unknown>, message: string) => {
    calls.push([message, details]);
  }) as never);
  return calls;
}

const waitFor = async (check: () => boolean, ms = 10_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** A guest's new cart with one line: a cart write. */
function newCart(app: ReturnType<typeof createApi>, variantId: number) {
  return app.request('/api/sales/api/v1/orders.json', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ order: { line_items: [{ variant_id: variantId, quantity: 1000 }] } }),
  });
}

async function someVariantId(db: Db): Promise<number> {
  const result = (await db.execute(
    `select id from variants where unit_for_quantity = 'g' and minimum_quantity <= 1000
       and maximum_quantity >= 1000 and total_on_hand >= 100000 order by id limit 1`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows[0]!.id;
}

afterEach(() => jest.restoreAllMocks());

describe('a lost database connection', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('answers 503 with Retry-After, logs the outage once, and its end with the requests it turned away', async () => {
    const warnings = logged('warn');
    const errors = logged('error');
    const variantId = await someVariantId(database.db);
    let down = false;
    const lost = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    // The database as the driver shows an outage: every query fails with the server's 57P01.
    const failing = new Proxy(database.db, {
      get(target, property, receiver) {
        if (down) throw new Error('Failed query', { cause: lost });
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const app = createApi({ getDb: async () => failing });

    down = true;
    for (let i = 0; i < 3; i++) {
      const response = await newCart(app, variantId);
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('5');
      expect(await response.json()).toEqual(UNAVAILABLE);
    }
    expect(warnings).toEqual([['database unavailable', { err: expect.any(Error) }]]);
    expect(errors).toEqual([]);

    down = false;
    await waitFor(() => warnings.length === 2);
    expect(warnings[1]).toEqual([
      'database available again',
      { affectedRequests: 3, ms: expect.any(Number) },
    ]);
    expect((await newCart(app, variantId)).status).toBe(201);
    expect(errors).toEqual([]);
  });

  it('answers 503 when the connection is refused from the start', async () => {
    const warnings = logged('warn');
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const app = createApi({
      getDb: async () => {
        throw refused;
      },
    });
    const response = await newCart(app, 1);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(await response.json()).toEqual(UNAVAILABLE);
    expect(warnings).toEqual([['database unavailable', { err: refused }]]);
  });

  it('still answers 500 to a failure that is not an outage', async () => {
    const errors = logged('error');
    const app = createApi({
      getDb: async () => {
        throw Object.assign(new Error('relation "orders" does not exist'), { code: '42P01' });
      },
    });
    expect((await newCart(app, 1)).status).toBe(500);
    expect(errors.map(([message]) => message)).toContain('unhandled error');
  });
});

(process.env.TEST_DATABASE_URL ? describe : describe.skip)(
  'PostgreSQL connections killed under cart writes',
  () => {
    let database: Database;
    let admin: pg.Client;
    beforeAll(async () => {
      database = await createTestDatabase();
      admin = new pg.Client({ connectionString: await testDatabaseUrl(database) });
      await admin.connect();
    });
    afterAll(async () => {
      await admin.end();
      await database.close();
    });

    it('answers 201 or 503 (never 500), loses no acknowledged write and logs each outage once', async () => {
      const warnings = logged('warn');
      const errors = logged('error');
      const variantId = await someVariantId(database.db);
      const app = createApi({ getDb: async () => database.db });

      const created: string[] = [];
      const statuses = new Map<number, number>();
      const answers: [number, string | null, unknown][] = [];
      let writing = true;
      const writer = async () => {
        while (writing) {
          const response = await newCart(app, variantId);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const body = (await response.json()) as { number: string } | ErrorBody;
          if (response.status === 201) created.push((body as { number: string }).number);
          else answers.push([response.status, response.headers.get('Retry-After'), body]);
        }
      };
      const writers = Array.from({ length: 8 }, writer);
      // What a restart does to the app's connections: every one of them ended by the server (57P01),
      // several times while the writes go on.
      for (let round = 0; round < 10; round++) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      writing = false;
      await Promise.all(writers);

      expect(errors.map(([message, details]) => [message, String(details.err)])).toEqual([]);
      expect(answers.filter(([status]) => status !== 503)).toEqual([]);
      expect(new Set(answers.map(([, retryAfter, body]) => JSON.stringify([retryAfter, body])))).toEqual(
        new Set([JSON.stringify(['5', UNAVAILABLE])]),
      );
      expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
      // Every acknowledged cart is there.
      const rows = await database.db
        .select({ number: orderTables.orders.number })
        .from(orderTables.orders)
        .where(inArray(orderTables.orders.number, created));
      expect(rows.length).toBe(created.length);

      // Each outage said once, and when it ended, how many requests it turned away: all the 503s.
      await waitFor(
        () =>
          warnings.filter(([m]) => m === 'database available again').length ===
          warnings.filter(([m]) => m === 'database unavailable').length,
      );
      const outages = warnings.filter(([message]) => message === 'database unavailable');
      expect(outages.length).toBeGreaterThan(0);
      expect(outages.length).toBeLessThanOrEqual(10);
      const turnedAway = warnings
        .filter(([message]) => message === 'database available again')
        .reduce((sum, [, details]) => sum + (details.affectedRequests as number), 0);
      expect(turnedAway).toBe(statuses.get(503));
      expect(errors).toEqual([]);
    });
  },
);
