import { refundableCents, refundText } from './refunds';

describe('refundText', () => {
  it("says the amount in pt-BR BRL and the shop's day, even when UTC is already the next day", () => {
    expect(refundText({ amount: '25.90', createdAt: '2026-11-30T14:00:00.000Z' })).toBe(
      'Estorno de R$\u00a025,90 em 30/11',
    );
    // 22:30 in Salvador on the 30th is 01:30 UTC on 1 December.
    expect(refundText({ amount: '1234.5', createdAt: '2026-12-01T01:30:00.000Z' })).toBe(
      'Estorno de R$\u00a01.234,50 em 30/11',
    );
  });
});

describe('refundableCents', () => {
  it('is the capture less the refunds, exact to the cent, and nothing before a capture', () => {
    expect(refundableCents('107.89', [{ amount: '0.10' }, { amount: '0.20' }])).toBe(10759n);
    expect(refundableCents('107.89', [{ amount: '107.89' }])).toBe(0n);
    expect(refundableCents(null, [])).toBe(0n);
  });
});
