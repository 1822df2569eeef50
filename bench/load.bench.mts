/**
 * The defined peak (docs/performance.md, A defined peak): Christmas Eve for a chain of butchers in
 * Salvador, at 150 % (200 requests/s, 1.25 completed orders/s by default), against two instances of the
 * production build on one PostgreSQL server (scripts/app-instance.mts, scripts/postgres-server.mts), a
 * load balancer's turn by turn: each request goes to the next instance, a cart made on one is checked
 * out on the other. Sessions of shoppers who order and of shoppers who only look (bench/load-plan.ts) are
 * played open loop: every step starts on its schedule whether earlier answers came or not, except the
 * cart's and checkout's steps, which wait for the session's previous one. Each latency is counted from
 * when the request was due, so a queue in front of the shop shows in the figures.
 *
 * Prints, per run: the requests/s achieved, p50/p95/p99 and errors per request kind, the invariants read
 * back from the database (no lost line, stock never below zero and taken once per line sold, no slot
 * over capacity, one payment per order), the CPU milliseconds per completed order (the instances' process
 * CPU time) and each instance's resident memory, as read and after a full garbage collection; then, over
 * the runs in a row, the leak check (on the memory after the collections).
 *
 *   npm run bench -- load           (builds first when the build is stale)
 *   BENCH_LOAD_SECONDS=60 ...       length of each run
 *   BENCH_LOAD_RATE=200 ...         requests per second offered
 *   BENCH_LOAD_RUNS=3 ...           runs in a row on the same instances (the leak check needs 2 or more)
 *   BENCH_PORT=4300 ...             port of the first instance (the second one is on the next)
 */
import fs from 'node:fs';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../lib/server/db/database.ts';
import { seedIfEmpty } from '../lib/server/seed/seed.ts';
import { cardWindowLimit } from '../lib/checkout/authorization.ts';
import * as catalogueTables from '../lib/server/catalogue/schema.ts';
import * as checkoutTables from '../lib/server/checkout/schema.ts';
import * as storeTables from '../lib/server/store/schema.ts';
import * as orderTables from '../lib/server/orders/schema.ts';
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '../lib/account/session-hint.ts';
import { SESSION_COOKIE } from '../lib/server/auth/session-cookie.ts';
import type { OrderJson } from '../lib/sales-api/order.ts';
import { jsonRequest } from '../test-support/server/account-fixtures.ts';
import {
  APPROVED_CARD,
  checkoutToConfirm,
  createCart,
  createShopper,
  put,
  setStock,
  type Shopper,
} from '../test-support/server/checkout-fixtures.ts';
import type { TestApi } from '../test-support/server/test-api.ts';
import { startAppInstance, type AppInstance } from '../scripts/app-instance.mts';
import { buildIfStale } from '../scripts/build-if-stale.mts';
import { withPostgresServer } from '../scripts/postgres-server.mts';
import { hostLoad, printTargets, type Target } from './budget.mts';
import {
  buildSchedule,
  cpuMsOfStat,
  invariantBreaches,
  memoryGrowth,
  parentOfStat,
  REQUESTS_PER_ORDER,
  residentMbOfStatus,
  STEPS,
  summarize,
  type AfterRun,
  type PlannedStep,
  type RequestKind,
  type Sample,
  type Session,
} from './load-plan.ts';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_LOAD_RATE ?? 200);
const RUNS = Number(process.env.BENCH_LOAD_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4300);
/** Targets (docs/performance.md, A defined peak). */
const P99_LIMIT_MS = 300;
const RESIDENT_LIMIT_MB = 350;
const LEAK_TOLERANCE_PERCENT = 5;
/**
 * The warm-up before the measured runs, at the runs' rate: every page and call served many times by both
 * instances, their code compiled and their caches filled, as a shop's at a peak.
 */
const WARM_UP_SECONDS = 20;
/**
 * Orders a window takes at the peak: Christmas Eve's windows take more than a day's, as a card pays only
 * for the windows of the next three days (lib/checkout/authorization.ts) and every run's orders must find
 * room in them.
 */
