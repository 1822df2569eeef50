import { hasNextPage, pageInfo, pageOffset, singlePage } from './pagination';

describe('product list pagination', () => {
  it('skips whole pages', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
  });

  it('tells how many pages there are, so a client knows the last one', () => {
    expect(pageInfo(25, 1, 10, 10)).toEqual({
      count: 10,
      total_count: 25,
      current_page: 1,
      pages: 3,
      per_page: 10,
    });
    expect(pageInfo(20, 2, 10, 10).pages).toBe(2);
    expect(pageInfo(0, 1, 10, 0).pages).toBe(0);
  });

  it('has a next page until the current page is the last', () => {
    expect(hasNextPage({ current_page: 1, pages: 3 })).toBe(true);
    expect(hasNextPage({ current_page: 3, pages: 3 })).toBe(false);
    expect(hasNextPage({ current_page: 1, pages: 0 })).toBe(false);
    expect(hasNextPage({ current_page: 5, pages: 3 })).toBe(false);
  });
});

describe('single-page lists', () => {
  it('is page 1 of 1 with every item, and has no next page', () => {
    const page = singlePage(['a', 'b']);
    expect(page).toEqual({
      products: ['a', 'b'],
      count: 2,
      total_count: 2,
      current_page: 1,
      pages: 1,
      per_page: 2,
    });
    expect(hasNextPage(page)).toBe(false);
    expect(hasNextPage(singlePage([]))).toBe(false);
  });
});
