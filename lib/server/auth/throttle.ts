/**
 * Throttling (docs/security.md): fixed-window counters kept in the database, so every app instance shares
 * them. The password reset is limited per client IP and per e-mail (going over answers 429); logins past their
 * counts ask for the captcha, and only a flood from one address answers 429 (see logIn). Logins
 * and password changes keep only failures counted (a shop behind one NAT, or a test suite, logs in often and
 * rightly): each attempt holds its place while its password is checked, so that simultaneous guesses cannot
 * all pass, and a successful one gives it back. Reset requests, registrations, address saves and guests'
 * product views count every request, since each one sends mail, calls a paid service or adds a row.
 */
import { BoundedMap } from '@/lib/bounded-map';
import { and, eq, gt, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import { ERROR_TEXTS, ThrottledError } from '@/lib/sales-api/errors';
import { config } from '../config';
import { logger } from '../logger';
import type { Db } from '../db/database';
import { throttleBuckets } from './schema';

export interface ThrottleRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * The limits per kind of request and per key. Attackers are throttled, not accounts: the counters that
 * answer 429 are per client address or per (account, address), so a guesser elsewhere cannot lock the
 * owner out. Across all addresses an account only gets harder to guess: past `loginPerAccount` each
 * login on it needs a solved captcha (a proof of work per guess), which the owner's browser solves.
 */
export const THROTTLE_RULES = {
  /**
   * Failed logins from one address, whatever the e-mails: past it each login from there needs a solved
   * captcha (a proof of work per guess). Never a refusal: an office or a mobile carrier's NAT puts many
   * customers behind one address, and one guesser among them must not keep the others out.
   */
  loginPerIp: { limit: 20, windowMs: 15 * MINUTE },
  /**
   * The hard ceiling per address: failed or captcha-refused logins, whatever the e-mails. Past it the
   * address gets 429 (a flood, not a crowd: a NAT's customers rarely fail this often in 15 minutes).
   */
  loginFloodPerIp: { limit: 300, windowMs: 15 * MINUTE },
  /** Failed logins on one e-mail from one address: past it the captcha is asked; a successful login clears it. */
  loginPerAccountAndIp: { limit: 5, windowMs: 15 * MINUTE },
  /**
   * Failed logins on one e-mail from anywhere: past it the captcha is asked, but only from addresses that
   * have failures of their own; an address without failures is never asked (the owner at home).
   */
  loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  resetRequestPerIp: { limit: 10, windowMs: 60 * MINUTE },
  resetRequestPerAccountAndIp: { limit: 3, windowMs: 60 * MINUTE },
  /**
   * Reset e-mails to one address from anywhere. Past it the answer stays the same and no more mail goes:
   * the mailbox already holds that many live links, so the owner still gets in.
   */
  resetMailPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  resetPerIp: { limit: 20, windowMs: 15 * MINUTE },
  /** New accounts per address: REGISTRATIONS_PER_HOUR of them (lib/server/config.ts). */
  get registerPerIp() {
    return { limit: config().REGISTRATIONS_PER_HOUR, windowMs: 60 * MINUTE };
  },
  /**
   * New guest carts per address: each is a row, and a shopper makes one. Sized for a mobile carrier's
   * NAT (thousands of shoppers behind one address), so it stops a script, not a crowd; the cart's later
   * changes are not counted per address (they need the cart's token). A retry with the same
   * Idempotency-Key answers the same cart without counting again.
   */
  guestOrderPerIp: { limit: 5000, windowMs: 60 * MINUTE },
  /**
   * Browser error reports, each an error-level log line: a crash loop in one tab must not flood them.
   * Counted per client (its session, guest cookie or analytics cookie, see clientKeyOf in
   * lib/server/analytics/client-key.ts) and, sized for a carrier's NAT (thousands of shoppers behind one
   * address, a failing page reported by many of them), per address.
   */
  clientErrorPerClient: { limit: 30, windowMs: 10 * MINUTE },
  clientErrorPerIp: { limit: 1_000, windowMs: 10 * MINUTE },
  /**
   * Web Vitals beacons, one per page view: a browsing shopper stays far below the client's count, a
   * script does not; the address's ceiling leaves room for a carrier's NAT full of shoppers.
   */
  vitalsPerClient: { limit: 600, windowMs: 10 * MINUTE },
  vitalsPerIp: { limit: 20_000, windowMs: 10 * MINUTE },
  /**
   * Analytics events, each a log line: a shopper sends a few per page, a script must not fill the log.
   * Per client, and per address with room for a carrier's NAT.
   */
  analyticsEventPerClient: { limit: 600, windowMs: 10 * MINUTE },
  analyticsEventPerIp: { limit: 30_000, windowMs: 10 * MINUTE },
  /**
   * New cards one customer sends to the gateway (each tokenised and saved), per account: a shopper types
   * one card, two or three after a decline, never ten in an hour; a card tester loops through stolen
   * numbers, reading which ones the bank approves. Saved cards do not count.
   */
  newCardPerCustomer: { limit: 10, windowMs: 60 * MINUTE },
  /**
   * Wrong current passwords at a password change, per session: a stolen session must not become a
   * password guesser (each guess a 32 MiB scrypt), and a thief cannot make another session without the
   * password. Counted per session, not per account, so that the thief's guesses never lock the owner out
   * of changing the password from their own session. Only failures count.
   */
  passwordChangePerSession: { limit: 5, windowMs: 15 * MINUTE },
  /** Wrong current passwords at a password change from one address, whatever the accounts. */
  passwordChangePerIp: { limit: 30, windowMs: 15 * MINUTE },
  /**
   * Address saves (new or changed) per customer: each may call the geocoder, a paid Google call when
   * GOOGLE_MAPS_KEY is set. A shopper saves a handful; a script looping on the form does not get far.
   */
  addressSavePerCustomer: { limit: 30, windowMs: 60 * MINUTE },
  /**
   * Product views recorded for guests (no session) from one address: a guest without the cookie gets a
   * new guest id, and a row, per request. Sized for a carrier's NAT (thousands of shoppers behind one
   * address, each first view without the cookie); a guest with the cookie is also counted on its own.
   */
  guestProductViewPerIp: { limit: 6000, windowMs: 10 * MINUTE },
  /** Product views of one guest (by its cookie): a browsing shopper views a few a minute, not 600. */
  guestProductViewPerGuest: { limit: 600, windowMs: 10 * MINUTE },
  /**
   * Coupon codes a customer's checkout refused (unknown, expired, under its minimum...): a shopper mistypes
   * one or two; a script walking a dictionary would find the codes known by their code only. A code that
   * applies gives its place back.
   */
  refusedCouponPerCustomer: { limit: 10, windowMs: 60 * MINUTE },
  /**
   * Search hits asked from one address (the hits of every query plus one per query, see searchCost in
   * lib/server/search/multi-search.ts). A shopper's keystroke on /busca asks about 50; the budget leaves
   * room for a carrier's NAT full of shoppers, while a loop of the largest requests (200 hits, at most
   * 512 KiB each) gets about 300 a minute instead of thousands.
   */
  searchCostPerIp: { limit: 60_000, windowMs: MINUTE },
  /**
   * CEP lookups of the address form from one address: a shopper types one or two CEPs; each in the area
   * may ask the public CEP service, which must not see a loop through us. Sized for a carrier's NAT.
   */
  zipcodeLookupPerIp: { limit: 3000, windowMs: 60 * MINUTE },
} satisfies Record<string, ThrottleRule>;

export const TOO_MANY_REQUESTS = ERROR_TEXTS.throttled;

/**
 * One request counted in a bucket: whether it was within the rule, and the window it was counted in, so
 * that it can be given back (releaseThrottle) when it turns out not to count.
 */
export interface ThrottleReservation {
  key: string;
  allowed: boolean;
  /** The requests counted in the window, this one included. */
  count: number;
  windowStartedAt: Date;
  windowMs: number;
}

/**
 * Counts one request against `key` and answers whether it is within the rule. One statement (insert or
 * update) so that concurrent requests cannot both read the old count.
 */
export async function reserveThrottle(
  db: Db,
  key: string,
  rule: ThrottleRule,
  now = new Date(),
  /** What the request costs in the rule's unit (1: one request). */
  amount = 1,
): Promise<ThrottleReservation> {
  const [reservation] = await reserveInOneStatement(db, rule, [{ key, amount }], now);
  return reservation!;
}

/**
 * Counts several requests under one rule in one statement (a multi-row upsert), each judged in the order
 * given as if it had been counted alone: its count is the bucket's before the statement plus the amounts
 * of the requests up to it. Keys are written in a fixed order, so two instances' statements cannot
 * deadlock on each other's rows.
 */
async function reserveInOneStatement(
  db: Db,
  rule: ThrottleRule,
  asks: readonly { key: string; amount: number }[],
  now: Date,
): Promise<ThrottleReservation[]> {
  const totals = new Map<string, number>();
  for (const { key, amount } of asks) totals.set(key, (totals.get(key) ?? 0) + amount);
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const rows = await db
    .insert(throttleBuckets)
    .values([...totals.keys()].sort().map((key) => ({ key, count: totals.get(key)!, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: throttleBuckets.key,
      set: {
        count: sql`case when ${throttleBuckets.windowStartedAt} <= ${windowStart} then excluded.count else ${throttleBuckets.count} + excluded.count end`,
        windowStartedAt: sql`case when ${throttleBuckets.windowStartedAt} <= ${windowStart} then excluded.window_started_at else ${throttleBuckets.windowStartedAt} end`,
      },
    })
    .returning({
      key: throttleBuckets.key,
      count: throttleBuckets.count,
      windowStartedAt: throttleBuckets.windowStartedAt,
    });
  const counted = new Map(rows.map((row) => [row.key, row]));
  // The count each key had before this statement; each request then adds its amount in turn.
  const running = new Map(
    [...totals].map(([key, total]) => [key, (counted.get(key)?.count ?? total) - total]),
  );
  return asks.map(({ key, amount }) => {
    const count = running.get(key)! + amount;
    running.set(key, count);
    return {
      key,
      allowed: count <= rule.limit,
      count,
      windowStartedAt: counted.get(key)?.windowStartedAt ?? now,
      windowMs: rule.windowMs,
    };
  });
}

/** How long the counts of requests let through from memory wait to be written (ThrottleBatch). */
const BATCH_WRITE_MS = 1000;

interface WaitingAsk {
  key: string;
  amount: number;
  /** Absent for a request already let through from memory (ThrottleBatch.reserve). */
  settle?: { resolve: (reservation: ThrottleReservation) => void; reject: (error: unknown) => void };
}

/**
 * One rule's requests counted together, for a rule asked on a hot path (the per-address search budget,
 * asked on every keystroke of /busca, whose upsert cost many times the remembered search itself,
 * docs/performance.md).
 *
 * - Every request's amount is written to the shared bucket, in batches of one statement each
 *   (reserveInOneStatement): at once for a request that waits (below), what arrives meanwhile in the
 *   next; the amounts of requests let through from memory within BATCH_WRITE_MS.
 * - A request waits for its batch, and is judged by the database's count, when its address is unknown
 *   here or its window has ended, or when the count known here would put it over the limit: a first
 *   request and every refusal are exact, as with reserveThrottle.
 * - Otherwise it is let through at once on the count known here (the bucket's count at the last write,
 *   plus what this process has let through since). What other instances counted since that write is not
 *   seen until the next one: an address spread over several instances may go over its budget by what
 *   each lets through in BATCH_WRITE_MS, and a crash loses the counts not written yet.
 */
class ThrottleBatch {
  private waiting: WaitingAsk[] = [];
  private writing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** Per key: the count known here and when its window ends (ms). */
  private readonly known = new Map<string, { count: number; windowEndsAt: number }>();

  constructor(
    private readonly db: Db,
    private readonly rule: ThrottleRule,
  ) {}

  reserve(key: string, amount: number): ThrottleReservation | Promise<ThrottleReservation> {
    const known = this.known.get(key);
    const now = Date.now();
    if (known && known.windowEndsAt > now && known.count + amount <= this.rule.limit) {
      known.count += amount;
      this.waiting.push({ key, amount });
      this.timer ??= setTimeout(() => this.writeNow(), BATCH_WRITE_MS).unref();
      return {
        key,
        allowed: true,
        count: known.count,
        windowStartedAt: new Date(known.windowEndsAt - this.rule.windowMs),
        windowMs: this.rule.windowMs,
      };
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ key, amount, settle: { resolve, reject } });
      this.writeNow();
    });
  }

  /** Resolves once every request counted so far is written. */
  async written(): Promise<void> {
    if (this.waiting.length > 0) this.writeNow();
    while (this.writing) await this.writing;
  }

  private writeNow(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.writing ??= this.write();
  }

  private async write(): Promise<void> {
    do {
      const batch = this.waiting;
      this.waiting = [];
      try {
        const reservations = await reserveInOneStatement(this.db, this.rule, batch, new Date());
        this.remember(reservations);
        batch.forEach((ask, i) => ask.settle?.resolve(reservations[i]!));
      } catch (error) {
        // Each waiting request fails as its own upsert would have (the API's error handler answers it);
        // the counts of those let through already are lost, which the staff hear of.
        for (const ask of batch) ask.settle?.reject(error);
        if (batch.some((ask) => !ask.settle)) logger.error({ err: error }, 'throttle counts not written');
        for (const { key } of batch) this.known.delete(key);
      }
      // Requests waiting meanwhile go next; those let through from memory wait for the timer.
    } while (this.waiting.some((ask) => ask.settle));
    this.writing = undefined;
    if (this.waiting.length > 0) this.timer ??= setTimeout(() => this.writeNow(), BATCH_WRITE_MS).unref();
  }

  /** The database's counts, plus what was let through here since the batch was taken. */
  private remember(reservations: readonly ThrottleReservation[]): void {
    const now = Date.now();
    for (const [key, entry] of this.known) if (entry.windowEndsAt <= now) this.known.delete(key);
    const latest = new Map(reservations.map((reservation) => [reservation.key, reservation]));
    for (const [key, reservation] of latest) {
      const since = this.waiting.reduce((sum, ask) => (ask.key === key ? sum + ask.amount : sum), 0);
      this.known.set(key, {
        count: reservation.count + since,
        windowEndsAt: reservation.windowStartedAt.getTime() + reservation.windowMs,
      });
    }
  }
}

