/**
 * The churrascômetro's guests (docs/business-rules.md, Barbecue): how many adults and children, and the
 * meat weight that follows. Adults start at 4 and never go below 4 (a decrement at 4 or less is ignored);
 * children start at 0 and never go below 0.
 */
import { GRAMS_PER_ADULT, GRAMS_PER_CHILD, MIN_ADULTS } from '@/lib/rules/barbecue-limits';

const DEFAULT_ADULTS = 4;
const DEFAULT_CHILDREN = 0;
/** Fixed in the request: half fatty cuts, half lean ones. */
export const FAT_PERCENTAGE = 50;

export interface Guests {
  adults: number;
  children: number;
}

export const DEFAULT_GUESTS: Guests = { adults: DEFAULT_ADULTS, children: DEFAULT_CHILDREN };

/** The total_desired_quantity of the request, in grams. */
export function desiredMeatGrams({ adults, children }: Guests): number {
  return GRAMS_PER_ADULT * adults + GRAMS_PER_CHILD * children;
}

export function moreAdults(guests: Guests): Guests {
  return { ...guests, adults: guests.adults + 1 };
}

/** A decrement at 4 adults or less is ignored. */
export function fewerAdults(guests: Guests): Guests {
  return guests.adults <= MIN_ADULTS ? guests : { ...guests, adults: guests.adults - 1 };
}

export function moreChildren(guests: Guests): Guests {
  return { ...guests, children: guests.children + 1 };
}

/** A decrement at 0 children or less is ignored. */
export function fewerChildren(guests: Guests): Guests {
  return guests.children <= 0 ? guests : { ...guests, children: guests.children - 1 };
}

/** Adult-equivalents of a meat weight: complements sized per person use this (a child counts as half). */
export function personsFor(totalGrams: number): number {
  return totalGrams / GRAMS_PER_ADULT;
}
