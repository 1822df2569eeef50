/**
 * Digits only (zip codes, phones, CPF): a leaf of its own, so that a field that drops what is not a digit
 * (components/ui/form/digits-only.ts) does not bring the documents' check digits (@brazilian-utils, in
 * lib/validation/documents.ts) into a page's first load.
 */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}
