/**
 * A big shop's data (docs/performance.md): the reads and writes of the shop's pages, the staff's board and
 * the jobs, on a big shop (bench/big-shop.mts: 10,000 products of two variants, 100,000 customers, 500,000
 * past orders with 3 million lines, 2 million product views, a year of delivery slots) against the same call
 * on the demo shop, in one run. Each case runs the services its page or job runs, in process (no network,
 * no page cache: what a cache miss costs), on the same subjects on both shops, one call on each in turn
 * (./stats.mts, measurePair). Prints each case's p95 on both and their ratio (target ≤ 1.5), and the
 * seeding time.
 *
 *   npm run bench -- scale          PostgreSQL (a throwaway server, scripts/postgres-server.mts) at the full
 *                                   size, then PGlite (in memory) at a fifth of it
 *   BENCH_SCALE=0.01 ...            both sizes times 0.01 (a quick check that everything runs)
 *   BENCH_DATABASES=postgres ...    only PostgreSQL (or pglite)
 *   BENCH_RUNS=100 ...              timed calls per case and shop, the shops' in turn (after 20 untimed)
 *   BENCH_RECORD=0 ...              do not overwrite bench/last-run.json
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../lib/server/db/database.ts';
import { deleteOldVitals } from '../lib/server/analytics/web-vitals.ts';
import { catalogueChanged } from '../lib/server/catalogue/catalogue-changes.ts';
import { coPurchasedProductIds } from '../lib/server/catalogue/co-purchases.ts';
import {
  departmentPageExists,
  findDepartment,
  listDepartments,
} from '../lib/server/catalogue/departments.ts';
import { frequentlyPurchasedTogether } from '../lib/server/catalogue/product-lists.ts';
import { deleteOldGuestViews, listRecentlyViewed } from '../lib/server/catalogue/product-views.ts';
import { listRecipes } from '../lib/server/catalogue/recipes.ts';
import { relatedVariantIds } from '../lib/server/catalogue/related-products.ts';
import * as catalogueTables from '../lib/server/catalogue/schema.ts';
import { findVariantBySlug, variantSlugExists } from '../lib/server/catalogue/variants.ts';
import { staffBoard } from '../lib/server/fulfilment/board.ts';
import { deleteOldDriverLocations } from '../lib/server/fulfilment/delivery.ts';
import { listOrdersForStaff } from '../lib/server/fulfilment/staff-queries.ts';
import { listMyOrders } from '../lib/server/orders/my-orders.ts';
import { cachedSitemapDocument } from '../lib/server/pages/sitemap-cache.ts';
import { forgetOldDeliveries } from '../lib/server/payments/webhook-deliveries.ts';
import { multiSearch, type MultiSearchRequest } from '../lib/server/search/multi-search.ts';
import { salesSearchEngine } from '../lib/server/search/sales-index.ts';
import { FACETS, SEARCH_HITS_PER_PAGE } from '../lib/search/search-settings.ts';
import type { OrderJson } from '../lib/sales-api/order.ts';
import { withPostgresServer } from '../scripts/postgres-server.mts';
import { customersAtConfirm, put, type Shopper } from '../test-support/server/checkout-fixtures.ts';
import { testApiOn, type TestApi } from '../test-support/server/test-api.ts';
import { createTestDatabase } from '../test-support/server/test-database.ts';
import { bigShopSize, seedBulk, seedSubjects, type BigShopSize, type Subjects } from './big-shop.mts';
import { hostLoad, printTargets, recordRun, type Target } from './budget.mts';
import { measurePair } from './stats.mts';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const DATABASES = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
const RATIO_LIMIT = 1.5;
/** PGlite holds its database in memory: a fifth of the size. */
const PGLITE_SHARE = 0.2;
const PRODUCT_SLUG = 'picanha-bovina';
const SEARCHES = ['picanha', 'carne bovina', 'linguiça toscana', 'frango'];
const ORIGIN = 'https://www.casadacarne.example';

/** What /busca asks for: the page's hits with every facet counted. */
const searchRequest = (query: string): MultiSearchRequest => ({
  requests: [
    {
      indexName: 'product_sales',
      params: {
        query,
        page: 0,
        hitsPerPage: SEARCH_HITS_PER_PAGE,
        maxValuesPerFacet: 10,
        facets: [FACETS.cookingMethod, FACETS.manufacturer, FACETS.onSale],
        tagFilters: '',
      },
    },
  ],
});

interface Shop {
  database: Database;
  subjects: Subjects;
  /** Customers at the confirm step, one per timed completion. */
  shoppers: { shopper: Shopper; number: string }[];
}