const PEAK_SLOT_CAPACITY = 100;
/** A request unanswered this long counts as an error (and the run does not wait for it for ever). */
const REQUEST_TIMEOUT_MS = 120_000;
/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;
const SEARCH_TERMS = [
  'picanha',
  'linguiça',
  'costela',
  'frango',
  'alcatra',
  'hambúrguer',
  'maminha',
  'cupim',
];

interface Catalogue {
  departments: number[];
  /** Every product's variant, for the pages and the lists. */
  slugs: string[];
  /** What shoppers put in their carts: in stock, no drink (its age question is another step). */
  buyable: { id: number; minimum: number; increment: number; maximum: number; unit: 'g' | 'un' }[];
}

interface Answer {
  status: number;
  text: string;
}

interface ShopperState {
  session: Session;
  /** The session's own client address (the instances trust the loopback's X-Forwarded-For). */
  headers: Record<string, string>;
  cookie?: string;
  shopper?: Shopper;
  cart?: OrderJson;
  /** The session's last chained step (the cart's and the checkout's wait for it). */
  chain: Promise<void>;
  /** A chained step failed: the session's later chained steps are not tried. */
  broken: boolean;
  visits: number;
}

const rng = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

class Run {
  readonly samples: Sample[] = [];
  readonly completed: string[] = [];
  /** Requests that got no answer, by error. */
  readonly failures = new Map<string, number>();
  skipped = 0;
  lateChained = 0;
  private turn = 0;
  constructor(
    private readonly instances: AppInstance[],
    private readonly catalogue: Catalogue,
  ) {}

  private origin() {
    return this.instances[this.turn++ % this.instances.length]!.origin;
  }

  /**
   * One request, timed from `due` (when it should have started), recorded under `kind`; its whole answer
   * read. No answer at all (a refused or reset connection) is recorded as an error and given as status 0.
   */
  async send(kind: RequestKind, path: string, init: RequestInit, due: number): Promise<Answer> {
    const started = Math.min(due, performance.now());
    let answer: Answer;
    try {
      const response = await fetch(this.origin() + path, {
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        ...init,
      });
      answer = { status: response.status, text: await response.text() };
    } catch (error) {
      // fetch says only 'fetch failed': the reason (refused, reset, timed out) is its cause.
      const reason = String((error as Error).cause ?? error);
      this.failures.set(reason, (this.failures.get(reason) ?? 0) + 1);
      answer = { status: 0, text: '' };
    }
    this.samples.push({
      kind,
      ms: performance.now() - started,
      error: answer.status === 0 || answer.status >= 400,
    });
    return answer;
  }

  /** The sales API as the checkout's fixtures call it, recording each call under `kind`. */
  apiFor(kind: RequestKind, due: number): Pick<TestApi, 'json'> {
    let nextDue = due;
    return {
      json: async <T,>(path: string, init?: RequestInit) => {
        const { status, text } = await this.send(kind, `/api/sales${path}`, init ?? {}, nextDue);
        nextDue = Infinity; // A step's later calls are due when the earlier one answered.
        return { status, body: (text ? JSON.parse(text) : null) as T };
      },
    };
  }

