import { addressSchema, isCompanyAddress, newAddressSchema } from './address';
import { fieldErrors as errorsOf } from '@/test-support/field-errors';
import { MSG } from '@/lib/rules/field-messages';

const home = {
  firstname: 'Ana Souza',
  address1: 'Rua das Hortênsias, 120',
  address2: 'Apto 302',
  city: 'Salvador',
  zipcode: '41810-010',
  phone: '71999998888',
  neighborhood: 'Pituba',
  reference: 'Em frente à padaria',
};

describe('addressSchema', () => {
  it('accepts a home address', () => {
    expect(errorsOf(addressSchema, home)).toEqual({});
  });

  it('reports every missing field at once', () => {
    expect(errorsOf(addressSchema, {})).toEqual({
      firstname: [MSG.required],
      address1: [MSG.required],
      city: [MSG.required],
      zipcode: [MSG.required],
      phone: [MSG.required],
      neighborhood: [MSG.required],
      reference: [MSG.required],
    });
  });

  it.each([
    ['firstname', '', MSG.nameRequired],
    ['firstname', 'A'.repeat(101), MSG.nameLong],
    ['address1', '', MSG.addressRequired],
    ['address1', 'Rua', MSG.addressShort],
    ['address1', 'R'.repeat(101), MSG.addressLong],
    ['address2', 'C'.repeat(101), MSG.complementLong],
    ['city', '', MSG.cityRequired],
    ['city', 'Feira de Santana', MSG.outOfArea],
    ['zipcode', '4181001', MSG.cepLength],
    ['zipcode', '41810-01a', MSG.cepLength],
    ['zipcode', '01310-100', MSG.outOfArea],
    ['zipcode', '44001-000', MSG.zipcodeNotServed], // Feira de Santana
    ['zipcode', '42800-000', MSG.zipcodeNotServed], // Camaçari, outside Vila de Abrantes
    ['phone', '71999', MSG.phoneLength],
    ['phone', '55719999988887', MSG.phoneLength],
    ['neighborhood', '', MSG.required],
    ['neighborhood', 'B'.repeat(31), MSG.neighborhoodLong],
    ['reference', '', MSG.required],
    ['reference', 'R'.repeat(101), MSG.referenceLong],
  ])('%s = %j: %s', (field, value, message) => {
    expect(errorsOf(addressSchema, { ...home, [field]: value })).toEqual({ [field]: [message] });
  });

  it('accepts each delivery city with its CEPs, and the limits themselves', () => {
    for (const [city, zipcode] of [
      ['Salvador', '41810-010'],
      ['Lauro de Freitas', '42700-000'],
      ['Vila de Abrantes', '42840-000'],
    ]) {
      expect(errorsOf(addressSchema, { ...home, city, zipcode })).toEqual({});
    }
    expect(
      errorsOf(addressSchema, {
        ...home,
        city: 'Lauro de Freitas',
        zipcode: '42.700 000',
        phone: '719999888',
      }),
    ).toEqual({});
    expect(errorsOf(addressSchema, { ...home, phone: '5571999998888', address1: 'Rua A' })).toEqual({});
  });

  it('refuses a city that is not the CEP’s: the delivery is priced by the city', () => {
    expect(errorsOf(addressSchema, { ...home, zipcode: '42840-000' })).toEqual({
      city: ['Este CEP é de Vila de Abrantes'],
    });
    expect(errorsOf(newAddressSchema, { ...home, city: 'Lauro de Freitas' })).toEqual({
      city: ['Este CEP é de Salvador'],
    });
  });

  describe('company addresses', () => {
    const company = {
      ...home,
      is_company: true,
      cnpj: '11.222.333/0001-81',
      ie_company: '12345663',
      company: 'Churrascaria Boi na Brasa Ltda',
    };

    it('accepts a numeric or alphanumeric CNPJ, with or without an IE', () => {
      expect(errorsOf(addressSchema, company)).toEqual({});
      expect(errorsOf(addressSchema, { ...company, cnpj: '12ABC34501DE35', ie_company: '' })).toEqual({});
      expect(errorsOf(addressSchema, { ...company, ie_company: null })).toEqual({});
    });

    it('needs the CNPJ and company name, with the other fields', () => {
      expect(
        errorsOf(addressSchema, { ...home, firstname: '', is_company: true, cnpj: '', company: '' }),
      ).toEqual({ firstname: [MSG.nameRequired], cnpj: [MSG.required], company: [MSG.required] });
    });

    it.each([
      ['cnpj', '1122233300018', MSG.cnpjLength],
      ['cnpj', '11222333000182', MSG.cnpjInvalid],
      ['cnpj', '12ABC34501DE36', MSG.cnpjInvalid],
      ['cnpj', '00000000000000', MSG.cnpjInvalid],
      ['ie_company', '1234567', MSG.ieLength],
      ['ie_company', '12345664', MSG.ieInvalid],
      ['ie_company', '00000000', MSG.ieInvalid],
      ['company', 'E'.repeat(51), MSG.companyLong],
    ])('%s = %j: %s', (field, value, message) => {
      expect(errorsOf(addressSchema, { ...company, [field]: value })).toEqual({ [field]: [message] });
    });

    it('treats an address with any company field as a company address', () => {
      expect(isCompanyAddress({ cnpj: '11222333000181' })).toBe(true);
      expect(isCompanyAddress({ cnpj: '', company: ' ' })).toBe(false);
      expect(isCompanyAddress({ is_company: false, cnpj: '11222333000181' })).toBe(false);
      expect(errorsOf(addressSchema, { ...home, company: 'Boi na Brasa' })).toEqual({ cnpj: [MSG.required] });
    });
  });

  it.each([42, true, ['11222333000181'], { cnpj: '11222333000181' }])(
    'reports a company field of the wrong type (%j) on that field, never throws',
    (wrong) => {
      const fields = ['cnpj', 'ie_company', 'company', ...(typeof wrong === 'boolean' ? [] : ['is_company'])];
      for (const field of fields) {
        for (const schema of [addressSchema, newAddressSchema]) {
          expect(
            Object.keys(errorsOf(schema, { ...home, company: 'Boi na Brasa', [field]: wrong })),
          ).toContain(field);
        }
      }
    },
  );

  describe('control characters', () => {
    const company = { ...home, is_company: true, cnpj: '11.222.333/0001-81', company: 'Boi na Brasa Ltda' };
    const ONE_LINE = ['firstname', 'address1', 'address2', 'neighborhood', 'reference', 'company'];

    it.each([
      ['CR LF', '\r\nBcc: x'],
      ['ESC', '\u001b[31m'],
      ['NUL', '\u0000'],
      ['DEL', '\u007f'],
      ['CSI', '\u009b'],
      ['TAB', '\t'],
    ])('refuses %s in every one-line field, one message each', (_name, control) => {
      for (const field of ONE_LINE) {
        const value = `${(company as Record<string, unknown>)[field] as string}${control}`;
        for (const schema of [addressSchema, newAddressSchema]) {
          expect(errorsOf(schema, { ...company, [field]: value })).toEqual({ [field]: [MSG.singleLine] });
        }
      }
    });

    it('keeps line breaks in the additional information, and refuses the other controls there', () => {
      expect(
        errorsOf(addressSchema, { ...home, additional_information: 'Interfone 302\r\nBloco B' }),
      ).toEqual({});
      expect(errorsOf(addressSchema, { ...home, additional_information: 'Interfone\u001b302' })).toEqual({
        additional_information: [MSG.controlCharacters],
      });
    });
  });

  it('new addresses are in Bahia', () => {
    expect(errorsOf(newAddressSchema, { ...home, state: 'Bahia' })).toEqual({});
    expect(errorsOf(newAddressSchema, { ...home, state: 'BA' })).toEqual({});
    expect(errorsOf(newAddressSchema, home)).toEqual({});
    expect(errorsOf(newAddressSchema, { ...home, state: 'São Paulo' })).toEqual({
      state: [MSG.stateOnlyBahia],
    });
  });
});
