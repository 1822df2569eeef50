/**
 * The peak of the load bench (bench/load.bench.mts; docs/performance.md, A defined peak), as pure logic:
 * what a shopper who orders and one who only browses ask of the shop, the open-loop schedule that spreads
 * their requests at a constant rate, the latency summary per request kind, the invariants read back from
 * the database afterwards, and the process figures (CPU time, resident memory) read from /proc.
 */

/** What the summary groups latencies by. */
export type RequestKind =
  'page' | 'api read' | 'search' | 'api write' | 'cart write' | 'checkout' | 'completion';

/**
 * One step of a session: one request, except 'checkout to confirm', the three panes of /checkout (address,
 * delivery window, card tokenised then payment: four requests, one after the other, as the shopper clicks
 * through them; test-support/server/checkout-fixtures.ts, checkoutToConfirm).
 */
interface Step {
  kind: RequestKind;
  requests: number;
  chained: boolean;
}

/** A step of one request that waits for no other. */
const free = (kind: RequestKind): Step => ({ kind, requests: 1, chained: false });
/**
 * The cart's and the checkout's steps need the cart (its number, its lines) and change it: each waits for
 * the session's previous chained step, as a shopper's clicks wait for the screen to answer.
 */
const chained = (kind: RequestKind, requests = 1): Step => ({ kind, requests, chained: true });

export const STEPS = {
  home: free('page'),
  department: free('page'),
  product: free('page'),
  'search page': free('page'),
  'cart page': free('page'),
  'checkout page': free('page'),
  'current cart': free('api read'),
  'product list': free('api read'),
  'bought together': free('api read'),
  'recently viewed': free('api read'),
  addresses: free('api read'),
  promotions: free('api read'),
  search: free('search'),
  'product view': free('api write'),
  'create cart': chained('cart write'),
  'add line': chained('cart write'),
  'change line': chained('cart write'),
  'remove line': chained('cart write'),
  'checkout to confirm': chained('checkout', 4),
  complete: chained('completion'),
  'confirmation page': chained('page'),
  order: chained('api read'),
} satisfies Record<string, Step>;

export type StepName = keyof typeof STEPS;

/**
 * A shopper who orders, about 60 requests: the home, two departments with their product lists, five
 * products (each page records a view and asks for 'bought together'), a search typed on /busca, a cart
 * of four products with two changes and one removal, the checkout (window and card) and the confirmation.
 */
export const ORDER_SESSION: readonly StepName[] = [
  'home',
  'current cart',
  'recently viewed',
  'department',
  'product list',
  'product list',
  'product',
  'product view',
  'bought together',
  'create cart',
  'product',
  'product view',
  'bought together',
  'add line',
  'search',
  'search',
  'search',
  'search page',
  'search',
  'search',
  'product',
  'product view',
  'add line',
  'department',
  'product list',
  'product list',
  'product',
  'product view',
  'bought together',
  'add line',
  'search',
  'search',
  'product',
  'product view',
  'current cart',
  'recently viewed',
  'cart page',
  'current cart',
  'change line',
  'change line',
  'remove line',
  'promotions',
  'checkout page',
  'addresses',
  'current cart',
  'checkout to confirm',
  'complete',
  'confirmation page',
  'order',
  'current cart',
  'home',
  'current cart',
  'department',
  'product list',
  'product',
  'product view',
  'bought together',
];

/** A shopper who only looks, 20 requests: the home, departments, products and a search. */
export const BROWSE_SESSION: readonly StepName[] = [
  'home',
  'recently viewed',
  'department',
  'product list',
  'product',
  'product view',
  'bought together',
  'product',
  'product view',
  'search',
  'search',
  'search',
  'search page',
  'product',
  'department',
  'product list',
  'product',
  'product view',
  'bought together',
  'department',
];

/** Browse-only sessions per ordering one (docs/performance.md). */
export const BROWSERS_PER_ORDER = 5;

export const requestsOf = (session: readonly StepName[]) =>
  session.reduce((sum, step) => sum + STEPS[step].requests, 0);