const globalForBatches = globalThis as typeof globalThis & {
  __casaDaCarneThrottleBatches?: WeakMap<Db, Map<ThrottleRule, ThrottleBatch>>;
};

/** The rule's batch for this database, one per process (Next's bundle and the production server's copy). */
function batchOf(db: Db, rule: ThrottleRule): ThrottleBatch {
  const batches = (globalForBatches.__casaDaCarneThrottleBatches ??= new WeakMap());
  let byRule = batches.get(db);
  if (!byRule) batches.set(db, (byRule = new Map()));
  let batch = byRule.get(rule);
  if (!batch) byRule.set(rule, (batch = new ThrottleBatch(db, rule)));
  return batch;
}

/**
 * Counts one request against `key` under `rule` in the rule's batch for this database (ThrottleBatch) and
 * throws 429 (throttledError) past its limit. For a rule asked on a hot path with one key per request
 * (the search budget); `rule` must be one object (a THROTTLE_RULES entry that is no getter).
 */
export async function enforceBatchedThrottle(
  db: Db,
  key: string,
  rule: ThrottleRule,
  amount = 1,
): Promise<void> {
  const reservation = await batchOf(db, rule).reserve(key, amount);
  if (!reservation.allowed) throw throttledError([reservation]);
}

/** Resolves once every request counted by enforceBatchedThrottle under `rule` is in the database. */
export async function batchedThrottleWritten(db: Db, rule: ThrottleRule): Promise<void> {
  await batchOf(db, rule).written();
}

