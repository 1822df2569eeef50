/**
 * The area the shop delivers to, apart from the address schema (./address.ts) so that the address form
 * can show it without loading zod with the page.
 */

/** The cities the shop delivers to; the form offers them in this order, the first as default. */
export const DELIVERY_CITIES = ['Salvador', 'Lauro de Freitas', 'Vila de Abrantes'] as const;
export const DELIVERY_STATE = 'Bahia';