/** Requests the shop answers per completed order at the peak: one ordering and five browsing sessions. */
export const REQUESTS_PER_ORDER = requestsOf(ORDER_SESSION) + BROWSERS_PER_ORDER * requestsOf(BROWSE_SESSION);

export interface Session {
  id: number;
  ordering: boolean;
}

export interface PlannedStep {
  /** When the step is started, in ms from the run's start. */
  at: number;
  session: Session;
  step: StepName;
}

export interface Schedule {
  sessions: Session[];
  steps: PlannedStep[];
  /** Requests in the schedule (a checkout step is four). */
  requests: number;
}

/**
 * The open-loop schedule of a run of `seconds` at `requestsPerSecond`: enough ordering sessions for that
 * rate (REQUESTS_PER_ORDER requests each with their browsers), started evenly over the run, each session's
 * steps spaced by a think time (a tenth of the run between an ordering shopper's steps, a twentieth of
 * it for a browser's, in total). All requests in that order are then given start times at exactly the
 * rate, in turn: the rate stays constant from the first second to the last (no ramp), every session keeps
 * its order, and a step's start does not depend on earlier answers (only chained steps wait for theirs).
 */
export function buildSchedule(seconds: number, requestsPerSecond: number): Schedule {
  const orders = Math.max(1, Math.round((seconds * requestsPerSecond) / REQUESTS_PER_ORDER));
  const sessions: Session[] = [];
  const ideal: { time: number; session: Session; step: StepName }[] = [];
  const addSessions = (count: number, ordering: boolean, script: readonly StepName[], spanMs: number) => {
    for (let i = 0; i < count; i++) {
      const session = { id: sessions.length, ordering };
      sessions.push(session);
      const start = ((i + 0.5) / count) * seconds * 1000;
      script.forEach((step, index) =>
        ideal.push({ time: start + (index / script.length) * spanMs, session, step }),
      );
    }
  };
  addSessions(orders, true, ORDER_SESSION, (seconds * 1000) / 10);
  addSessions(orders * BROWSERS_PER_ORDER, false, BROWSE_SESSION, (seconds * 1000) / 20);
  // Stable sort: equal times keep the order they were added in (a session's own steps stay in order).
  ideal.sort((a, b) => a.time - b.time);
  let request = 0;
  const steps = ideal.map(({ session, step }) => {
    const at = (request / requestsPerSecond) * 1000;
    request += STEPS[step].requests;
    return { at, session, step };
  });
  return { sessions, steps, requests: request };
}

