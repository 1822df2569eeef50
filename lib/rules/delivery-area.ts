/**
 * The area the shop delivers to: the cities and their CEPs. A leaf apart from the address schema
 * (lib/validation/address.ts), so that the address form shows it without loading zod with the page, and
 * the wire contract names the cities.
 */

/** The cities the shop delivers to; the form offers them in this order, the first as default. */
import { MSG } from './field-messages';

export const DELIVERY_CITIES = ['Salvador', 'Lauro de Freitas', 'Vila de Abrantes'] as const;
export const DELIVERY_STATE = 'Bahia';

export type DeliveryCity = (typeof DELIVERY_CITIES)[number];

/**
 * The CEP ranges of the delivery area (Correios' ranges by municipality; Vila de Abrantes is the 4284x
 * district of Camaçari), so that a CEP outside it is told at once, before the rest of the address is
 * typed (docs/business-rules.md, Accounts and addresses).
 */
const DELIVERY_ZIPCODES: readonly { from: number; to: number; city: DeliveryCity }[] = [
  { from: 40_000_000, to: 42_599_999, city: 'Salvador' },
  { from: 42_700_000, to: 42_799_999, city: 'Lauro de Freitas' },
  { from: 42_840_000, to: 42_849_999, city: 'Vila de Abrantes' },
];

/** The delivery city of an 8-digit CEP, or null when the shop does not deliver there. */
export function deliveryCityOf(zipcode: string): DeliveryCity | null {
  if (!/^\d{8}$/.test(zipcode)) return null;
  const value = Number(zipcode);
  return DELIVERY_ZIPCODES.find((range) => value >= range.from && value <= range.to)?.city ?? null;
}

/**
 * Why the shop does not deliver to an 8-digit CEP, if so: the covered area's CEPs start with 4 ('Fora da
 * area de cobertura'), and of those the shop serves the three cities' ranges only.
 */
export function zipcodeAreaProblem(zipcode: string): string | undefined {
  if (!zipcode.startsWith('4')) return MSG.outOfArea;
  if (!deliveryCityOf(zipcode)) return MSG.zipcodeNotServed;
  return undefined;
}
