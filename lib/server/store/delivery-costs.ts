import { config } from '../config';

/** The configured delivery cost (BRL) of a city the shop delivers to; null for any other city. */
export function cityDeliveryCost(city: string): string | null {
  return config().SHIPPING_COSTS[city] ?? null;
}
