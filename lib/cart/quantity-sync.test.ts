import { MAX_RETRIES, QUANTITY_DEBOUNCE_MS, QuantitySync } from './quantity-sync';

interface Deferred {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** What a 503 of the server says: try again in 5 s. */
const UNAVAILABLE = new Error('503');
/** A request that could not leave the browser, which is offline. */
const OFFLINE = new TypeError('Failed to fetch');

function setup({ autoResolve = true } = {}) {
  const sent: [string, number][] = [];
  const inFlight: Deferred[] = [];
  const rollbacks: [string, number][] = [];
  let refetches = 0;
  const sync = new QuantitySync<string>({
    send: (key, quantity) => {
      sent.push([key, quantity]);
      if (autoResolve) return Promise.resolve();
      return new Promise<void>((resolve, reject) => inFlight.push({ resolve, reject }));
    },
    rollback: (key, quantity) => rollbacks.push([key, quantity]),
    refetch: () => {
      refetches += 1;
    },
    retryAfter: (error) => (error === UNAVAILABLE ? 5000 : null),
    waitsForConnection: (error) => error === OFFLINE,
  });
  return { sync, sent, inFlight, rollbacks, refetches: () => refetches };
}

/** Lets the promise callbacks of a settled request run. */
const settle = () => Promise.resolve().then(() => Promise.resolve());

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('QuantitySync', () => {
  it('sends pending changes at once when flushed (the page is going away), and nothing twice', async () => {
    const { sync, sent } = setup();
    sync.change('picanha', 1000, 500);
    sync.change('cerveja', 6, 0);
    sync.flush();
    expect(sent).toEqual([
      ['picanha', 1000],
      ['cerveja', 6],
    ]);
    await settle();
    jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS * 2);
    expect(sent).toHaveLength(2);
  });

  it('sends one request for a burst of ten clicks, 700 ms after the last one', async () => {
    const { sync, sent } = setup();
    for (let click = 1; click <= 10; click++) {
      sync.change('picanha', 500 + click * 250, 500);
      jest.advanceTimersByTime(200);
    }
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS - 200 - 1);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([['picanha', 3_000]]);
    await settle();
    expect(sync.isBusy()).toBe(false);
  });

  it('keeps lines apart: each line has its own quiet period', () => {
    const { sync, sent } = setup();
    sync.change('a', 2, 1);
    jest.advanceTimersByTime(500);
    sync.change('b', 3, 0);
    jest.advanceTimersByTime(200);
    expect(sent).toEqual([['a', 2]]);
    jest.advanceTimersByTime(500);
    expect(sent).toEqual([
      ['a', 2],
      ['b', 3],
    ]);
  });

  it('sends nothing when the burst ends where the server already is', async () => {
    const { sync, sent } = setup();
    sync.change('a', 2, 1);
    sync.change('a', 1, 1);
    jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    expect(sent).toEqual([]);
    await settle();
    expect(sync.isBusy()).toBe(false);
  });

  it('rolls back to the confirmed quantity and refetches when the server refuses', async () => {
    const { sync, inFlight, rollbacks, refetches } = setup({ autoResolve: false });
    sync.change('a', 5, 2);
    jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    inFlight[0]!.reject(new Error('422'));
    await settle();
    expect(rollbacks).toEqual([['a', 2]]);
    expect(refetches()).toBe(1);
    expect(sync.isBusy()).toBe(false);
    expect(sync.pending().size).toBe(0);
  });

