import {
  BROWSE_SESSION,
  buildSchedule,
  cpuMsOfStat,
  invariantBreaches,
  memoryGrowth,
  ORDER_SESSION,
  parentOfStat,
  percentiles,
  REQUESTS_PER_ORDER,
  requestsOf,
  residentMbOfStatus,
  STEPS,
  summarize,
  type AfterRun,
} from './load-plan';

describe('the peak', () => {
  it('is 3,000 orders an hour of 60 requests each, with five browsers of 20: about 133 requests/s', () => {
    expect(requestsOf(ORDER_SESSION)).toBe(60);
    expect(requestsOf(BROWSE_SESSION)).toBe(20);
    expect((3000 * REQUESTS_PER_ORDER) / 3600).toBeCloseTo(133.3, 1);
  });

  it('orders with a cart made before it is changed, then checks out and completes once', () => {
    const order = [...ORDER_SESSION];
    expect(order.indexOf('create cart')).toBeLessThan(order.indexOf('add line'));
    expect(order.filter((step) => step === 'complete')).toHaveLength(1);
    expect(order.indexOf('checkout to confirm')).toBeLessThan(order.indexOf('complete'));
    expect(order.indexOf('complete')).toBeLessThan(order.indexOf('confirmation page'));
    expect(BROWSE_SESSION.some((step) => STEPS[step].chained)).toBe(false);
  });
});

