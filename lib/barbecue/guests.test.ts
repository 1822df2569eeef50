import {
  DEFAULT_GUESTS,
  desiredMeatGrams,
  fewerAdults,
  fewerChildren,
  moreAdults,
  moreChildren,
  personsFor,
} from './guests';

describe('barbecue guests', () => {
  it('starts with 4 adults and no children (1.6 Kg of meat)', () => {
    expect(DEFAULT_GUESTS).toEqual({ adults: 4, children: 0 });
    expect(desiredMeatGrams(DEFAULT_GUESTS)).toBe(1600);
  });

  it('asks 400 g per adult and 200 g per child', () => {
    expect(desiredMeatGrams({ adults: 10, children: 3 })).toBe(4600);
    expect(desiredMeatGrams({ adults: 5, children: 0 })).toBe(2000);
  });

  it('ignores a decrement of adults at 4 or less', () => {
    expect(fewerAdults({ adults: 4, children: 2 })).toEqual({ adults: 4, children: 2 });
    expect(fewerAdults({ adults: 3, children: 0 })).toEqual({ adults: 3, children: 0 });
    expect(fewerAdults({ adults: 5, children: 0 })).toEqual({ adults: 4, children: 0 });
    expect(moreAdults({ adults: 4, children: 1 })).toEqual({ adults: 5, children: 1 });
  });

  it('never lets children go below 0', () => {
    expect(fewerChildren({ adults: 4, children: 0 })).toEqual({ adults: 4, children: 0 });
    expect(fewerChildren({ adults: 4, children: 1 })).toEqual({ adults: 4, children: 0 });
    expect(moreChildren({ adults: 4, children: 0 })).toEqual({ adults: 4, children: 1 });
  });

  it('counts a child as half an adult for per-person complements', () => {
    expect(personsFor(desiredMeatGrams({ adults: 10, children: 3 }))).toBe(11.5);
  });
});
