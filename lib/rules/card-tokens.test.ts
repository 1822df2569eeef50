import {
  brandOfMercadoPagoMethod,
  cardBrandName,
  cardBrandOf,
  CARD_BRANDS,
  mercadoPagoMethodOf,
} from './card-tokens';

describe('card brands', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['5555555555554444', 'master'],
    ['2221000000000009', 'master'],
    ['378282246310005', 'american_express'],
    ['6011111111111117', 'discover'],
    // Elo's ranges inside Visa's 4, Mastercard's 5 and Discover's 65 are Elo's.
    ['5067766783888311', 'elo'],
    ['4011780000000006', 'elo'],
    ['6363680000000007', 'elo'],
    ['6500350000000001', 'elo'],
    ['6062820000000003', 'hipercard'],
    ['3841000000000007', 'hipercard'],
    ['9999999999999995', 'other'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
  });

  it('names every brand, and an unknown one as a card', () => {
    expect(cardBrandName('elo')).toBe('Elo');
    expect(cardBrandName('hipercard')).toBe('Hipercard');
    expect(cardBrandName('master')).toBe('Mastercard');
    expect(cardBrandName('diners')).toBe('Cartão');
  });

  it("maps Mercado Pago's payment_method_id both ways", () => {
    expect(brandOfMercadoPagoMethod('elo')).toBe('elo');
    expect(brandOfMercadoPagoMethod('hipercard')).toBe('hipercard');
    expect(brandOfMercadoPagoMethod('amex')).toBe('american_express');
    expect(brandOfMercadoPagoMethod('debelo')).toBe('other');
    expect(brandOfMercadoPagoMethod(undefined)).toBe('other');
    for (const brand of CARD_BRANDS) {
      const method = mercadoPagoMethodOf(brand);
      if (method) expect(brandOfMercadoPagoMethod(method)).toBe(brand);
    }
    expect(mercadoPagoMethodOf('hipercard')).toBe('hipercard');
    expect(mercadoPagoMethodOf('other')).toBeUndefined();
  });
});
