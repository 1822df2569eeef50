import { formatHundredths, formatThousandths, formatWhole } from './pt-br-number';

// Node carries full ICU: each formatter must write what Intl.NumberFormat('pt-BR') writes.
const whole = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const thousandths = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });
const hundredths = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 0 to 9 digits long, and the borders of each group of thousands. */
const samples = [
  0, 1, 5, 9, 10, 99, 100, 250, 999, 1000, 1001, 1500, 9999, 10_000, 12_345, 99_999, 100_000, 999_999,
  1_000_000, 1_234_567, 987_654_321,
];

describe('pt-BR numbers, as Intl writes them', () => {
  it('whole numbers, grouped by thousands and rounded half away from zero', () => {
    for (const value of [...samples, 0.4, 0.5, 2.5, 1234.5, 999.5, -3, -1234.5]) {
      expect(formatWhole(value)).toBe(whole.format(value));
    }
  });

  it('thousandths (grams as Kg) with at most 3 places and no trailing zeros', () => {
    for (const value of [...samples, 5, 50, 1050, 2200, 123_456_789, -1500]) {
      expect(formatThousandths(value)).toBe(thousandths.format(value / 1000));
    }
    expect(formatThousandths(1500)).toBe('1,5');
  });

  it('hundredths (cents) with 2 places', () => {
    for (const value of [...samples, -1, -5, -99, -100, -123_456]) {
      expect(formatHundredths(BigInt(value))).toBe(hundredths.format(value / 100));
    }
    expect(formatHundredths(123_450n)).toBe('1.234,50');
  });
});