/** p50/p95/p99 (nearest rank) of `values`, which need not be sorted. */
export function percentiles(values: readonly number[]): { p50: number; p95: number; p99: number } {
  if (values.length === 0) return { p50: NaN, p95: NaN, p99: NaN };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

export interface Sample {
  kind: RequestKind;
  /** Milliseconds from when the request was due (its schedule, or its chain's previous answer) to its answer. */
  ms: number;
  /** An answer outside 2xx/3xx, or none. */
  error: boolean;
}

export interface KindSummary {
  kind: RequestKind | 'all';
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

/** One row per request kind (in STEPS' order), then all of them together. */
export function summarize(samples: readonly Sample[]): KindSummary[] {
  const kinds = [...new Set(Object.values(STEPS).map((step) => step.kind))];
  const row = (kind: KindSummary['kind'], of: readonly Sample[]): KindSummary => ({
    kind,
    requests: of.length,
    errors: of.filter((sample) => sample.error).length,
    ...percentiles(of.map((sample) => sample.ms)),
  });
  return [
    ...kinds.flatMap((kind) => {
      const of = samples.filter((sample) => sample.kind === kind);
      return of.length ? [row(kind, of)] : [];
    }),
    row('all', samples),
  ];
}

/** What the database holds after a run, read by the bench, and what its shoppers were told. */
export interface AfterRun {
  /** Per order the bench made: the lines its cart answers last showed (variant id → quantity). */
  expectedLines: Map<string, Map<number, number>>;
  /** The same orders' lines in the database. */
  storedLines: Map<string, Map<number, number>>;
  /** Orders the bench saw complete. */
  completed: string[];
  /** Orders in state 'complete' in the database, of those the bench made. */
  storedComplete: string[];
  /** Stock per variant before and after the run, of the variants the bench sold. */
  stockBefore: Map<number, number>;
  stockAfter: Map<number, number>;
  /** Variants anywhere with stock below zero. */
  negativeStock: number[];
  slots: { id: number; capacity: number; booked: number; bookings: number }[];
  /** Live payments (processing, pending, completed) per order the bench made. */
  livePayments: Map<string, number>;
}

/**
 * The invariants of the peak, one message per breach (none: all held): no lost line, stock never below
 * zero and taken exactly once per line sold, no slot over capacity (nor its counter apart from its
 * bookings), and one payment per completed order (none live for the others).
 */
export function invariantBreaches(after: AfterRun): string[] {
  const breaches: string[] = [];
  const sameLines = (a: Map<number, number> | undefined, b: Map<number, number> | undefined) =>
    (a?.size ?? 0) === (b?.size ?? 0) && [...(a ?? [])].every(([variant, n]) => b?.get(variant) === n);
  for (const [number, lines] of after.expectedLines) {
    if (!sameLines(lines, after.storedLines.get(number)))
      breaches.push(
        `order ${number}: lines ${JSON.stringify([...lines])} answered, ` +
          `${JSON.stringify([...(after.storedLines.get(number) ?? [])])} stored`,
      );
  }
  const storedComplete = new Set(after.storedComplete);
  for (const number of after.completed) {
    if (!storedComplete.has(number))
      breaches.push(`order ${number}: completed, not complete in the database`);
  }
  for (const variant of after.negativeStock) breaches.push(`variant ${variant}: stock below zero`);
  const sold = new Map<number, number>();
  for (const number of after.storedComplete) {
    for (const [variant, n] of after.storedLines.get(number) ?? [])
      sold.set(variant, (sold.get(variant) ?? 0) + n);
  }
  for (const [variant, before] of after.stockBefore) {
    const expected = before - (sold.get(variant) ?? 0);
    const stored = after.stockAfter.get(variant);
    if (stored !== expected) breaches.push(`variant ${variant}: stock ${stored}, expected ${expected}`);
  }
  for (const slot of after.slots) {
    if (slot.booked > slot.capacity)
      breaches.push(`slot ${slot.id}: ${slot.booked} booked of ${slot.capacity}`);
    if (slot.booked !== slot.bookings)
      breaches.push(`slot ${slot.id}: counter ${slot.booked}, ${slot.bookings} bookings`);
  }
  for (const number of after.expectedLines.keys()) {
    const live = after.livePayments.get(number) ?? 0;
    const wanted = storedComplete.has(number) ? 1 : 0;
    if (live !== wanted) breaches.push(`order ${number}: ${live} live payments, expected ${wanted}`);
  }
  return breaches;
}

/** CPU time (user + system) in ms from the text of /proc/<pid>/stat, given the clock ticks per second. */
export function cpuMsOfStat(stat: string, ticksPerSecond = 100): number {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its end.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 (utime) and 15 (stime) of the whole line are the 12th and 13th after the name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** The parent pid (field 4) from the text of /proc/<pid>/stat. */
export function parentOfStat(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** Resident memory in MB (VmRSS) from the text of /proc/<pid>/status. */
export function residentMbOfStatus(status: string): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!match) throw new Error('no VmRSS in the process status');
  return Number(match[1]) / 1024;
}

/**
 * The leak check over consecutive runs: resident memory after each run of one instance. Growth is the
 * last run's figure over the first's, in %; it holds when at most `tolerance` %.
 */
export function memoryGrowth(
  afterEachRun: readonly number[],
  tolerance = 5,
): { growth: number; held: boolean } {
  const first = afterEachRun[0]!;
  const last = afterEachRun[afterEachRun.length - 1]!;
  const growth = ((last - first) / first) * 100;
  return { growth, held: growth <= tolerance };
}
