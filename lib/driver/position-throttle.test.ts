import { POSITION_INTERVAL_MS, throttleLatest } from './position-throttle';

describe('the position throttle', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-24T14:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('sends the first position at once and then at most one every 15 s', () => {
    const sent: { value: number; at: number }[] = [];
    const throttle = throttleLatest((value: number) => sent.push({ value, at: Date.now() }));
    const start = Date.now();
    throttle.push(0);
    expect(sent.map((s) => s.value)).toEqual([0]);
    // A phone reporting every second for a minute.
    for (let second = 1; second <= 60; second++) {
      jest.advanceTimersByTime(1000);
      throttle.push(second);
    }
    expect(sent.map((s) => [s.value, (s.at - start) / 1000])).toEqual([
      [0, 0],
      [14, 15],
      [29, 30],
      [44, 45],
      [59, 60],
    ]);
    jest.advanceTimersByTime(POSITION_INTERVAL_MS);
    expect(sent.at(-1)).toEqual({ value: 60, at: start + 75_000 });
  });

  it('sends the latest position kept when the interval ends, not the first one of it', () => {
    const sent: number[] = [];
    const throttle = throttleLatest((value: number) => sent.push(value));
    throttle.push(1);
    jest.advanceTimersByTime(2000);
    throttle.push(2);
    jest.advanceTimersByTime(2000);
    throttle.push(3);
    jest.advanceTimersByTime(10_999);
    expect(sent).toEqual([1]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([1, 3]);
    // Nothing new: nothing more is sent.
    jest.advanceTimersByTime(60_000);
    expect(sent).toEqual([1, 3]);
  });

  it('sends at once again when the phone was quiet for longer than the interval', () => {
    const sent: number[] = [];
    const throttle = throttleLatest((value: number) => sent.push(value));
    throttle.push(1);
    jest.advanceTimersByTime(20_000);
    throttle.push(2);
    expect(sent).toEqual([1, 2]);
    throttle.push(3);
    jest.advanceTimersByTime(14_999);
    expect(sent).toEqual([1, 2]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([1, 2, 3]);
  });

  it('sends nothing kept once stopped', () => {
    const sent: number[] = [];
    const throttle = throttleLatest((value: number) => sent.push(value));
    throttle.push(1);
    throttle.push(2);
    throttle.stop();
    jest.advanceTimersByTime(60_000);
    expect(sent).toEqual([1]);
  });
});
