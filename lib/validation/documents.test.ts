import {
  hasCnpjShape,
  hasCpfShape,
  hasIeBaShape,
  isValidCnpj,
  isValidCpf,
  isValidIeBa,
  normalizeCnpj,
} from './documents';

describe('CPF', () => {
  it.each(['52998224725', '529.982.247-25', '11144477735', '111.444.777-35'])('accepts %s', (cpf) => {
    expect(hasCpfShape(cpf)).toBe(true);
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ['52998224724', 'wrong second check digit'],
    ['52998224715', 'wrong first check digit'],
    ['11111111111', 'repeated digits'],
    ['00000000000', 'all zeros'],
    ['5299822472', 'ten digits'],
    ['529982247250', 'twelve digits'],
    ['5299822472a', 'a letter'],
    ['', 'empty'],
  ])('rejects %s (%s)', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('tells a wrong length apart from wrong check digits', () => {
    expect(hasCpfShape('5299822472')).toBe(false);
    expect(hasCpfShape('52998224724')).toBe(true);
  });
});

describe('CNPJ', () => {
  it.each([
    ['11222333000181', 'numeric'],
    ['11.222.333/0001-81', 'numeric, masked'],
    ['11444777000161', 'numeric'],
    ['12ABC34501DE35', 'alphanumeric (Receita Federal example)'],
    ['12.ABC.345/01DE-35', 'alphanumeric, masked'],
    ['12abc34501de35', 'alphanumeric, lower case'],
  ])('accepts %s (%s)', (cnpj) => {
    expect(hasCnpjShape(cnpj)).toBe(true);
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ['11222333000182', 'wrong check digit'],
    ['12ABC34501DE36', 'alphanumeric, wrong check digit'],
    ['00000000000000', 'all zeros'],
    ['1122233300018', 'thirteen characters'],
    ['12ABC34501DEAB', 'letters where the check digits go'],
    ['12ABC34501DE3!', 'a symbol'],
    ['', 'empty'],
  ])('rejects %s (%s)', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('stores CNPJs upper case without punctuation', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(hasCnpjShape('112223330001')).toBe(false);
  });
});

describe('Inscrição Estadual (Bahia)', () => {
  it.each([
    ['12345663', '8 digits, modulo 10 (SINTEGRA example)'],
    ['61234557', '8 digits, modulo 11 (SINTEGRA example)'],
    ['100000306', '9 digits, modulo 10 (SINTEGRA example)'],
    ['123456-63', 'masked'],
  ])('accepts %s (%s)', (ie) => {
    expect(hasIeBaShape(ie)).toBe(true);
    expect(isValidIeBa(ie)).toBe(true);
  });

  it.each([
    ['12345664', 'wrong first check digit'],
    ['12345653', 'wrong second check digit'],
    ['61234558', 'modulo 11, wrong check digit'],
    ['100000307', '9 digits, wrong check digit'],
    ['00000000', 'all zeros (the arithmetic accepts it)'],
    ['000000000', 'nine zeros'],
    ['1234566', 'seven digits'],
    ['1234566301', 'ten digits'],
  ])('rejects %s (%s)', (ie) => {
    expect(isValidIeBa(ie)).toBe(false);
  });
});
