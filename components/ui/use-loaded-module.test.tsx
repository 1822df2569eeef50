/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { Component, type ReactNode } from 'react';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { holdFirstPaint } from '@/test-support/first-paint';
import { useLoadedModule } from './use-loaded-module';

// The real helper, watched (test-support/first-paint.ts).
jest.mock('@/lib/shell/after-first-paint', () => jest.requireActual('@/test-support/first-paint'));

/** What a route's error.tsx does: the crash screen, whose 'Tentar novamente' draws the route again. */
class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div role="alert">
        {String(this.state.error)}
        <button type="button" onClick={() => this.setState({ error: null })}>
          Tentar novamente
        </button>
      </div>
    );
  }
}

function Page({ load, optional }: { load: () => Promise<{ text: string }>; optional?: boolean }) {
  const loaded = useLoadedModule(load, true, { optional });
  return <p>{loaded ? loaded.text : 'Carregando...'}</p>;
}

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

  it("shows the route's crash screen when the module cannot be loaded, and loads it again on its retry", async () => {
    // React says so on the console as a boundary catches it.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const load = jest
        .fn<Promise<{ text: string }>, []>()
        .mockRejectedValueOnce(new Error('Loading chunk 123 failed.'))
        .mockResolvedValue({ text: 'O carrinho' });
      render(
        <Boundary>
          <Page load={load} />
        </Boundary>,
      );
      expect(screen.getByText('Carregando...')).toBeInTheDocument();
      expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 123 failed.');
      fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      expect(await screen.findByText('O carrinho')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      logged.mockRestore();
    }
  });

  it('stays null when an optional module cannot be loaded (what is drawn without it stays)', async () => {
    const load = jest.fn(() => Promise.reject(new Error('Loading chunk 123 failed.')));
    render(
      <Boundary>
        <Page load={load} optional />
      </Boundary>,
    );
    await waitFor(() => expect(load).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ignores a failure arriving after the component has gone', async () => {
    let fail: (error: Error) => void = () => {};
    const load = jest.fn(() => new Promise<object>((_, reject) => (fail = reject)));
    const { result, unmount } = renderHook(() => useLoadedModule(load));
    await waitFor(() => expect(load).toHaveBeenCalled());
    unmount();
    await act(async () => fail(new Error('Loading chunk 123 failed.')));
    expect(result.current).toBeNull();
  });
});
