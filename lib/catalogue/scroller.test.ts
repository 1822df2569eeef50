import {
  canShowMore,
  mergePages,
  mobileVisibleCount,
  needsNextPageFor,
  shouldRequestNextPage,
} from './scroller';

const items = (...ids: number[]) => ids.map((id) => ({ id, name: `p${id}` }));

describe('scroller pages', () => {
  it('accumulates pages in order without duplicates', () => {
    const merged = mergePages([items(1, 2, 3), items(3, 4), items(2, 5)]);
    expect(merged.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first copy of a product seen twice', () => {
    const merged = mergePages([[{ id: 1, name: 'first' }], [{ id: 1, name: 'later' }]]);
    expect(merged).toEqual([{ id: 1, name: 'first' }]);
  });

  it('is empty for no pages', () => {
    expect(mergePages([])).toEqual([]);
  });
});

describe('requesting the next page from the carousel (2 slides shown)', () => {
  const base = { loadedCount: 10, hasNextPage: true, isFetching: false };

  it('waits until the last loaded slide is visible', () => {
    expect(shouldRequestNextPage({ ...base, activeIndex: 0 })).toBe(false);
    expect(shouldRequestNextPage({ ...base, activeIndex: 6 })).toBe(false);
    expect(shouldRequestNextPage({ ...base, activeIndex: 8 })).toBe(true);
  });

  it('asks again at the end of every loaded page (positions 20, 30...)', () => {
    expect(shouldRequestNextPage({ ...base, loadedCount: 20, activeIndex: 8 })).toBe(false);
    expect(shouldRequestNextPage({ ...base, loadedCount: 20, activeIndex: 18 })).toBe(true);
  });

  it('never asks past the last page, while a page is loading or with nothing loaded', () => {
    expect(shouldRequestNextPage({ ...base, activeIndex: 8, hasNextPage: false })).toBe(false);
    expect(shouldRequestNextPage({ ...base, activeIndex: 8, isFetching: true })).toBe(false);
    expect(shouldRequestNextPage({ ...base, activeIndex: 0, loadedCount: 0 })).toBe(false);
  });
});

describe("phone layout: 4 items, then 4 more on each 'ver mais'", () => {
  it('grows by 4', () => {
    expect(mobileVisibleCount(0)).toBe(4);
    expect(mobileVisibleCount(1)).toBe(8);
    expect(mobileVisibleCount(3)).toBe(16);
  });

  it("offers 'ver mais' while items are hidden or another page exists", () => {
    expect(canShowMore(4, 10, false)).toBe(true);
    expect(canShowMore(12, 10, true)).toBe(true);
    expect(canShowMore(12, 10, false)).toBe(false);
    expect(canShowMore(10, 10, false)).toBe(false);
  });

  it('loads the next page only when the revealed items run past the loaded ones', () => {
    expect(needsNextPageFor(8, 10, true)).toBe(false);
    expect(needsNextPageFor(12, 10, true)).toBe(true);
    expect(needsNextPageFor(12, 10, false)).toBe(false);
  });
});
