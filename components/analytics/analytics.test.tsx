/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react';
import { Analytics } from './analytics';

/** Where the router is: its path and its query (as usePathname and useSearchParams give them). */
let mockPath = '/';
let mockQuery = '';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPath,
  useSearchParams: () => new URLSearchParams(mockQuery),
}));
jest.mock('@/lib/api-client/vitals-beacon', () => ({ startWebVitals: () => () => {} }));

/** Navigates to `url` (the address bar first, as the router does), and renders the analytics again. */
function navigate(url: string, rerender: (ui: React.ReactElement) => void) {
  window.history.pushState({}, '', url);
  const { pathname, search } = new URL(url, window.location.origin);
  mockPath = pathname;
  mockQuery = search;
  rerender(<Analytics gtmId={null} />);
}

const pageViews = () =>
  (window.dataLayer ?? [])
    .filter((entry) => (entry as { event?: string }).event === 'page_view')
    .map(
      (entry) =>
        new URL((entry as { page_location: string }).page_location).pathname +
        new URL((entry as { page_location: string }).page_location).search,
    );

beforeAll(() => {
  document.cookie = 'cdc_consent=granted; path=/';
});

beforeEach(() => {
  window.dataLayer = [];
  window.history.replaceState({}, '', '/');
  mockPath = '/';
  mockQuery = '';
});

describe('page_view', () => {
  it('is pushed for each page the shopper opens, a new query of the same path included', () => {
    const { rerender } = render(<Analytics gtmId={null} />);
    navigate('/busca?q=picanha', rerender);
    navigate('/busca?q=alcatra', rerender);
    navigate('/minha-conta/pedidos?page=2', rerender);
    navigate('/minha-conta/pedidos?page=3', rerender);
    navigate('/produtos/picanha-bovina', rerender);
    expect(pageViews()).toEqual([
      '/',
      '/busca?q=picanha',
      '/busca?q=alcatra',
      '/minha-conta/pedidos?page=2',
      '/minha-conta/pedidos?page=3',
      '/produtos/picanha-bovina',
    ]);
  });

  it('is not pushed again when the page renders again, or when the search spells its address anew', () => {
    const { rerender } = render(<Analytics gtmId={null} />);
    navigate('/busca?query=picanha', rerender);
    rerender(<Analytics gtmId={null} />);
    // InstantSearch rewrites the `query` alias as `q` in place: the same search, the same page.
    navigate('/busca?q=picanha', rerender);
    expect(pageViews()).toEqual(['/', '/busca?query=picanha']);
  });
});