  it("sends a change again after the server's Retry-After, keeping it shown meanwhile", async () => {
    const { sync, sent, inFlight, rollbacks } = setup({ autoResolve: false });
    sync.change('a', 5, 2);
    jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    inFlight[0]!.reject(UNAVAILABLE);
    await settle();
    expect(rollbacks).toEqual([]);
    expect(sync.pending()).toEqual(new Map([['a', 5]]));
    jest.advanceTimersByTime(4999);
    expect(sent).toEqual([['a', 5]]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([
      ['a', 5],
      ['a', 5],
    ]);
    inFlight[1]!.resolve();
    await settle();
    expect(sync.isBusy()).toBe(false);
    expect(rollbacks).toEqual([]);
  });

  it('sends the latest quantity when the shopper changed it while waiting, once the wait is over', async () => {
    const { sync, sent, inFlight } = setup({ autoResolve: false });
    sync.change('a', 5, 2);
    jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    inFlight[0]!.reject(UNAVAILABLE);
    await settle();
    sync.change('a', 7, 2);
    // The shopper's change does not cut the server's wait short.
    jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    expect(sent).toEqual([['a', 5]]);
    jest.advanceTimersByTime(5000);
    expect(sent).toEqual([
      ['a', 5],
      ['a', 7],
    ]);
  });

  it(`gives a change up (rollback) after ${MAX_RETRIES} tries again that the server could not take`, async () => {
    const { sync, sent, inFlight, rollbacks } = setup({ autoResolve: false });
    sync.change('a', 5, 2);
    jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    for (let attempt = 0; attempt <= MAX_RETRIES; attempt++) {
      inFlight[attempt]!.reject(UNAVAILABLE);
      await settle();
      jest.advanceTimersByTime(5000);
    }
    expect(sent).toHaveLength(MAX_RETRIES + 1);
    expect(rollbacks).toEqual([['a', 2]]);
    expect(sync.isBusy()).toBe(false);
  });

  it('rolls back to what the last successful request confirmed', async () => {
    const { sync, inFlight, rollbacks } = setup({ autoResolve: false });
    sync.change('a', 3, 1);
    jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    inFlight[0]!.resolve();
    await settle();
    sync.change('a', 9, 3);
    jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    inFlight[1]!.reject(new Error('stock'));
    await settle();
    expect(rollbacks).toEqual([['a', 3]]);
  });

  it('never has two requests of one line in flight: a burst ending meanwhile waits, then sends once', async () => {
    const { sync, sent, inFlight } = setup({ autoResolve: false });
    sync.change('a', 2, 1);
    jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    sync.change('a', 3, 1);
    sync.change('a', 4, 1);
    jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    expect(sent).toEqual([['a', 2]]);
    expect(sync.pending().get('a')).toBe(4);
    inFlight[0]!.resolve();
    await settle();
    expect(sent).toEqual([
      ['a', 2],
      ['a', 4],
    ]);
    inFlight[1]!.resolve();
    await settle();
    expect(sync.isBusy()).toBe(false);
  });

  it('reports the quantities still to be confirmed and resolves whenIdle once all are', async () => {
    const { sync } = setup();
    sync.change('a', 2, 1);
    sync.change('b', 0, 1);
    expect([...sync.pending()]).toEqual([
      ['a', 2],
      ['b', 0],
    ]);
    let idle: boolean | undefined;
    void sync.whenIdle().then((accepted) => {
      idle = accepted;
    });
    jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    await settle();
    await settle();
    expect(idle).toBe(true);
  });

  it('tells the one waiting for idle that a change was refused meanwhile (a blend is not saved so)', async () => {
    const { sync, inFlight } = setup({ autoResolve: false });
    sync.change('patinho', 900, 600);
    sync.change('acem', 400, 300);
    sync.flush();
    const idle = sync.whenIdle();
    inFlight[0]!.reject(new Error('422'));
    inFlight[1]!.resolve();
    expect(await idle).toBe(false);
    // The next wait starts clean.
    sync.change('acem', 500, 400);
    sync.flush();
    const next = sync.whenIdle();
    inFlight[2]!.resolve();
    expect(await next).toBe(true);
  });

  it('keeps a change made offline, however long, and sends it once the connection is back', async () => {
    const { sync, sent, inFlight, rollbacks, refetches } = setup({ autoResolve: false });
    sync.change('picanha', 1000, 500);
    jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    inFlight.shift()!.reject(OFFLINE);
    await settle();
    expect(sync.isWaitingForConnection()).toBe(true);
    // Not given up nor retried on a timer: still the shopper's quantity, an hour later.
    jest.advanceTimersByTime(60 * 60 * 1000);
    expect(sent).toEqual([['picanha', 1000]]);
    expect(sync.pending()).toEqual(new Map([['picanha', 1000]]));
    expect(rollbacks).toEqual([]);
    expect(refetches()).toBe(0);

    sync.resume();
    expect(sent).toEqual([
      ['picanha', 1000],
      ['picanha', 1000],
    ]);
    inFlight.shift()!.resolve();
    await settle();
    expect(sync.isWaitingForConnection()).toBe(false);
    expect(sync.isBusy()).toBe(false);
  });

  it('sends the latest quantity of a line changed again while offline, and nothing without a change', async () => {
    const { sync, sent, inFlight } = setup({ autoResolve: false });
    sync.resume();
    expect(sent).toEqual([]);
    sync.change('picanha', 1000, 500);
    jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    inFlight.shift()!.reject(OFFLINE);
    await settle();
    sync.change('picanha', 1250, 500);
    jest.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    inFlight.shift()!.reject(OFFLINE);
    await settle();
    sync.resume();
    expect(sent.at(-1)).toEqual(['picanha', 1250]);
    expect(sent).toHaveLength(3);
  });
});
