import { displaySubtotal, displayTotal, summarizeBarbecue } from './summary';

const line = (price: string, unitForQuantity: 'g' | 'un', desiredQuantity: number) => ({
  variant: { price, unitForQuantity },
  desiredQuantity,
});

describe('summarizeBarbecue', () => {
  it('adds grams and units apart and prices every line to the cent', () => {
    const summary = summarizeBarbecue([
      line('0.0899', 'g', 1500), // R$ 134,85
      line('0.0499', 'g', 1250), // R$ 62,375 → 62,38
      line('29.90', 'un', 2), // R$ 59,80
    ]);
    expect(summary).toEqual({ grams: 2750, units: 2, subtotalCents: 25703n });
    expect(displayTotal(summary)).toBe('2,75 Kg e 2 un');
    expect(displaySubtotal(summary)).toBe('R$\u00a0257,03');
  });

  it('shows only the parts there are', () => {
    expect(displayTotal(summarizeBarbecue([line('0.05', 'g', 2000)]))).toBe('2 Kg');
    expect(displayTotal(summarizeBarbecue([line('5.00', 'un', 3)]))).toBe('3 un');
  });
});
