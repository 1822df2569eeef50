import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { createTestDatabase } from '@/test-support/server/test-database';
import { throttleBuckets } from './schema';
import {
  batchedThrottleWritten,
  clientIp,
  consumeThrottle,
  enforceBatchedThrottle,
  enforceThrottle,
  releaseThrottle,
  reserveThrottle,
  resetThrottle,
} from './throttle';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.close());

describe('throttle buckets', () => {
  const rule = { limit: 3, windowMs: 60_000 };

  it('allows `limit` requests per window, then refuses until the window passes', async () => {
    const start = new Date('2026-05-01T12:00:00Z');
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await consumeThrottle(database.db, 'test:a', rule, start));
    expect(results).toEqual([true, true, true, false, false]);
    const later = new Date(start.getTime() + 60_001);
    expect(await consumeThrottle(database.db, 'test:a', rule, later)).toBe(true);
  });

  it('keeps keys apart and forgets a key on reset', async () => {
    const now = new Date();
    for (let i = 0; i < 3; i++) await consumeThrottle(database.db, 'test:b', rule, now);
    expect(await consumeThrottle(database.db, 'test:b', rule, now)).toBe(false);
    expect(await consumeThrottle(database.db, 'test:c', rule, now)).toBe(true);
    await resetThrottle(database.db, 'test:b');
    expect(await consumeThrottle(database.db, 'test:b', rule, now)).toBe(true);
  });

  it('counts concurrent requests exactly', async () => {
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        consumeThrottle(database.db, 'test:d', { limit: 4, windowMs: 60_000 }, now),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(4);
  });

  it('answers 429 when any key is over', async () => {
    const tight = { limit: 1, windowMs: 60_000 };
    await enforceThrottle(database.db, [['test:e', tight]]);
    await expect(enforceThrottle(database.db, [['test:e', tight]])).rejects.toMatchObject({
      code: 'throttled',
    });
  });
});

/** The search budget's way (enforceBatchedThrottle): counted together, judged as one by one. */
describe('batched throttle', () => {
  const countOf = async (key: string) =>
    (await database.db.select().from(throttleBuckets).where(eq(throttleBuckets.key, key)))[0]?.count;
  const outcome = (promise: Promise<void>) =>
    promise.then(
      () => 'allowed',
      (error: { code?: string }) => error.code,
    );

  it('judges concurrent requests as if counted one by one, and writes every amount', async () => {
    const rule = { limit: 10, windowMs: 60_000 };
    const results = await Promise.all(
      [4, 4, 4, 2, 1].map((amount) =>
        outcome(enforceBatchedThrottle(database.db, 'test:batch-a', rule, amount)),
      ),
    );
    // 4 + 4 fit, the third 4 would make 12; the 2 after it makes 10 (the refused one is counted too: 14),
    // so nothing fits after the refusal.
    expect(results).toEqual(['allowed', 'allowed', 'throttled', 'throttled', 'throttled']);
    await batchedThrottleWritten(database.db, rule);
    expect(await countOf('test:batch-a')).toBe(15);
  });

  it("follows another instance's count on a first request, and writes what it let through from memory", async () => {
    const rule = { limit: 100, windowMs: 60_000 };
    // Another instance has counted 95 already: the first request here asks the database.
    await database.db
      .insert(throttleBuckets)
      .values({ key: 'test:batch-b', count: 95, windowStartedAt: new Date() });
    await enforceBatchedThrottle(database.db, 'test:batch-b', rule, 3);
    // Known here now (98): 1 more is let through from memory, not written yet.
    await enforceBatchedThrottle(database.db, 'test:batch-b', rule, 1);
    expect(await countOf('test:batch-b')).toBe(98);
    // One that the known count would put over the limit waits for the database, which refuses it.
    await expect(enforceBatchedThrottle(database.db, 'test:batch-b', rule, 5)).rejects.toMatchObject({
      code: 'throttled',
      retryAfterSeconds: expect.any(Number),
    });
    await batchedThrottleWritten(database.db, rule);
    expect(await countOf('test:batch-b')).toBe(104);
  });
});

describe('reservations', () => {
  const rule = { limit: 2, windowMs: 60_000 };

  it('gives a counted request back, but only within the window it was counted in', async () => {
    const start = new Date('2026-05-01T12:00:00Z');
    const first = await reserveThrottle(database.db, 'test:g', rule, start);
    const second = await reserveThrottle(database.db, 'test:g', rule, start);
    const third = await reserveThrottle(database.db, 'test:g', rule, start);
    expect([first.allowed, second.allowed, third.allowed]).toEqual([true, true, false]);
    await releaseThrottle(database.db, third);
    await releaseThrottle(database.db, second);
    expect((await reserveThrottle(database.db, 'test:g', rule, start)).allowed).toBe(true);
    // A new window: the old window's reservation no longer counts, so giving it back changes nothing.
    const later = new Date(start.getTime() + 60_001);
    await reserveThrottle(database.db, 'test:g', rule, later);
    await reserveThrottle(database.db, 'test:g', rule, later);
    await releaseThrottle(database.db, first);
    expect((await reserveThrottle(database.db, 'test:g', rule, later)).allowed).toBe(false);
  });
});

describe('clientIp', () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it('takes the entry the nearest proxy added', () => {
    expect(clientIp(headers({ 'x-forwarded-for': '10.0.0.9, 203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientIp(headers({ 'x-real-ip': '203.0.113.8' }))).toBe('203.0.113.8');
    expect(clientIp(headers({}))).toBe('unknown');
  });

  it('counts an IPv6 address by its /64 network, and an IPv4-mapped one as IPv4', () => {
    const ip = (address: string) => clientIp(headers({ 'x-forwarded-for': address }));
    expect(ip('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(ip('2001:db8:1:2:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(ip('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(ip('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ip('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an address the same however often it is read, whatever was read before', () => {
    const ip = (address: string) => clientIp(headers({ 'x-forwarded-for': address }));
    for (let i = 0; i < 3; i++) {
      expect(ip('2001:db8:7:8::1')).toBe('2001:db8:7:8::/64');
      expect(ip('::ffff:198.51.100.4')).toBe('198.51.100.4');
      expect(ip('not an address')).toBe('not an address');
    }
  });
});
