/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ProductPage } from '@/lib/api-client/catalogue';
import { LiveProvider } from '@/lib/api-client/live';
import { liveFor, type Live } from '@/lib/api-client/live-runtime';
import { createQueryClient } from '@/lib/api-client/query-client';
import { camelize } from '@/lib/sales-api/case';
import { holdFirstPaint } from '@/test-support/first-paint';
import { variantJson } from '@/test-support/components/cart-fixtures';
import { ProductScroller } from './product-scroller';

// The real helper, watched (test-support/first-paint.ts).
jest.mock('@/lib/shell/after-first-paint', () => jest.requireActual('@/test-support/first-paint'));

// The real card, its renders counted.
const cardRenders: number[] = [];
jest.mock('./product-card', () => {
  const actual = jest.requireActual<typeof import('./product-card')>('./product-card');
  return {
    ...actual,
    ProductCard: (props: Parameters<typeof actual.ProductCard>[0]) => {
      cardRenders.push(props.product.id);
      return actual.ProductCard(props);
    },
  };
});

const products = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    variantJson({ id: from + index, name: `Corte ${from + index}` }),
  );

const page = (current: number, count: number, from: number) => ({
  count,
  total_count: 12,
  current_page: current,
  pages: 2,
  per_page: 6,
  products: products(from, count),
});

let requests: string[];
afterEach(() => jest.useRealTimers());
beforeEach(() => {
  requests = [];
  cardRenders.length = 0;
  global.fetch = jest.fn(async (url: string) => {
    requests.push(url);
    return { status: 200, ok: true, statusText: 'OK', text: async () => JSON.stringify(page(2, 6, 7)) };
  }) as unknown as typeof fetch;
  // jsdom has no layout: every list is near the viewport (so it mounts all its loaded items).
  global.IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe() {
      this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

/**
 * The screen's width as the scroller's media query sees it (the sideways track's or the phone's grid);
 * `rotate` changes it as a turned tablet would.
 */
function screenIsWide(wide: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: wide,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = ((media: string) => {
    expect(media).toBe('(min-width: 48rem)');
    return query;
  }) as unknown as typeof window.matchMedia;
  return {
    rotate(nowWide: boolean) {
      query.matches = nowWide;
      for (const listener of listeners) listener();
    },
  };
}
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

const firstPage = camelize(page(1, 6, 1)) as ProductPage;
const source = { kind: 'paged', list: 'promotions' } as const;
const mountedItems = () => screen.queryAllByText(/^Corte \d+$/).length;

/** A scroller without its live runtime, on a screen of that width, its first paint held back. */
function renderOnScreen(wide: boolean) {
  const { rotate } = screenIsWide(wide);
  jest.useFakeTimers();
  const { paint } = holdFirstPaint();
  render(scroller(null));
  return { paint, rotate };
}

const scroller = (live: Live | null) => (
  <LiveProvider live={live}>
    <ProductScroller title="Promoções" source={source} firstPage={firstPage} />
  </LiveProvider>
);

describe('a home scroller', () => {
  it('shows the server’s first page before its code arrives, and keeps a “ver mais” tapped meanwhile', async () => {
    const view = render(scroller(null));
    expect(screen.getByRole('heading', { name: 'Promoções' })).toBeInTheDocument();
    expect(screen.getByText('Corte 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar Corte 1 ao carrinho' })).toBeDisabled();

    // The phone shows 4 of the 6: the tap asks for all 6 and, as the next 4 need page 2, for page 2.
    fireEvent.click(screen.getByRole('button', { name: 'ver mais' }));
    expect(requests).toEqual([]);

    await act(async () => view.rerender(scroller(liveFor(createQueryClient()))));
    expect(await screen.findByText('Corte 8')).toBeInTheDocument();
    // The phone's grid mounts what it shows: 8 after one 'ver mais', not the 12 loaded.
    expect(screen.queryByText('Corte 9')).not.toBeInTheDocument();
    // Page 1 came from the server: only page 2 (and the cart, for the buy buttons) was asked for.
    expect(requests.filter((url) => url.includes('/v2/products'))).toEqual([
      expect.stringContaining('page=2'),
    ]);
  });

  it('on a wide screen mounts its first 4 items, and the rest of the loaded page once the page has painted and the browser is idle', async () => {
    const { paint } = renderOnScreen(true);
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(mountedItems()).toBe(4);

    act(paint);
    // Not idle yet (a browser without idle callbacks waits 200 ms).
    await act(() => jest.advanceTimersByTimeAsync(199));
    expect(mountedItems()).toBe(4);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(mountedItems()).toBe(6);
  });

  it('on a phone mounts only the items its grid shows, 4 more with each “ver mais”', async () => {
    const { paint } = renderOnScreen(false);
    act(paint);
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(mountedItems()).toBe(4);

    fireEvent.click(screen.getByRole('button', { name: 'ver mais' }));
    expect(mountedItems()).toBe(6); // all that is loaded until the live runtime brings page 2
  });

  it('follows the screen as it turns: the track mounts every loaded item, the phone’s grid its own again', async () => {
    const { paint, rotate } = renderOnScreen(false);
    act(paint);
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(mountedItems()).toBe(4);

    await act(async () => rotate(true));
    expect(mountedItems()).toBe(6);
    await act(async () => rotate(false));
    expect(mountedItems()).toBe(4);
  });

  it('keeps its cards as the live runtime takes over the server’s page (their buy controls follow the cart alone)', async () => {
    const view = render(scroller(null));
    expect(cardRenders).toEqual([1, 2, 3, 4]);
    await act(async () => view.rerender(scroller(liveFor(createQueryClient()))));
    expect(screen.getByText('Corte 4')).toBeInTheDocument();
    expect(cardRenders).toEqual([1, 2, 3, 4]);
  });
});
