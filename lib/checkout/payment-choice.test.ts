import { isOnlineMethod, paidWith, preselectedCardId } from './payment-choice';

const NOW = new Date('2026-11-22T12:00:00-03:00');

describe('the preselected card', () => {
  it('is the newest card that has not expired', () => {
    const cards = [
      { id: 3, month: 12, year: 2030 },
      { id: 9, month: 1, year: 2031 },
      { id: 12, month: 10, year: 2026 },
    ];
    expect(preselectedCardId(cards, NOW)).toBe(9);
    expect(preselectedCardId([{ id: 4, month: 11, year: 26 }], NOW)).toBe(4);
    expect(preselectedCardId([{ id: 4, month: 10, year: 26 }], NOW)).toBeNull();
    expect(preselectedCardId([], NOW)).toBeNull();
  });
});

describe('what the order is paid with', () => {
  const methods = [
    { id: 1, name: 'Cartão de crédito', methodType: 'gateway' },
    { id: 2, name: 'Débito na entrega', methodType: 'on_delivery' },
  ];

  it('tells the online card from the methods paid on delivery', () => {
    expect(isOnlineMethod(methods[0]!)).toBe(true);
    expect(isOnlineMethod(methods[1]!)).toBe(false);
  });

  it('reads the last payment', () => {
    expect(paidWith({ payments: [], paymentMethods: methods })).toBeNull();
    const visa = { ccType: 'visa', lastDigits: '1111' };
    expect(
      paidWith({
        payments: [
          { paymentMethod: { id: 2, name: 'Débito na entrega' }, source: null },
          { paymentMethod: { id: 1, name: 'Cartão de crédito' }, source: visa },
        ],
        paymentMethods: methods,
      }),
    ).toEqual({ methodName: 'Cartão de crédito', online: true, card: visa });
    expect(
      paidWith({
        payments: [{ paymentMethod: { id: 2, name: 'Débito na entrega' }, source: null }],
        paymentMethods: methods,
      }),
    ).toEqual({ methodName: 'Débito na entrega', online: false, card: null });
  });
});
