/**
 * The meat a churrascômetro plans, checked alike by the calculator and the sales API: grams per adult
 * and per child, and the smallest and largest barbecue it plans.
 */

/** Grams of meat per adult and per child: 400 x adults + 200 x children. */
export const GRAMS_PER_ADULT = 400;
export const GRAMS_PER_CHILD = 200;
/** Adults start at 4 and never go below 4. */
export const MIN_ADULTS = 4;
/** The smallest barbecue the calculator plans: 4 adults, no children (1.6 Kg of meat). */
export const MIN_TOTAL_GRAMS = MIN_ADULTS * GRAMS_PER_ADULT;
/** Beyond this (150 adults' worth) the shop plans the event with the customer instead. */
export const MAX_TOTAL_GRAMS = 60_000;
