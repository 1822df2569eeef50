/**
 * Digits only (zip codes, phones, CPF): a leaf of its own, so that a field that drops what is not a digit
 * (components/ui/form/digits-only.ts) does not bring the documents' check digits (@brazilian-utils, in
 * lib/validation/documents.ts) into a page's first load.
 */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The 11 digits of a whole CPF, written with or without its dots, dash and spaces; null for anything else
 * (a part of one, other characters). How a stored CPF is digested and how the staff's search finds one.
 */
export function cpfDigits(value: string): string | null {
  const digits = onlyDigits(value);
  return digits.length === 11 && /^[\d.\-\s]+$/.test(value) ? digits : null;
}
