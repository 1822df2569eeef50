import { isOutOfRange, pageNumbers, requestedPage } from './page-links';

describe('order list pagination', () => {
  it('shows every page when there are at most 10', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 0)).toEqual([]);
  });

  it('shows at most 10 numbered pages, a window around the current page', () => {
    expect(pageNumbers(1, 25)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageNumbers(12, 25)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(pageNumbers(25, 25)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
  });

  it('reads the page of the query, and tells a page out of range', () => {
    expect(requestedPage(null)).toBe(1);
    expect(requestedPage('3')).toBe(3);
    expect(requestedPage('0')).toBe('invalid');
    expect(requestedPage('abc')).toBe('invalid');
    expect(isOutOfRange(3, 2)).toBe(true);
    expect(isOutOfRange(2, 2)).toBe(false);
    expect(isOutOfRange(1, 0)).toBe(false);
    expect(isOutOfRange(2, 0)).toBe(true);
    expect(isOutOfRange('invalid', 5)).toBe(true);
    // Loading: the count is unknown, so only what is not a page number is out of range.
    expect(isOutOfRange(7, undefined)).toBe(false);
    expect(isOutOfRange('invalid', undefined)).toBe(true);
  });
});
