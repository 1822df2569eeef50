/**
 * Brazilian documents: CPF (person), CNPJ (company; numeric, and the alphanumeric format in force since
 * July 2026) and the Inscrição Estadual of Bahia. Check digits come from @brazilian-utils; this module
 * fixes the input shapes the shop accepts and the cases the library lets through (all-zero IE).
 */
import {
  isValidCnpj as libraryIsValidCnpj,
  isValidCpf as libraryIsValidCpf,
  isValidIe,
} from '@brazilian-utils/brazilian-utils';

/** Removes the mask characters people type: dots, dashes, slashes and spaces. */
export function stripDocumentMask(value: string): string {
  return value.replace(/[.\-/\s]/g, '');
}

export { onlyDigits } from '@/lib/rules/digits';

/** 11 digits once the mask is removed. */
export function hasCpfShape(value: string): boolean {
  return /^\d{11}$/.test(stripDocumentMask(value));
}

/** 11 digits with valid check digits; repeated digits (111.111.111-11) are invalid. */
export function isValidCpf(value: string): boolean {
  const cpf = stripDocumentMask(value);
  return /^\d{11}$/.test(cpf) && libraryIsValidCpf(cpf);
}

/** CNPJ as stored: upper case, no punctuation, 14 characters. */
export function normalizeCnpj(value: string): string {
  return stripDocumentMask(value).toUpperCase();
}

/**
 * 14 characters once the mask is removed: 12 letters or digits (the alphanumeric CNPJ keeps letters in
 * the root and branch) followed by 2 check digits. A purely numeric CNPJ has the same shape.
 */
export function hasCnpjShape(value: string): boolean {
  return /^[0-9A-Z]{12}\d{2}$/.test(normalizeCnpj(value));
}

/** Numeric or alphanumeric CNPJ with valid check digits (Receita Federal, IN RFB 2.229/2024). */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!hasCnpjShape(cnpj) || /^0+$/.test(cnpj)) return false;
  return libraryIsValidCnpj(cnpj, { version: 2 });
}

/** 8 or 9 digits once the mask is removed. */
export function hasIeBaShape(value: string): boolean {
  return /^\d{8,9}$/.test(stripDocumentMask(value));
}

/**
 * Inscrição Estadual of Bahia (SINTEGRA rule: modulo 10 or 11 by the first digit, or the second digit for
 * 9-digit numbers; the second check digit is computed first). All-zero input passes the arithmetic, so it
 * is rejected here.
 */
export function isValidIeBa(value: string): boolean {
  const ie = stripDocumentMask(value);
  if (!/^\d{8,9}$/.test(ie) || /^0+$/.test(ie)) return false;
  return isValidIe({ value: ie, stateCode: 'BA' });
}
