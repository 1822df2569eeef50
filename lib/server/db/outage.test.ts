import { DatabaseOutage } from './outage';

describe('a database outage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is logged once however many requests it turns away, and its end with their count', async () => {
    const log = { warn: jest.fn() };
    let up = false;
    const probe = jest.fn(async () => {
      if (!up) throw new Error('Connection terminated unexpectedly');
    });
    let clock = 0;
    const outage = new DatabaseOutage({ probe, log, probeEveryMs: 1000, now: () => clock });

    const lost = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    for (let i = 0; i < 5; i++) outage.failed(lost);
    expect(log.warn.mock.calls).toEqual([[{ err: lost }, 'database unavailable']]);
    expect(outage.inProgress()).toBe(true);

    // Still down at the first probes: nothing more is said.
    clock = 2000;
    await jest.advanceTimersByTimeAsync(2000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledTimes(1);

    up = true;
    clock = 3000;
    await jest.advanceTimersByTimeAsync(1000);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn.mock.calls[1]).toEqual([{ affectedRequests: 5, ms: 3000 }, 'database available again']);
    expect(outage.inProgress()).toBe(false);

    // Probing stops with the outage; the next one is logged on its own, counted from zero.
    await jest.advanceTimersByTimeAsync(5000);
    expect(probe).toHaveBeenCalledTimes(3);
    up = false;
    outage.failed(lost);
    expect(log.warn).toHaveBeenCalledTimes(3);
    expect(log.warn.mock.calls[2]![1]).toBe('database unavailable');
    up = true;
    clock = 4000;
    await jest.advanceTimersByTimeAsync(1000);
    expect(log.warn.mock.calls[3]).toEqual([{ affectedRequests: 1, ms: 1000 }, 'database available again']);
  });
});