  async step(state: ShopperState, planned: PlannedStep, dueAt: number): Promise<unknown> {
    const { catalogue } = this;
    const random = rng(state.session.id * 7919 + state.visits++);
    const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const page = (path: string) =>
      this.send(
        'page',
        path,
        { headers: { ...state.headers, ...(state.cookie && { cookie: state.cookie }) } },
        dueAt,
      );
    const api = (path: string, init: RequestInit = {}) =>
      this.send(
        STEPS[planned.step].kind,
        `/api/sales${path}`,
        { ...init, headers: { ...state.headers, ...init.headers } },
        dueAt,
      );
    const cartApi = () => this.apiFor(STEPS[planned.step].kind, dueAt);
    const expectOk = async (answer: Promise<{ status: number; body: OrderJson }>) => {
      const { status, body } = await answer;
      if (status < 200 || status >= 300)
        throw new Error(`${planned.step}: ${status} ${JSON.stringify(body)}`);
      state.cart = body;
    };
    const term = SEARCH_TERMS[state.session.id % SEARCH_TERMS.length]!;
    const cart = state.cart;
    switch (planned.step) {
      case 'home':
        return page('/');
      case 'department':
        return page(`/departamentos/${pick(catalogue.departments)}`);
      case 'product':
        return page(`/produtos/${pick(catalogue.slugs)}`);
      case 'search page':
        return page(`/busca?q=${encodeURIComponent(term)}`);
      case 'cart page':
        return page('/carrinho');
      case 'checkout page':
        return page('/checkout');
      case 'confirmation page':
        return page(`/confirmacao/${cart!.number}`);
      case 'current cart':
        return api('/api/v1/orders/current');
      case 'product list':
        return api(`/v2/products?q[s]=sales_volume+desc&page=${1 + (state.visits % 3)}&per_page=20`);
      case 'bought together':
        return api(`/v2/products/${pick(catalogue.buyable).id}/frequently_purchased_together`);
      case 'recently viewed':
        return api('/v2/products/recently_viewed');
      case 'addresses':
        return api('/v2/addresses');
      case 'promotions':
        return api('/api/v1/promotions?by_eligible=true');
      case 'order':
        return api(`/api/v1/orders/${cart!.number}`);
      case 'product view':
        return api(`/v2/products/${pick(catalogue.buyable).id}/views`, { method: 'POST' });
      case 'search': {
        // Search as you type: a longer prefix of the session's word with every keystroke's request.
        const query = term.slice(0, Math.min(term.length, 3 + (state.visits % 5)));
        const params = {
          query,
          page: 0,
          hitsPerPage: 20,
          maxValuesPerFacet: 10,
          facets: ['manufacturer', 'on_sale'],
        };
        return api('/v2/search/queries', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ requests: [{ indexName: 'product_sales', params }] }),
        });
      }
      case 'create cart': {
        const item = this.nextItem(state, random);
        state.cart = await createCart(cartApi(), state.shopper!, [
          { variant_id: item.id, quantity: item.minimum },
        ]);
        return;
      }
      case 'add line': {
        const item = this.nextItem(state, random);
        return expectOk(
          cartApi().json<OrderJson>(
            `/api/v1/orders/${cart!.number}/line_items`,
            jsonRequest(
              'POST',
              { line_item: { variant_id: item.id, quantity: item.minimum } },
              state.headers,
            ),
          ),
        );
      }
      case 'change line': {
        const line = cart!.line_items[state.visits % cart!.line_items.length]!;
        const item = catalogue.buyable.find((candidate) => candidate.id === line.variant_id)!;
        const quantity =
          line.quantity + item.increment <= item.maximum ? line.quantity + item.increment : item.minimum;
        return expectOk(
          put(cartApi(), state.shopper!, `/api/v1/orders/${cart!.number}/line_items/${line.id}`, {
            line_item: { quantity },
          }),
        );
      }
      case 'remove line': {
        const line = cart!.line_items[cart!.line_items.length - 1]!;
        return expectOk(
          cartApi().json<OrderJson>(
            `/api/v1/orders/${cart!.number}/line_items/${line.id}`,
            jsonRequest('DELETE', undefined, state.headers),
          ),
        );
      }
      case 'checkout to confirm': {
        // A window chosen among the three earliest with room (Christmas Eve's shoppers want them first)
        // that the card pays for.
        const pickRate = (order: OrderJson) => {
          const limit = cardWindowLimit(new Date());
          const open = order.shipments[0]!.shipping_rates.filter(
            (rate) =>
              rate.shipping_method_id === 1 &&
              (rate.deliveries_remaining ?? 0) > 0 &&
              new Date(rate.delivery_window_end!) <= limit,
          );
          return pick(open.slice(0, 3)).id;
        };
        state.cart = await checkoutToConfirm(cartApi(), state.shopper!, cart!.number, {
          payment: { card: APPROVED_CARD },
          pickRate,
        });
        return;
      }
      case 'complete': {
        const answer = await put(cartApi(), state.shopper!, `/api/v1/checkouts/${cart!.number}/next`);
        if (answer.status !== 200 || answer.body.state !== 'complete')
          throw new Error(`complete: ${answer.status} ${JSON.stringify(answer.body)}`);
        state.cart = answer.body;
        this.completed.push(cart!.number);
        return;
      }
    }
  }

  /** A product not in the session's cart yet. */
  private nextItem(state: ShopperState, random: () => number) {
    const inCart = new Set(state.cart?.line_items.map((line) => line.variant_id));
    const candidates = this.catalogue.buyable.filter((item) => !inCart.has(item.id));
    return candidates[Math.floor(random() * candidates.length)]!;
  }

  /** Starts the step at its time; a chained one waits for the session's previous chained step. */
  launch(state: ShopperState, planned: PlannedStep, runStart: number): Promise<void> {
    const scheduled = runStart + planned.at;
    if (!STEPS[planned.step].chained) {
      // Requests record their own failures (send); anything thrown here is a fault of the bench.
      return this.step(state, planned, scheduled).then(() => undefined);
    }
    state.chain = state.chain.then(async () => {
      if (state.broken) {
        this.skipped += STEPS[planned.step].requests;
        return;
      }
      const due = Math.max(scheduled, performance.now());
      if (due - scheduled > 1000) this.lateChained++;
      try {
        await this.step(state, planned, due);
      } catch (error) {
        state.broken = true;
        console.error(`  session ${state.session.id}: ${(error as Error).message.slice(0, 300)}`);
      }
    });
    return state.chain;
  }
}

