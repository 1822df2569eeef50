import { authorizationCents } from './authorization';

describe('card authorisation with the 10 % weight tolerance', () => {
  it('adds 10 % of the weighed lines to the total', () => {
    // R$ 100,00 of meat by weight + R$ 20,00 of drinks + R$ 9,90 shipping.
    expect(authorizationCents(12_990n, 10_000n)).toBe(13_990n);
  });

  it('rounds the tolerance up to the cent, so a capture within 10 % always fits', () => {
    expect(authorizationCents(1_001n, 1_001n)).toBe(1_102n); // 100.1 cents → 101
  });

  it('authorises the total alone when nothing is weighed', () => {
    expect(authorizationCents(5_000n, 0n)).toBe(5_000n);
  });
});
