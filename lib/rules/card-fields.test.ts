import { fieldErrors as errorsOf } from '@/test-support/field-errors';
import { creditCardSchema } from './card-fields';
import { MSG } from './field-messages';

const card = {
  name: 'ANA SOUZA',
  number: '4111111111111111',
  month: '04',
  year: '2029',
  verification_value: '123',
};

describe('creditCardSchema', () => {
  it('accepts a complete card', () => {
    expect(errorsOf(creditCardSchema, card)).toEqual({});
    expect(errorsOf(creditCardSchema, { ...card, year: '29', verification_value: '1234' })).toEqual({});
  });

  it.each([
    ['name', 'ANA', MSG.cardName],
    ['name', '', MSG.required],
    ['name', `ANA ${'S'.repeat(100)}`, MSG.cardNameLong],
    ['number', '4111111111', MSG.cardNumber], // 10 digits: not more than 10
    ['number', '41111111111111111111', MSG.cardNumber], // 20 digits: not fewer than 20
    ['number', '4111 1111 1111 1111', MSG.cardNumber],
    ['verification_value', '1', MSG.cardCvv],
    ['verification_value', '123456', MSG.cardCvv],
    ['verification_value', '12a', MSG.cardCvv],
    ['year', '2016', MSG.cardYear],
    ['year', '2101', MSG.cardYear],
    ['year', '16', MSG.cardYear],
    ['year', '202', MSG.cardYear],
    ['month', '4', MSG.cardMonth],
    ['month', '00', MSG.cardMonth],
    ['month', '13', MSG.cardMonth],
  ])('%s = %j: %s', (field, value, message) => {
    expect(errorsOf(creditCardSchema, { ...card, [field]: value })).toEqual({ [field]: [message] });
  });

  it('accepts the limits themselves', () => {
    for (const [field, value] of [
      ['number', '41111111111'],
      ['number', '4111111111111111111'],
      ['year', '2017'],
      ['year', '2100'],
      ['year', '17'],
      ['month', '12'],
      ['verification_value', '12'],
      ['verification_value', '12345'],
    ]) {
      expect(errorsOf(creditCardSchema, { ...card, [field!]: value })).toEqual({});
    }
  });
});