/** Customers at the confirm step with two products and a card, each on a scheduled window in turn. */
const customersOnWindows = (api: TestApi, count: number) =>
  customersAtConfirm(api, count, (i) => ({
    pickRate: (order: OrderJson) => {
      const scheduled = order.shipments[0]!.shipping_rates.filter((rate) => rate.shipping_method_id === 1);
      return scheduled[i % scheduled.length]!.id;
    },
  }));

async function openShop(size: BigShopSize, big: boolean): Promise<Shop & { seconds: number }> {
  const database = await createTestDatabase();
  const subjects = await seedSubjects(database.db, size);
  let seconds = 0;
  if (big) {
    const started = performance.now();
    await seedBulk(database.db, size);
    seconds = (performance.now() - started) / 1000;
    await catalogueChanged(database.db);
  }
  const shoppers = await customersOnWindows(testApiOn(database, {}, { checkAnswers: false }), RUNS + 20);
  return { database, subjects, shoppers, seconds };
}

type Case = [name: string, run: (shop: Shop) => () => Promise<unknown>];

const CASES: Case[] = [
  [
    'product page',
    ({ database: { db } }) =>
      async () => {
        if (!(await variantSlugExists(db, PRODUCT_SLUG))) throw new Error('no product');
        const product = (await findVariantBySlug(db, PRODUCT_SLUG))!;
        await Promise.all([
          listDepartments(db),
          listRecipes(db, product.product_id),
          relatedVariantIds(db, product.product_id),
        ]);
      },
  ],
  [
    "the product's department page",
    ({ database: { db } }) => {
      let departmentId: number | undefined;
      return async () => {
        departmentId ??= await departmentOf(db);
        if (!(await departmentPageExists(db, departmentId))) throw new Error('no department');
        await Promise.all([findDepartment(db, departmentId), listDepartments(db)]);
      };
    },
  ],
  [
    'search (/busca)',
    ({ database: { db } }) => {
      let n = 0;
      return async () =>
        multiSearch(
          await salesSearchEngine(db),
          'product_sales',
          searchRequest(SEARCHES[n++ % SEARCHES.length]!),
        );
    },
  ],
  ...[1, 50].map((page): Case => [
    `order history, page ${page}`,
    ({ database: { db }, subjects }) =>
      async () => {
        const answer = await listMyOrders(db, subjects.historyUserId, {
          page,
          perPage: 10,
          states: ['complete', 'canceled'],
        });
        if (answer.orders.length !== 10) throw new Error(`page ${page}: ${answer.orders.length} orders`);
      },
  ]),
  [
    'the staff board of the busy day',
    ({ database: { db }, subjects }) =>
      async () =>
        staffBoard(db, subjects.boardDate),
  ],
  [
    // The command line's list of placed orders (GET /admin/orders): the newest 50 and where the next 50 start.
    "the staff's order list, page 1",
    ({ database: { db } }) =>
      async () => {
        const answer = await listOrdersForStaff(db, {});
        if (answer.orders.length !== 50) throw new Error(`staff list: ${answer.orders.length} orders`);
      },
  ],
  [
    'recently viewed',
    ({ database: { db }, subjects }) =>
      async () => {
        const viewed = await listRecentlyViewed(db, `user:${subjects.historyUserId}`);
        if (viewed.length === 0) throw new Error('nothing viewed');
      },
  ],
  [
    'bought together',
    ({ database: { db } }) => {
      let variantId: number | undefined;
      return async () => {
        variantId ??= (await findVariantBySlug(db, PRODUCT_SLUG))!.id;
        return frequentlyPurchasedTogether(db, variantId, coPurchasedProductIds);
      };
    },
  ],
  [
    // As /sitemap.xml answers: from memory until the catalogue's addresses change (written anew then,
    // docs/performance.md).
    'sitemap',
    ({ database: { db } }) =>
      async () =>
        cachedSitemapDocument(db, ORIGIN),
  ],
  [
    'retention jobs (one round)',
    ({ database: { db } }) =>
      async () => {
        const now = new Date();
        await deleteOldVitals(db, now);
        await deleteOldGuestViews(db, now);
        await deleteOldDriverLocations(db, now);
        await forgetOldDeliveries(db, now);
      },
  ],
];

