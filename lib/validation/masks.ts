/**
 * Display masks of the address form: what the shopper reads while typing. The form still keeps and sends
 * digits only (the masks are dropped before anything is validated or sent).
 */

/** '41810010' → '41810-010', as it is typed ('418' stays '418'). */
export function maskCep(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/**
 * A Brazilian phone with its area code as it is typed: '(71) 90000-0000' (mobile, 11 digits) or
 * '(71) 3333-4444' (landline, 10 digits). Longer input (a country code) is left as digits.
 */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length > 11) return digits;
  if (digits.length === 0) return '';
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  if (rest.length === 0) return `(${area}`;
  const split = rest.length === 9 ? 5 : 4;
  return rest.length > split ? `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}` : `(${area}) ${rest}`;
}