/** Counts one request against `key` and answers whether it is within the rule (see reserveThrottle). */
export async function consumeThrottle(
  db: Db,
  key: string,
  rule: ThrottleRule,
  now = new Date(),
): Promise<boolean> {
  return (await reserveThrottle(db, key, rule, now)).allowed;
}

/**
 * Gives a counted request back, in one statement. Only within the window it was counted in: once that
 * window has been replaced (or the key reset), the request is no longer in the count.
 */
export async function releaseThrottle(db: Db, reservation: ThrottleReservation): Promise<void> {
  await db
    .update(throttleBuckets)
    .set({ count: sql`${throttleBuckets.count} - 1` })
    .where(
      and(
        eq(throttleBuckets.key, reservation.key),
        eq(throttleBuckets.windowStartedAt, reservation.windowStartedAt),
        gt(throttleBuckets.count, 0),
      ),
    );
}

/**
 * The 429 for requests refused by these reservations: Retry-After says when the last of their windows
 * over its limit ends, so a client that waits that long is counted afresh.
 */
export function throttledError(reservations: ThrottleReservation[], now = new Date()): ThrottledError {
  const ends = reservations
    .filter((reservation) => !reservation.allowed)
    .map((reservation) => reservation.windowStartedAt.getTime() + reservation.windowMs);
  const seconds = Math.ceil((Math.max(now.getTime(), ...ends) - now.getTime()) / 1000);
  return new ThrottledError(Math.max(1, seconds), TOO_MANY_REQUESTS);
}

