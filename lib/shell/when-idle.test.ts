/**
 * @jest-environment jsdom
 */
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('runs the work when the browser is idle, at most 2 s later', () => {
    const idle: { callback: () => void; timeout?: number }[] = [];
    window.requestIdleCallback = ((callback: () => void, options?: { timeout?: number }) =>
      idle.push({ callback, timeout: options?.timeout })) as never;
    window.cancelIdleCallback = jest.fn();
    const work = jest.fn();

    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    expect(idle).toEqual([{ callback: work, timeout: 2000 }]);
    idle[0]!.callback();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('cancels the idle callback', () => {
    window.requestIdleCallback = (() => 42) as never;
    window.cancelIdleCallback = jest.fn();
    whenIdle(jest.fn())();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(42);
  });

  it('waits 200 ms in a browser without idle callbacks (Safari), and can be cancelled', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    whenIdle(work);
    jest.advanceTimersByTime(199);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
