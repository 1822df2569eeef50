import {
  bagCount,
  fitPortioning,
  isValidPortioning,
  portioningErrors,
  portioningOptions,
  portioningRange,
  portioningText,
} from './portioning';

describe('portioning slider', () => {
  it('goes from max(500, quantity/30 rounded up to 100) to min(10000, quantity)', () => {
    expect(portioningRange(2_000)).toEqual({ min: 500, max: 2_000 });
    expect(portioningRange(15_000)).toEqual({ min: 500, max: 10_000 });
    expect(portioningRange(15_100)).toEqual({ min: 600, max: 10_000 });
    expect(portioningRange(20_000)).toEqual({ min: 700, max: 10_000 });
    expect(portioningRange(500)).toEqual({ min: 500, max: 500 });
  });

  it('offers nothing under 500 g', () => {
    expect(portioningRange(300)).toBeNull();
    expect(portioningOptions(300)).toEqual([]);
    expect(portioningErrors(300, 300)).toEqual(['Porcionamento disponível a partir de 0,5 Kg']);
  });

  it('moves in steps of 100 g and always offers the whole quantity as one bag', () => {
    expect(portioningOptions(1_000)).toEqual([500, 600, 700, 800, 900, 1_000]);
    expect(portioningOptions(750)).toEqual([500, 600, 700, 750]);
    expect(portioningOptions(20_000)).toHaveLength(94);
    expect(isValidPortioning(1_000, 650)).toBe(false);
    expect(isValidPortioning(750, 750)).toBe(true);
    expect(portioningErrors(2_000, 400)).toEqual(['Porcionamento entre 0,5 Kg e 2 Kg, de 100 g em 100 g']);
  });

  it('counts bags rounding up', () => {
    expect(bagCount(2_000, 500)).toBe(4);
    expect(bagCount(2_250, 500)).toBe(5);
    expect(bagCount(750, 750)).toBe(1);
  });

  it('keeps the nearest valid size when the quantity changes', () => {
    expect(fitPortioning(1_000, null)).toBeNull();
    expect(fitPortioning(1_000, 2_000)).toBe(1_000);
    expect(fitPortioning(20_000, 500)).toBe(700);
    expect(fitPortioning(300, 500)).toBeNull();
    expect(fitPortioning(3_000, 800)).toBe(800);
  });
});

describe('portioning text (count × size in g plus a remainder)', () => {
  it('names the full bags and the remainder bag', () => {
    expect(portioningText(2_200, 500)).toBe('4 × 500 g + 1 × 200 g');
    expect(portioningText(750, 500)).toBe('1 × 500 g + 1 × 250 g');
  });

  it('has no remainder when the size divides the quantity, and reads thousands the Brazilian way', () => {
    expect(portioningText(2_000, 500)).toBe('4 × 500 g');
    expect(portioningText(750, 750)).toBe('1 × 750 g');
    expect(portioningText(20_000, 2_000)).toBe('10 × 2.000 g');
    expect(portioningText(2_500, 1_200)).toBe('2 × 1.200 g + 1 × 100 g');
  });
});