describe('buildSchedule', () => {
  const schedule = buildSchedule(60, 200);

  it('offers the rate for the whole run: 1.25 orders/s and 200 requests/s at 150 %', () => {
    expect(schedule.requests).toBe(12_000);
    expect(schedule.sessions.filter((session) => session.ordering)).toHaveLength(75);
    expect(schedule.sessions.filter((session) => !session.ordering)).toHaveLength(375);
  });

  it('starts the same number of requests in every second, from the first to the last (no ramp)', () => {
    const perSecond = new Array<number>(60).fill(0);
    for (const planned of schedule.steps)
      perSecond[Math.floor(planned.at / 1000)]! += STEPS[planned.step].requests;
    // A checkout step's four requests start together: a second may hold up to three of its neighbour's.
    for (const count of perSecond) expect(Math.abs(count - 200)).toBeLessThanOrEqual(3);
    expect(schedule.steps.at(-1)!.at).toBeLessThan(60_000);
  });

  it("keeps each session's steps in their order, whole", () => {
    for (const session of [schedule.sessions[0]!, schedule.sessions.at(-1)!]) {
      const steps = schedule.steps.filter((planned) => planned.session === session);
      expect(steps.map((planned) => planned.step)).toEqual(session.ordering ? ORDER_SESSION : BROWSE_SESSION);
      const times = steps.map((planned) => planned.at);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('spreads a short run at a low rate too, with at least one order', () => {
    const short = buildSchedule(5, 20);
    expect(short.sessions.filter((session) => session.ordering)).toHaveLength(1);
    expect(short.steps.at(-1)!.at).toBeLessThan((short.requests / 20) * 1000);
  });
});

describe('percentiles', () => {
  it('gives the nearest rank of unsorted values', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentiles(values)).toEqual({ p50: 50, p95: 95, p99: 99 });
    expect(percentiles([7])).toEqual({ p50: 7, p95: 7, p99: 7 });
    expect(percentiles([]).p99).toBeNaN();
  });
});

describe('summarize', () => {
  it('gives one row per kind measured, with its errors, then all of them', () => {
    const rows = summarize([
      { kind: 'page', ms: 10, error: false },
      { kind: 'page', ms: 30, error: true },
      { kind: 'completion', ms: 200, error: false },
    ]);
    expect(rows.map((row) => [row.kind, row.requests, row.errors, row.p99])).toEqual([
      ['page', 2, 1, 30],
      ['completion', 1, 0, 200],
      ['all', 3, 1, 200],
    ]);
  });
});

describe('invariantBreaches', () => {
  const clean = (): AfterRun => ({
    expectedLines: new Map([
      ['R1', new Map([[1, 500]])],
      [
        'R2',
        new Map([
          [1, 1000],
          [2, 3],
        ]),
      ],
    ]),
    storedLines: new Map([
      ['R1', new Map([[1, 500]])],
      [
        'R2',
        new Map([
          [1, 1000],
          [2, 3],
        ]),
      ],
    ]),
    completed: ['R1'],
    storedComplete: ['R1'],
    stockBefore: new Map([
      [1, 10_000],
      [2, 50],
    ]),
    stockAfter: new Map([
      [1, 9_500],
      [2, 50],
    ]),
    negativeStock: [],
    slots: [{ id: 1, capacity: 20, booked: 1, bookings: 1 }],
    livePayments: new Map([['R1', 1]]),
  });

  it('finds none when every line, stock, slot and payment adds up', () => {
    expect(invariantBreaches(clean())).toEqual([]);
  });

  it('finds a line the shopper was answered that the database lost or changed', () => {
    const after = clean();
    after.storedLines.set('R2', new Map([[1, 1000]]));
    expect(invariantBreaches(after)).toEqual([expect.stringMatching(/^order R2: lines/)]);
    after.storedLines.set(
      'R2',
      new Map([
        [1, 1000],
        [2, 4],
      ]),
    );
    expect(invariantBreaches(after)).toEqual([expect.stringMatching(/^order R2: lines/)]);
  });

  it('finds an order the shopper saw complete that is not', () => {
    const after = clean();
    after.completed.push('R2');
    expect(invariantBreaches(after)).toEqual(['order R2: completed, not complete in the database']);
  });

  it('finds stock below zero, and stock taken twice or not at all', () => {
    const after = clean();
    after.negativeStock.push(7);
    after.stockAfter.set(1, 9_000);
    expect(invariantBreaches(after)).toEqual([
      'variant 7: stock below zero',
      'variant 1: stock 9000, expected 9500',
    ]);
  });

  it('finds a slot over capacity, or its counter apart from its bookings', () => {
    const after = clean();
    after.slots.push(
      { id: 2, capacity: 20, booked: 21, bookings: 21 },
      { id: 3, capacity: 20, booked: 2, bookings: 3 },
    );
    expect(invariantBreaches(after)).toEqual(['slot 2: 21 booked of 20', 'slot 3: counter 2, 3 bookings']);
  });

  it('finds a completed order paid twice or not at all, and a cart with a live payment', () => {
    const twice = clean();
    twice.livePayments.set('R1', 2);
    expect(invariantBreaches(twice)).toEqual(['order R1: 2 live payments, expected 1']);
    const none = clean();
    none.livePayments.delete('R1');
    none.livePayments.set('R2', 1);
    expect(invariantBreaches(none)).toEqual([
      'order R1: 0 live payments, expected 1',
      'order R2: 1 live payments, expected 0',
    ]);
  });
});

describe('process figures', () => {
  // A real line's shape; the command name may hold spaces and parentheses.
  const stat = '4242 (node (next) x) S 4100 4242 4100 0 -1 4194560 9000 0 0 0 1234 566 0 0 20 0 11 0 500 0';

  it('reads CPU time (user + system ticks) and the parent from /proc/<pid>/stat', () => {
    expect(cpuMsOfStat(stat)).toBe(18_000);
    expect(cpuMsOfStat(stat, 250)).toBe(7_200);
    expect(parentOfStat(stat)).toBe(4100);
  });

  it('reads resident memory from /proc/<pid>/status', () => {
    expect(residentMbOfStatus('Name:\tnode\nVmPeak:\t 900000 kB\nVmRSS:\t  358400 kB\n')).toBe(350);
    expect(() => residentMbOfStatus('Name:\tnode\n')).toThrow('VmRSS');
  });
});

describe('memoryGrowth', () => {
  it('holds while the last run ends within the tolerance of the first', () => {
    expect(memoryGrowth([300, 320, 310])).toEqual({ growth: expect.closeTo(3.33, 2), held: true });
    expect(memoryGrowth([300, 320, 340]).held).toBe(false);
    expect(memoryGrowth([300, 290, 280], 0).held).toBe(true);
  });
});
