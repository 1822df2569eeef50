import { showRecentlyViewed } from './recently-viewed';

describe('recently viewed', () => {
  it('is hidden under 3 products', () => {
    expect(showRecentlyViewed(undefined)).toBe(false);
    expect(showRecentlyViewed([])).toBe(false);
    expect(showRecentlyViewed([1, 2])).toBe(false);
    expect(showRecentlyViewed([1, 2, 3])).toBe(true);
  });
});
