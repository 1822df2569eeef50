import { maskCardNumbers, maskCardNumbersDeep } from './card-numbers';

describe('card number masking', () => {
  it.each([
    ['4111111111111111', '************1111'],
    ['4111 1111 1111 1111', '************1111'],
    ['4111-1111-1111-1111', '************1111'],
    ['cartão 5555555555554444 no portão', 'cartão ************4444 no portão'],
    ['amex 378282246310005', 'amex ***********0005'],
  ])('masks %s', (input, masked) => {
    expect(maskCardNumbers(input)).toBe(masked);
  });

  it.each([
    ['a phone', 'ligar 71988887777'],
    ['a CEP and a number', 'CEP 41810-000, nº 1000'],
    ['digits failing the Luhn check', '4111111111111112'],
    ['an order number', 'pedido R123456789'],
  ])('leaves %s alone', (_kind, text) => {
    expect(maskCardNumbers(text)).toBe(text);
  });

  it('masks every string of a nested value', () => {
    expect(
      maskCardNumbersDeep({ message: 'x 4111111111111111', list: ['5555 5555 5555 4444'], count: 3 }),
    ).toEqual({ message: 'x ************1111', list: ['************4444'], count: 3 });
  });
});
