/**
 * The public catalogue answers of the sales API, from memory: GET /v2/departments, /v2/departments/{id},
 * /v2/subdepartments/{id}/products, /v2/products (a list for anyone) and /v2/products/{slug} are the same
 * for every caller and asked by every visitor's home, department, product page and cart. An answer is kept, as sent (status 200, body and the
 * route's own headers), per database and address, until the next "catalogue changed" notice
 * (./catalogue-changes.ts: a restock, a sale, a price change, here or on another instance), which the
 * product lists (./product-list-cache.ts), the search index and the page cache follow too; and
 * ANSWER_TTL_MS at most. The API's own middleware still runs around a kept answer: each answer gets its own
 * request id, log line and headers.
 *
 * Not kept: an answer its route marks private (a list ranked for the caller, the caller's recently viewed),
 * anything but a complete 200 without Set-Cookie, and an answer whose reading began before a notice (a
 * generation counter), which may show the old catalogue.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../api/env';
import type { Db } from '../db/database';
import { onCatalogueChange } from './catalogue-changes';

/** How long an answer is kept at most (a missed notice, e.g. during a lost connection, lags no longer). */
const ANSWER_TTL_MS = 60_000;
/** Distinct answers kept per database (the query strings are the visitor's: the cache must stay bounded). */
const MAX_ANSWERS = 500;
const MAX_BYTES = 32 * 1024 * 1024;
/** Headers set per answer by the API's middleware, not replayed. */
const PER_ANSWER_HEADERS = new Set(['x-request-id', 'set-cookie', 'content-length']);

interface Answer {
  body: string;
  headers: [name: string, value: string][];
  expires: number;
}

class AnswerCache {
  private readonly answers = new Map<string, Answer>();
  private bytes = 0;
  /** Moves on every drop: an answer read before it is not kept. */
  generation = 0;

  constructor(private readonly options: { ttlMs?: number; maxAnswers?: number; maxBytes?: number } = {}) {}

  drop(): void {
    this.answers.clear();
    this.bytes = 0;
    this.generation++;
  }

  get(key: string, now = Date.now()): Answer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (answer.expires > now) return answer;
    this.remove(key);
    return undefined;
  }

  set(key: string, body: string, headers: [string, string][], now = Date.now()): void {
    this.remove(key);
    this.answers.set(key, { body, headers, expires: now + (this.options.ttlMs ?? ANSWER_TTL_MS) });
    this.bytes += body.length;
    // Oldest first out.
    for (const [oldest] of this.answers) {
      if (
        this.answers.size <= (this.options.maxAnswers ?? MAX_ANSWERS) &&
        this.bytes <= (this.options.maxBytes ?? MAX_BYTES)
      )
        break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.bytes -= answer.body.length;
    this.answers.delete(key);
  }
}

// On globalThis, as the other catalogue caches: the route handler's copy of this module (Next's bundle) and
// the production server's (scripts/serve.mts) follow the same notices, each for the databases it serves.
const globalForAnswers = globalThis as typeof globalThis & {
  __casaDaCarneCatalogueAnswers?: WeakMap<Db, AnswerCache>;
};

/** The answers kept for this database (the same handle the notices name). */
function catalogueAnswersOf(db: Db): AnswerCache {
  if (!globalForAnswers.__casaDaCarneCatalogueAnswers) {
    const caches = (globalForAnswers.__casaDaCarneCatalogueAnswers = new WeakMap());
    // Any change may touch any answer (stock, price, promotion, a department's list): drop them all.
    onCatalogueChange((changed) => {
      caches.get(changed)?.drop();
    });
  }
  const caches = globalForAnswers.__casaDaCarneCatalogueAnswers;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new AnswerCache()));
  return cache;
}

/** The address of the request, path and query, as the key of its answer. */
function keyOf(c: Context<ApiEnv>): string | undefined {
  const url = c.req.url;
  const pathAt = url.indexOf('/', url.indexOf('//') + 2);
  const key = url.slice(pathAt);
  // A list ranked for the caller, and the caller's recently viewed products, are theirs alone: not even
  // looked up (their routes also mark them private, which any spelling of the address reaches).
  if (key.includes('for_me') || key.includes('/recently_viewed')) return undefined;
  return key;
}

/**
 * Middleware for the public catalogue routes (lib/server/app.ts): answers a GET from the cache when it
 * can, otherwise lets the route answer and keeps a complete 200 without cookies.
 */
export const cacheCatalogueAnswer: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.req.method !== 'GET') return next();
  const key = keyOf(c);
  if (key === undefined) return next();
  const cache = catalogueAnswersOf(await c.var.deps.getDb());
  const kept = cache.get(key);
  // The production server's listener may keep the whole answer too (lib/server/api-listener.ts).
  if (kept) {
    if (c.env) c.env.publicAnswer = true;
    return c.body(kept.body, 200, Object.fromEntries(kept.headers));
  }
  const generation = cache.generation;
  await next();
  const response = c.res;
  if (response.status !== 200 || response.headers.has('set-cookie')) return;
  if (response.headers.get('cache-control')?.includes('private')) return;
  if (c.env) c.env.publicAnswer = true;
  // The body is read from a copy: the original goes to the client as it is.
  const body = await response.clone().text();
  if (cache.generation !== generation) return;
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!PER_ANSWER_HEADERS.has(name)) headers.push([name, value]);
  });
  cache.set(key, body, headers);
};
