import {
  formatBRL,
  formatCents,
  InvalidAmountError,
  lineTotalCents,
  parseAmount,
  pricePerGram,
  pricePerKg,
  normalizeAmount,
  roundToCents,
} from './money';

describe('money', () => {
  it('parses decimal strings exactly', () => {
    expect(parseAmount('89.90')).toBe(89_900_000n);
    expect(parseAmount('0.0899')).toBe(89_900n);
    expect(parseAmount('12')).toBe(12_000_000n);
    expect(parseAmount('-1.5')).toBe(-1_500_000n);
  });

  it('rejects what is not a decimal amount', () => {
    for (const bad of ['', 'abc', '1,50', '1.1234567', 'NaN', '1e3']) {
      expect(() => parseAmount(bad)).toThrow(InvalidAmountError);
    }
  });

  it('keeps every cent where floats would not (0.1 + 0.2)', () => {
    expect(formatCents(lineTotalCents(1, '0.1') + lineTotalCents(1, '0.2'))).toBe('0.30');
  });

  it('prices weighed lines per gram, rounding half up to the cent', () => {
    // 500 g of picanha at 89.90/kg
    expect(formatCents(lineTotalCents(500, '0.0899'))).toBe('44.95');
    // 350 g at 0.04999/g = 17.4965 → 17.50
    expect(formatCents(lineTotalCents(350, '0.04999'))).toBe('17.50');
    expect(formatCents(lineTotalCents(3, '12.50'))).toBe('37.50');
  });

  it('refuses fractional quantities', () => {
    expect(() => lineTotalCents(1.5, '1.00')).toThrow(InvalidAmountError);
  });

  it('converts between per gram and per Kg without loss', () => {
    expect(pricePerGram('89.90')).toBe('0.089900');
    expect(pricePerKg('0.089900')).toBe('89.90');
    expect(pricePerKg(pricePerGram('129.99'))).toBe('129.99');
  });

  it('rounds amounts to cents', () => {
    expect(roundToCents('0.005')).toBe('0.01');
    expect(roundToCents('0.0049')).toBe('0.00');
    expect(roundToCents('59.9')).toBe('59.90');
  });

  it('formats reais the Brazilian way', () => {
    expect(formatBRL('89.9')).toBe('R$\u00a089,90');
    expect(formatBRL('1234.5')).toBe('R$\u00a01.234,50');
    expect(formatBRL(4495n)).toBe('R$\u00a044,95');
    // A discount, as Intl's pt-BR currency format writes it.
    expect(formatBRL('-12.00')).toBe('-R$\u00a012,00');
    expect(formatBRL('-12.00')).toBe(
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(-12),
    );
  });
});

describe('normalizeAmount', () => {
  it('keeps every significant digit and at least cents', () => {
    expect(normalizeAmount('0.089900')).toBe('0.0899');
    expect(normalizeAmount('12.500000')).toBe('12.50');
    expect(normalizeAmount('7')).toBe('7.00');
    expect(normalizeAmount('0.123456')).toBe('0.123456');
  });
});