/** The instance's process and its children's: CPU ms and resident MB. */
function processFigures(pid: number): { cpuMs: number; residentMb: number } {
  const stats = new Map<number, string>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      stats.set(Number(entry), fs.readFileSync(`/proc/${entry}/stat`, 'utf8'));
    } catch {
      // The process ended while the list was read.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const [child, stat] of stats) if (parentOfStat(stat) === tree[i]) tree.push(child);
  }
  let cpuMs = 0;
  let residentMb = 0;
  for (const member of tree) {
    cpuMs += cpuMsOfStat(stats.get(member)!, TICKS_PER_SECOND);
    residentMb += residentMbOfStatus(fs.readFileSync(`/proc/${member}/status`, 'utf8'));
  }
  return { cpuMs, residentMb };
}

/** Where the instance of port `port` listens for its inspector (loopback only). */
const inspectorPort = (port: number) => port + 100;

/**
 * A full garbage collection in the instance, through its inspector (the Chrome DevTools Protocol's
 * HeapProfiler.collectGarbage): V8 lets garbage pile up to a heap size of its choosing, so resident memory
 * read at any moment says more about when it last collected than about what the instance holds. Read
 * after a collection, it tells a leak from garbage.
 */
async function collectGarbage(port: number): Promise<void> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectorPort(port)}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  try {
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    await new Promise((resolve, reject) => {
      socket.onmessage = resolve;
      socket.onerror = reject;
      socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
    });
  } finally {
    socket.close();
  }
}

async function loadCatalogue(origin: string): Promise<Catalogue> {
  const get = async <T,>(path: string) => (await (await fetch(`${origin}/api/sales${path}`)).json()) as T;
  const departments = (await get<{ id: number }[]>('/v2/departments')).map((department) => department.id);
  const { products } = await get<{
    products: {
      id: number;
      slug: string;
      in_stock: boolean;
      alcoholic: boolean;
      unit_for_quantity: 'g' | 'un';
      minimum_quantity: number;
      increment_quantity: number;
      maximum_quantity: number;
    }[];
  }>('/v2/products?q[s]=sales_volume+desc&per_page=100');
  return {
    departments,
    slugs: products.map((product) => product.slug),
    buyable: products
      .filter((product) => product.in_stock && !product.alcoholic)
      .slice(0, 40)
      .map((product) => ({
        id: product.id,
        minimum: product.minimum_quantity,
        increment: product.increment_quantity,
        maximum: product.maximum_quantity,
        unit: product.unit_for_quantity,
      })),
  };
}

