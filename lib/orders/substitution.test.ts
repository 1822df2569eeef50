import { chooseSubstitute, mayReplace, type SubstituteCandidate } from './substitution';

// Picanha at R$ 80,00/Kg (0.08 per gram), in subdepartment 1.
const line = { variantId: 1, subdepartmentId: 1, unitForQuantity: 'g' as const, price: '0.08' };

const candidate = (variantId: number, price: string, extra: Partial<SubstituteCandidate> = {}) => ({
  variantId,
  subdepartmentId: 1,
  unitForQuantity: 'g' as const,
  price,
  totalOnHand: 5000,
  ...extra,
});

describe('the substitute of a missing line', () => {
  it('may be at most 10 % dearer per Kg, of the same subdepartment and unit, and another product', () => {
    expect(mayReplace(line, candidate(2, '0.088'))).toBe(true); // exactly 10 % dearer
    expect(mayReplace(line, candidate(2, '0.088001'))).toBe(false);
    expect(mayReplace(line, candidate(2, '0.02'))).toBe(true); // any cheaper one
    expect(mayReplace(line, candidate(2, '0.08', { subdepartmentId: 2 }))).toBe(false);
    expect(mayReplace(line, candidate(2, '0.08', { unitForQuantity: 'un' }))).toBe(false);
    expect(mayReplace(line, candidate(1, '0.08'))).toBe(false);
  });

  it('is the closest in price per Kg, dearer or cheaper', () => {
    const closestCheaper = chooseSubstitute(line, 1000, [
      candidate(2, '0.087'), // 7 % dearer
      candidate(3, '0.075'), // 6,25 % cheaper: closer
      candidate(4, '0.05'),
    ]);
    expect(closestCheaper?.variantId).toBe(3);
    const closestDearer = chooseSubstitute(line, 1000, [candidate(2, '0.082'), candidate(3, '0.075')]);
    expect(closestDearer?.variantId).toBe(2);
  });

  it('breaks a tie by the cheaper, then the lower id, whatever the order given', () => {
    const tie = [candidate(5, '0.084'), candidate(4, '0.076'), candidate(3, '0.076')];
    expect(chooseSubstitute(line, 1000, tie)?.variantId).toBe(3);
    expect(chooseSubstitute(line, 1000, [...tie].reverse())?.variantId).toBe(3);
  });

  it('needs the stock for the quantity asked', () => {
    const chosen = chooseSubstitute(line, 1000, [
      candidate(2, '0.08', { totalOnHand: 999 }),
      candidate(3, '0.07', { totalOnHand: 1000 }),
    ]);
    expect(chosen?.variantId).toBe(3);
  });

  it('is none when nothing qualifies: too dear, another subdepartment or unit, no stock', () => {
    expect(
      chooseSubstitute(line, 1000, [
        candidate(2, '0.0881'),
        candidate(3, '0.08', { subdepartmentId: 2 }),
        candidate(4, '0.08', { unitForQuantity: 'un' }),
        candidate(5, '0.08', { totalOnHand: 0 }),
      ]),
    ).toBeNull();
    expect(chooseSubstitute(line, 1000, [])).toBeNull();
  });
});
