/**
 * @jest-environment jsdom
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { holdFirstPaint } from '@/test-support/first-paint';
import { useLoadedModule } from './use-loaded-module';

// The real helper, watched (test-support/first-paint.ts).
jest.mock('@/lib/shell/after-first-paint', () => jest.requireActual('@/test-support/first-paint'));

describe('useLoadedModule', () => {
  it('is null at first, then the module once it has loaded, imported only once', async () => {
    const loaded = { answer: 42 };
    const load = jest.fn(() => Promise.resolve(loaded));
    const { result, rerender } = renderHook(() => useLoadedModule(load));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe(loaded));
    rerender();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits until it is wanted', async () => {
    const load = jest.fn(() => Promise.resolve({ answer: 42 }));
    const { result, rerender } = renderHook(({ ready }) => useLoadedModule(load, ready), {
      initialProps: { ready: false },
    });
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toBeNull();
    rerender({ ready: true });
    await waitFor(() => expect(result.current).toEqual({ answer: 42 }));
  });

  it('starts the import in a task of its own, not in the effects the page runs as it hydrates', async () => {
    const load = jest.fn(() => Promise.resolve({ answer: 42 }));
    const { result } = renderHook(() => useLoadedModule(load));
    // renderHook has run the effects.
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current).toEqual({ answer: 42 }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('imports nothing before the page has painted its first content, and not at all if it went first', async () => {
    const { paint, cancel } = holdFirstPaint();
    const load = jest.fn(() => Promise.resolve({ answer: 42 }));
    const { result, unmount } = renderHook(() => useLoadedModule(load));
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    await act(async () => paint());
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ answer: 42 });
    unmount();

    renderHook(() => useLoadedModule(load)).unmount();
    expect(cancel).toHaveBeenCalled();
  });

  it('ignores a module arriving after the component has gone', async () => {
    let resolve: (value: object) => void = () => {};
    const load = () => new Promise<object>((done) => (resolve = done));
    const { result, unmount } = renderHook(() => useLoadedModule(load));
    unmount();
    await act(async () => resolve({}));
    expect(result.current).toBeNull();
  });
});