async function stockOf(database: Database, ids: number[]): Promise<Map<number, number>> {
  const rows = await database.db
    .select({ id: catalogueTables.variants.id, n: catalogueTables.variants.totalOnHand })
    .from(catalogueTables.variants)
    .where(inArray(catalogueTables.variants.id, ids));
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** What the database holds after the run, beside what the shoppers were answered. */
async function readBack(
  database: Database,
  states: ShopperState[],
  completed: string[],
  stockBefore: Map<number, number>,
): Promise<AfterRun> {
  const { db } = database;
  const carts = states.flatMap((state) => (state.cart ? [state.cart] : []));
  const numbers = carts.map((cart) => cart.number);
  const expectedLines = new Map(
    carts.map((cart) => [
      cart.number,
      new Map(cart.line_items.map((line) => [line.variant_id, line.quantity])),
    ]),
  );
  const lineRows = numbers.length
    ? await db
        .select({
          number: orderTables.orders.number,
          variant: orderTables.lineItems.variantId,
          quantity: sql<number>`sum(${orderTables.lineItems.quantity})::int`,
        })
        .from(orderTables.lineItems)
        .innerJoin(orderTables.orders, eq(orderTables.orders.id, orderTables.lineItems.orderId))
        .where(inArray(orderTables.orders.number, numbers))
        .groupBy(orderTables.orders.number, orderTables.lineItems.variantId)
    : [];
  const storedLines = new Map<string, Map<number, number>>();
  for (const row of lineRows) {
    if (!storedLines.has(row.number)) storedLines.set(row.number, new Map());
    storedLines.get(row.number)!.set(row.variant, row.quantity);
  }
  const storedComplete = numbers.length
    ? (
        await db
          .select({ number: orderTables.orders.number })
          .from(orderTables.orders)
          .where(and(inArray(orderTables.orders.number, numbers), eq(orderTables.orders.state, 'complete')))
      ).map((row) => row.number)
    : [];
  const negativeStock = (
    await db
      .select({ id: catalogueTables.variants.id })
      .from(catalogueTables.variants)
      .where(lt(catalogueTables.variants.totalOnHand, 0))
  ).map((row) => row.id);
  const slots = await db
    .select({
      id: checkoutTables.deliverySlots.id,
      capacity: checkoutTables.deliverySlots.capacity,
      booked: checkoutTables.deliverySlots.booked,
      bookings: sql<number>`count(${checkoutTables.slotBookings.orderId})::int`,
    })
    .from(checkoutTables.deliverySlots)
    .leftJoin(
      checkoutTables.slotBookings,
      eq(checkoutTables.slotBookings.slotId, checkoutTables.deliverySlots.id),
    )
    .groupBy(checkoutTables.deliverySlots.id);
  const paymentRows = numbers.length
    ? await db
        .select({ number: orderTables.orders.number, n: sql<number>`count(*)::int` })
        .from(checkoutTables.payments)
        .innerJoin(orderTables.orders, eq(orderTables.orders.id, checkoutTables.payments.orderId))
        .where(
          and(
            inArray(orderTables.orders.number, numbers),
            inArray(checkoutTables.payments.state, ['processing', 'pending', 'completed']),
          ),
        )
        .groupBy(orderTables.orders.number)
    : [];
  return {
    expectedLines,
    storedLines,
    completed,
    storedComplete,
    stockBefore,
    stockAfter: await stockOf(database, [...stockBefore.keys()]),
    negativeStock,
    slots,
    livePayments: new Map(paymentRows.map((row) => [row.number, row.n])),
  };
}

/** Run `runNumber` (0 is the warm-up): `seconds` at `rate` requests/s. */
async function loadRun(
  runNumber: number,
  seconds: number,
  rate: number,
  instances: AppInstance[],
  database: Database,
  catalogue: Catalogue,
) {
  const schedule = buildSchedule(seconds, rate);
  // The fixtures' database side: customers with an address and a session, written straight to the
  // database (checkout-fixtures.ts); nothing of it goes through the instances.
  const fixtures = { database } as TestApi;
  const states: ShopperState[] = [];
  for (const session of schedule.sessions) {
    const n = session.id + runNumber * 100_000;
    const headers = { 'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
    const state: ShopperState = { session, headers, chain: Promise.resolve(), broken: false, visits: 0 };
    if (session.ordering) {
      state.shopper = await createShopper(fixtures);
      state.shopper.headers = { ...state.shopper.headers, ...headers };
      state.headers = state.shopper.headers;
      // As a signed-in browser holds them: the session and the signed-in hint the API set beside it.
      state.cookie = `${SESSION_COOKIE}=${state.shopper.token}; ${SIGNED_IN_HINT_COOKIE}=${SIGNED_IN_HINT_VALUE}`;
    }
    states.push(state);
  }
  const stockBefore = await stockOf(
    database,
    catalogue.buyable.map((item) => item.id),
  );
  const orders = schedule.sessions.filter((session) => session.ordering).length;
  console.log(
    `\n${runNumber ? `Run ${runNumber} of ${RUNS}` : 'Warm-up (not counted)'}: ` +
      `${schedule.requests} requests in ${seconds} s (${rate}/s), ` +
      `${orders} ordering and ${schedule.sessions.length - orders} browsing sessions — ${hostLoad()}`,
  );

  const run = new Run(instances, catalogue);
  const cpuBefore = instances.map((instance) => processFigures(instance.process.pid!).cpuMs);
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (const planned of schedule.steps) {
    const wait = started + planned.at - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(run.launch(states[planned.session.id]!, planned, started));
  }
  const offeredSeconds = (performance.now() - started) / 1000;
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  const figures = instances.map((instance) => processFigures(instance.process.pid!));
  const cpuMs = figures.reduce((sum, figure, i) => sum + figure.cpuMs - cpuBefore[i]!, 0);
  await Promise.all(instances.map((instance) => collectGarbage(Number(new URL(instance.origin).port))));
  const collected = instances.map((instance) => processFigures(instance.process.pid!).residentMb);
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const clientCpuMs = (clientCpu.user + clientCpu.system) / 1000;

  const answered = run.samples.filter((sample) => !sample.error).length;
  const rows = summarize(run.samples);
  console.log(
    `offered ${(schedule.requests / offeredSeconds).toFixed(1)} requests/s over ${offeredSeconds.toFixed(1)} s; ` +
      `answered ${answered} without error in ${elapsed.toFixed(1)} s: ${(answered / elapsed).toFixed(1)} requests/s, ` +
      `${(run.completed.length / elapsed).toFixed(2)} completed orders/s (${run.completed.length} of ${orders})`,
  );
  for (const [error, count] of run.failures) console.log(`no answer (${count}×): ${error}`);
  console.log(
    `${run.skipped} requests not sent (their session's cart or checkout failed earlier); ` +
      `${run.lateChained} cart or checkout steps started more than 1 s late (waiting for the previous answer)`,
  );
  console.table(
    rows.map((row) => ({
      kind: row.kind,
      requests: row.requests,
      errors: row.errors,
      'p50 ms': Math.round(row.p50),
      'p95 ms': Math.round(row.p95),
      'p99 ms': Math.round(row.p99),
    })),
  );
  const breaches = invariantBreaches(await readBack(database, states, run.completed, stockBefore));
  console.log(
    breaches.length
      ? `invariants: ${breaches.length} breaches\n  ${breaches.slice(0, 20).join('\n  ')}`
      : `invariants held: no lost line, stock never below zero and taken once per line sold, ` +
          `no slot over capacity, one payment per completed order (${run.completed.length} orders)`,
  );
  const cpuPerOrder = run.completed.length ? cpuMs / run.completed.length : NaN;
  console.log(
    `CPU: ${Math.round(cpuMs)} ms of the two instances, ${Math.round(cpuPerOrder)} ms per completed order ` +
      `(with its ${REQUESTS_PER_ORDER} requests); the load's own process ${Math.round(clientCpuMs)} ms ` +
      `(${Math.round(clientCpuMs / 10 / elapsed)} % of a core, on the same cores)`,
  );
  console.log(
    `resident memory: ` +
      figures
        .map(
          (figure, i) =>
            `instance ${i + 1} ${Math.round(figure.residentMb)} MB, ${Math.round(collected[i]!)} MB after a full collection`,
        )
        .join('; '),
  );
  const all = rows.at(-1)!;
  return {
    throughput: answered / elapsed,
    p99: all.p99,
    errors: all.errors + run.skipped,
    breaches: breaches.length,
    cpuPerOrder,
    resident: collected,
  };
}

await buildIfStale();
await withPostgresServer(async (url, version) => {
  const env = { DATABASE_URL: url, TRUSTED_PROXIES: 'loopback', LOG_LEVEL: 'info' };
  // The database as a running shop's instances find it: migrated and seeded before they start, as a
  // release step would (docs/operations.md), so that neither carries the seeding's memory.
  const database = await openDatabase({ kind: 'postgres', url });
  await seedIfEmpty(database.db);
  // The manager's windows for the peak, and the days already offered (the demo's orders made their slots).
  await database.db.update(storeTables.deliveryWindows).set({ capacity: PEAK_SLOT_CAPACITY });
  await database.db.update(checkoutTables.deliverySlots).set({ capacity: PEAK_SLOT_CAPACITY });
  const instances: AppInstance[] = [];
  for (const port of [PORT, PORT + 1])
    instances.push(await startAppInstance(port, env, [`--inspect=127.0.0.1:${inspectorPort(port)}`]));
  try {
    const idle = instances.map((instance) => processFigures(instance.process.pid!).residentMb);
    console.log(
      `PostgreSQL ${version}, two instances: resident memory at start ${idle.map((mb) => `${Math.round(mb)} MB`).join(', ')}`,
    );
    const catalogue = await loadCatalogue(instances[0]!.origin);
    // Stock for the whole peak: the invariants check that it is taken exactly once per line sold.
    const fixtures = { database } as TestApi;
    for (const item of catalogue.buyable)
      await setStock(fixtures, item.id, item.unit === 'g' ? 100_000_000 : 1_000_000);
    const results: Awaited<ReturnType<typeof loadRun>>[] = [];
    // Instances at a peak have served before: each route's code loaded and compiled, the caches filled.
    await loadRun(0, WARM_UP_SECONDS, RATE, instances, database, catalogue);
    for (let i = 1; i <= RUNS; i++)
      results.push(await loadRun(i, SECONDS, RATE, instances, database, catalogue));
    const last = results.at(-1)!;
    const targets: Target[] = [
      {
        name: 'requests/s held (last run)',
        value: last.throughput,
        limit: RATE * 0.98,
        unit: 'req/s',
        kind: 'min',
      },
      { name: 'p99, all requests (last run)', value: last.p99, limit: P99_LIMIT_MS, unit: 'ms', kind: 'max' },
      {
        name: 'errors, all runs',
        value: results.reduce((sum, r) => sum + r.errors, 0),
        limit: 0,
        unit: '',
        kind: 'max',
      },
      {
        name: 'invariant breaches, all runs',
        value: results.reduce((sum, r) => sum + r.breaches, 0),
        limit: 0,
        unit: '',
        kind: 'max',
      },
      ...last.resident.map((mb, i) => ({
        name: `instance ${i + 1} resident after the last run and a full collection`,
        value: mb,
        limit: RESIDENT_LIMIT_MB,
        unit: 'MB',
        kind: 'max' as const,
      })),
    ];
    if (results.length > 1) {
      instances.forEach((_, i) => {
        const series = results.map((result) => result.resident[i]!);
        const { growth } = memoryGrowth(series, LEAK_TOLERANCE_PERCENT);
        targets.push({
          name: `instance ${i + 1} memory growth over ${results.length} runs`,
          value: growth,
          limit: LEAK_TOLERANCE_PERCENT,
          unit: '%',
          kind: 'max',
          note: series.map((mb) => `${Math.round(mb)}`).join(' → ') + ' MB',
        });
      });
    }
    printTargets(
      `Defined peak: ${RATE} requests/s for ${SECONDS} s, two instances on PostgreSQL ${version}`,
      targets,
    );
    console.log(
      `Reproduce: npm run bench -- load   (BENCH_LOAD_SECONDS=${SECONDS} BENCH_LOAD_RATE=${RATE} BENCH_LOAD_RUNS=${RUNS})`,
    );
  } finally {
    await database.close();
    await Promise.all(instances.map((instance) => instance.stop()));
  }
});
