import {
  formatCnpj,
  formatCpf,
  formatPhone,
  formatZipcode,
  headerGreeting,
  truncateCompany,
} from './display';

describe('account display rules', () => {
  it('greets by first name below 15 characters, else "Bem vindo!"', () => {
    expect(headerGreeting('Ana')).toBe('Ana');
    expect(headerGreeting('Maximilianoooo')).toBe('Maximilianoooo'); // 14
    expect(headerGreeting('Maximilianooooo')).toBe('Bem vindo!'); // 15
  });

  it('cuts company names at 29 characters', () => {
    expect(truncateCompany('Churrascaria Boi na Brasa Ltd')).toBe('Churrascaria Boi na Brasa Ltd'); // 29
    expect(truncateCompany('Churrascaria Boi na Brasa Ltda')).toBe('Churrascaria Boi na Brasa Ltd...');
  });

  it('formats documents, zip codes and phones', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatZipcode('41830000')).toBe('41830-000');
    expect(formatPhone('71999998888')).toBe('(71) 99999-8888');
    expect(formatPhone('7133334444')).toBe('(71) 3333-4444');
  });
});