async function departmentOf(db: Database['db']): Promise<number> {
  const [row] = await db
    .select({ id: catalogueTables.subdepartments.departmentId })
    .from(catalogueTables.variants)
    .innerJoin(catalogueTables.products, eq(catalogueTables.products.id, catalogueTables.variants.productId))
    .innerJoin(
      catalogueTables.subdepartments,
      eq(catalogueTables.subdepartments.id, catalogueTables.products.subdepartmentId),
    )
    .where(and(eq(catalogueTables.variants.slug, PRODUCT_SLUG)));
  return row!.id;
}

/** A completion (PUT /checkouts/{n}/next) of each prepared customer in turn, one a call. */
function completion(shop: Shop): () => Promise<void> {
  const api = testApiOn(shop.database, {}, { checkAnswers: false });
  let next = 0;
  return async () => {
    const { shopper, number } = shop.shoppers[next++]!;
    const answer = await put(api, shopper, `/api/v1/checkouts/${number}/next`);
    if (answer.status !== 200 || answer.body.state !== 'complete')
      throw new Error(`completion: ${answer.status} ${JSON.stringify(answer.body)}`);
  };
}

async function counts(db: Database['db']): Promise<string> {
  const result = (await db.execute(sql`
    select (select count(*) from products)::int as products, (select count(*) from variants)::int as variants,
           (select count(*) from users)::int as users, (select count(*) from orders)::int as orders,
           (select count(*) from line_items)::int as lines, (select count(*) from product_views)::int as views,
           (select count(*) from delivery_slots)::int as slots`)) as unknown as {
    rows: Record<string, number>[];
  };
  return Object.entries(result.rows[0]!)
    .map(([name, n]) => `${n.toLocaleString('en')} ${name}`)
    .join(', ');
}

const figures: Record<string, number | string> = {};
const targets: Target[] = [];

async function benchOn(label: string, size: BigShopSize): Promise<void> {
  console.log(`\n${label}: seeding the demo shop and the big one (${JSON.stringify(size)})...`);
  const demo = await openShop(size, false);
  const big = await openShop(size, true);
  try {
    console.log(`${label}: big shop seeded in ${big.seconds.toFixed(1)} s: ${await counts(big.database.db)}`);
    figures[`${label}: seeding s`] = Number(big.seconds.toFixed(1));
    const rows = [];
    for (const [name, run] of [...CASES, ['a completion', completion] satisfies Case]) {
      // The two shops' calls in turn: the host's other work falls on both alike.
      const [onDemo, onBig] = await measurePair(RUNS, run(demo), run(big));
      rows.push({ name, demo: onDemo.p95, big: onBig.p95, demoP50: onDemo.p50, bigP50: onBig.p50 });
    }
    // p95 is the target; p50 beside it shows how much of a short call's p95 is the host's load.
    console.log(`\n${label}: p50 and p95 in ms, ${RUNS} calls each — ${hostLoad()}`);
    console.table(
      rows.map((row) => ({
        case: row.name,
        'demo p50': row.demoP50.toFixed(2),
        'big p50': row.bigP50.toFixed(2),
        'demo p95': row.demo.toFixed(2),
        'big p95': row.big.toFixed(2),
        'p95 ratio': (row.big / row.demo).toFixed(2),
      })),
    );
    for (const row of rows) {
      const ratio = Number((row.big / row.demo).toFixed(2));
      figures[`${label}: ${row.name} p50 ms`] = Number(row.bigP50.toFixed(2));
      figures[`${label}: ${row.name} p95 ms`] = Number(row.big.toFixed(2));
      figures[`${label}: ${row.name} ratio`] = ratio;
      targets.push({
        name: `${label}: ${row.name}, p95 on the big shop over the demo's`,
        value: ratio,
        limit: RATIO_LIMIT,
        unit: '×',
        kind: 'max',
        note: `${row.big.toFixed(1)} ms against ${row.demo.toFixed(1)} ms`,
      });
    }
  } finally {
    await Promise.all([demo.database.close(), big.database.close()]);
  }
}

if (DATABASES.includes('postgres')) {
  await withPostgresServer(async (url, version) => {
    process.env.TEST_DATABASE_URL = url;
    try {
      await benchOn(`PostgreSQL ${version}`, bigShopSize(SCALE));
    } finally {
      delete process.env.TEST_DATABASE_URL;
    }
  });
}
if (DATABASES.includes('pglite')) await benchOn('PGlite', bigShopSize(SCALE * PGLITE_SHARE));

printTargets(`A big shop's data, scale ${SCALE} (docs/performance.md)`, targets);
if (SCALE === 1) recordRun('scale', figures, targets);
else console.log('figures not stored: a run at BENCH_SCALE=1 stores them');
