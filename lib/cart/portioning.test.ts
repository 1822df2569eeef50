import {
  bagCount,
  fitPortioning,
  isValidPortioning,
  portioningErrors,
  portioningOptions,
  portioningRange,
  portioningOfferText,
  portioningText,
} from './portioning';
import { ANY_PORTION, type PortioningOffer } from '@/lib/rules/portioning';

const any = ANY_PORTION;

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
    expect(portioningOptions(300, any)).toEqual([]);
    expect(portioningErrors(300, 300, any)).toEqual(['Porcionamento disponível a partir de 0,5 Kg']);
  });

  it('moves in steps of 100 g and always offers the whole quantity as one bag', () => {
    expect(portioningOptions(1_000, any)).toEqual([500, 600, 700, 800, 900, 1_000]);
    expect(portioningOptions(750, any)).toEqual([500, 600, 700, 750]);
    expect(portioningOptions(20_000, any)).toHaveLength(94);
    expect(isValidPortioning(1_000, 650, any)).toBe(false);
    expect(isValidPortioning(750, 750, any)).toBe(true);
    expect(portioningErrors(2_000, 400, any)).toEqual([
      'Porcionamento entre 0,5 Kg e 2 Kg, de 100 g em 100 g',
    ]);
  });

  it('counts bags rounding up', () => {
    expect(bagCount(2_000, 500)).toBe(4);
    expect(bagCount(2_250, 500)).toBe(5);
    expect(bagCount(750, 750)).toBe(1);
  });

  it('keeps the nearest valid size when the quantity changes', () => {
    expect(fitPortioning(1_000, null, any)).toBeNull();
    expect(fitPortioning(1_000, 2_000, any)).toBe(1_000);
    expect(fitPortioning(20_000, 500, any)).toBe(700);
    expect(fitPortioning(300, 500, any)).toBeNull();
    expect(fitPortioning(3_000, 800, any)).toBe(800);
  });
});

describe("a product's own portioning", () => {
  const sizes: PortioningOffer = { portioning: 'sizes', portioningSizes: [500, 1_000, 3_000] };
  const none: PortioningOffer = { portioning: 'none', portioningSizes: [] };

  it('offers only the chosen sizes that fit the quantity, and the whole quantity as one bag', () => {
    expect(portioningOptions(2_000, sizes)).toEqual([500, 1_000, 2_000]);
    expect(portioningOptions(3_000, sizes)).toEqual([500, 1_000, 3_000]);
    // 30 bags at most: 500 g bags no longer fit 20 kg.
    expect(portioningOptions(20_000, sizes)).toEqual([1_000, 3_000, 10_000]);
    expect(isValidPortioning(2_000, 700, sizes)).toBe(false);
  });

  it('offers nothing when no chosen size fits, nor for a product that is not portioned', () => {
    const big: PortioningOffer = { portioning: 'sizes', portioningSizes: [2_000] };
    expect(portioningOptions(1_500, big)).toEqual([]);
    expect(portioningErrors(1_500, 1_000, big)).toEqual(['Porcionamento deste produto em pacotes de 2 Kg']);
    expect(portioningOptions(2_000, none)).toEqual([]);
    expect(portioningErrors(2_000, 500, none)).toEqual(['Este produto não é porcionado']);
  });

  it('names the sizes the quantity allows when a size is refused', () => {
    expect(portioningErrors(2_000, 700, sizes)).toEqual([
      'Porcionamento deste produto em pacotes de 0,5 Kg, 1 Kg ou 2 Kg',
    ]);
    expect(portioningErrors(300, 500, sizes)).toEqual(['Porcionamento disponível a partir de 0,5 Kg']);
  });

  it('keeps the nearest offered size when the quantity changes, none when it offers none', () => {
    expect(fitPortioning(2_000, 700, sizes)).toBe(500);
    expect(fitPortioning(5_000, 2_500, sizes)).toBe(3_000);
    expect(fitPortioning(2_000, 500, none)).toBeNull();
  });

  it('tells the product page what the cart will offer', () => {
    expect(portioningOfferText(any)).toBe(
      'Porcionamento: escolha no carrinho o tamanho dos pacotes, de 0,5 Kg a 10 Kg.',
    );
    expect(portioningOfferText(sizes)).toBe(
      'Porcionamento: escolha no carrinho pacotes de 0,5 Kg, 1 Kg ou 3 Kg.',
    );
    expect(portioningOfferText(none)).toBeNull();
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
