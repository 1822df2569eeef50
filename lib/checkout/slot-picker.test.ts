import { canScrollBack, canScrollOn, openingStart, scrolledBack, scrolledOn } from './slot-picker';

describe('the delivery picker', () => {
  it('scrolls 2 at a time and always shows 4', () => {
    expect(scrolledOn(0, 10)).toBe(2);
    expect(scrolledOn(4, 10)).toBe(6);
    expect(scrolledOn(6, 10)).toBe(6);
    expect(scrolledOn(4, 9)).toBe(5);
    expect(scrolledBack(5)).toBe(3);
    expect(scrolledBack(1)).toBe(0);
  });

  it('offers an arrow only where there is more', () => {
    expect(canScrollBack(0)).toBe(false);
    expect(canScrollBack(2)).toBe(true);
    expect(canScrollOn(0, 4)).toBe(false);
    expect(canScrollOn(0, 3)).toBe(false);
    expect(canScrollOn(0, 5)).toBe(true);
    expect(canScrollOn(6, 10)).toBe(false);
  });

  it('opens on the page that shows the chosen rate', () => {
    const ids = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19];
    expect(openingStart(ids, null)).toBe(0);
    expect(openingStart(ids, 99)).toBe(0);
    expect(openingStart(ids, 13)).toBe(0);
    expect(openingStart(ids, 14)).toBe(4);
    expect(openingStart(ids, 15)).toBe(4);
    expect(openingStart(ids, 19)).toBe(6);
  });
});
