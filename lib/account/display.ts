/** How the storefront shows account data (docs/business-rules.md, Accounts and addresses). */

/** Names this long or longer are not shown in the header. */
const HEADER_NAME_MAX_LENGTH = 15;
/** Company names in address cards are cut at this length. */
const ADDRESS_COMPANY_MAX_LENGTH = 29;

/** The header greets by first name, or 'Bem vindo!' when the name has 15 characters or more. */
export function headerGreeting(firstName: string): string {
  return firstName.length >= HEADER_NAME_MAX_LENGTH ? 'Bem vindo!' : firstName;
}

export function truncateCompany(company: string): string {
  return company.length > ADDRESS_COMPANY_MAX_LENGTH
    ? `${company.slice(0, ADDRESS_COMPANY_MAX_LENGTH)}...`
    : company;
}

/** 123.456.789-09, or the value as is when it is not 11 digits. */
export function formatCpf(cpf: string): string {
  return /^\d{11}$/.test(cpf) ? cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4') : cpf;
}

/** 12.345.678/0001-95, also for the alphanumeric CNPJ (12.ABC.345/01DE-35). */
export function formatCnpj(cnpj: string): string {
  return /^[0-9A-Z]{14}$/.test(cnpj)
    ? cnpj.replace(/(.{2})(.{3})(.{3})(.{4})(.{2})/, '$1.$2.$3/$4-$5')
    : cnpj;
}

/** 41830-000 */
export function formatZipcode(zipcode: string): string {
  return /^\d{8}$/.test(zipcode) ? `${zipcode.slice(0, 5)}-${zipcode.slice(5)}` : zipcode;
}

/** (71) 99999-8888 or (71) 3333-4444; other lengths as they are. */
export function formatPhone(phone: string): string {
  const match = /^(\d{2})(\d{4,5})(\d{4})$/.exec(phone);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
}