/** Counts the request under every (key, rule) pair and throws 429 (throttledError) when any is over its limit. */
export async function enforceThrottle(
  db: Db,
  checks: [key: string, rule: ThrottleRule, amount?: number][],
): Promise<void> {
  const reservations: ThrottleReservation[] = [];
  // Every bucket counts the request, even after one is over, so a flood cannot hide behind another key.
  for (const [key, rule, amount] of checks)
    reservations.push(await reserveThrottle(db, key, rule, new Date(), amount));
  if (reservations.some((reservation) => !reservation.allowed)) throw throttledError(reservations);
}

/** Forgets a key's count (a successful login clears the e-mail's failures). */
export async function resetThrottle(db: Db, key: string): Promise<void> {
  await db.delete(throttleBuckets).where(sql`${throttleBuckets.key} = ${key}`);
}

/**
 * The client's IP as the throttles count it: the last X-Forwarded-For entry. The shop's server
 * (scripts/serve.mts) replaces the header with the one address it resolved from the socket and
 * TRUSTED_PROXIES, so a client cannot choose it; in process (tests, benches) the header is whatever the
 * caller set. An IPv6 address counts as its /64 network, the block one subscriber is given (an attacker
 * could take a fresh address from it for every request), and an IPv4-mapped one as its IPv4 address.
 */
export function clientIp(headers: { get(name: string): string | null | undefined }): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim() || headers.get('x-real-ip');
  if (!last) return 'unknown';
  let counted = countedAddresses.get(last);
  if (counted === undefined) {
    counted = countedAddress(last);
    if (last.length <= MAX_KEPT_ADDRESS) countedAddresses.set(last, counted);
  }
  return counted;
}

/**
 * Addresses as counted, by the header's text: parsing one took a good part of a search's time
 * (docs/performance.md). Bounded; a longer text (no address) is not kept.
 */
const countedAddresses = new BoundedMap<string, string>({ maxEntries: 10_000 });
const MAX_KEPT_ADDRESS = 64;

function countedAddress(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
