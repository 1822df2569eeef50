import { isOnlineMethod, paidWith, paymentChoice, preselectedCardId } from './payment-choice';

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

const methods = [
  { id: 1, name: 'Cartão de crédito', methodType: 'gateway' },
  { id: 2, name: 'Débito na entrega', methodType: 'on_delivery' },
];
const visa = { ccType: 'visa', lastDigits: '1111' };
const master = { ccType: 'master', lastDigits: '4444' };
const cards = [
  { id: 3, ...visa },
  { id: 8, ...master },
];

describe('the choice made at the payment step', () => {
  it('is a saved card by its id, a new card as the newest card saved, or no card', () => {
    expect(paymentChoice({ methodId: 1, existingCard: 3 }, { creditCards: cards })).toEqual({
      methodId: 1,
      card: visa,
    });
    expect(paymentChoice({ methodId: 1, newCard: {} }, { creditCards: [cards[1]!, cards[0]!] })).toEqual({
      methodId: 1,
      card: master,
    });
    expect(paymentChoice({ methodId: 2 }, { creditCards: cards })).toEqual({ methodId: 2, card: null });
  });
});

describe('what the order is paid with', () => {
  it('tells the online card from the methods paid on delivery', () => {
    expect(isOnlineMethod(methods[0]!)).toBe(true);
    expect(isOnlineMethod(methods[1]!)).toBe(false);
  });

  it('is the choice made when no payment is under way, and unknown without one', () => {
    const order = { payments: [], paymentMethods: methods };
    expect(paidWith(order, null)).toBeNull();
    expect(paidWith(order, { methodId: 1, card: visa })).toEqual({
      methodName: 'Cartão de crédito',
      online: true,
      pix: false,
      card: visa,
    });
    expect(paidWith(order, { methodId: 2, card: visa })).toEqual({
      methodName: 'Débito na entrega',
      online: false,
      pix: false,
      card: null,
    });
  });

  it('tells a Pix apart: paid online, without a card', () => {
    const order = { payments: [], paymentMethods: [...methods, { id: 4, name: 'Pix', methodType: 'pix' }] };
    expect(paidWith(order, { methodId: 4, card: visa })).toEqual({
      methodName: 'Pix',
      online: false,
      pix: true,
      card: null,
    });
  });

  it('ignores a declined attempt, and reads a payment under way', () => {
    const declined = { state: 'failed', paymentMethod: { id: 1, name: 'Cartão de crédito' }, source: master };
    expect(paidWith({ payments: [declined], paymentMethods: methods }, { methodId: 2, card: null })).toEqual({
      methodName: 'Débito na entrega',
      online: false,
      pix: false,
      card: null,
    });
    const pending = { ...declined, state: 'pending', source: visa };
    expect(paidWith({ payments: [declined, pending], paymentMethods: methods }, null)).toEqual({
      methodName: 'Cartão de crédito',
      online: true,
      pix: false,
      card: visa,
    });
  });
});
