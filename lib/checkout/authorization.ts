import { addDays } from 'date-fns';

/**
 * What completion authorises on a card (terms: weighed purchases are estimates with a 10 percent
 * tolerance): the order total plus 10 percent of the weighed lines, rounded up to the cent, so that the
 * weighed amount captured later never exceeds the authorisation. Unit products weigh what they weigh.
 */
/** How much more than asked a weighed line may come out (the staff's packing screen warns past it). */
export const WEIGHT_TOLERANCE_PERCENT = 10;

export function authorizationCents(totalCents: bigint, weighedItemCents: bigint): bigint {
  const tolerance = (weighedItemCents * BigInt(WEIGHT_TOLERANCE_PERCENT) + 99n) / 100n;
  return totalCents + tolerance;
}

/**
 * What a Pix charges (docs/business-rules.md, Payment: Pix): paid before the weighing, it takes the order
 * total plus `marginPercent` (PIX_MARGIN_PERCENT) of the weighed lines, rounded up to the cent; what the
 * weighing does not use is given back.
 */
export function pixChargeCents(totalCents: bigint, weighedItemCents: bigint, marginPercent: number): bigint {
  return totalCents + (weighedItemCents * BigInt(marginPercent) + 99n) / 100n;
}

/**
 * A card's reserve lasts 5 days (docs/business-rules.md, Authorisations left uncaptured). Once this many
 * days have passed since the authorisation (day 4) and the order is not weighed, the staff are told
 * (lib/server/fulfilment/authorization-expiry.ts); once AUTHORIZATION_GIVE_BACK_DAYS have passed (day 5),
 * it is given back.
 */
export const AUTHORIZATION_WARNING_DAYS = 3;
export const AUTHORIZATION_GIVE_BACK_DAYS = 4;

/**
 * The latest end of a delivery window (or pickup) a card authorised at `now` may pay for: its reserve must
 * last past the weighing, which happens by the window's end, so the window ends before the staff's warning
 * (docs/business-rules.md, Payment: authorise and capture). A later window is paid by Pix or on delivery.
 */
export function cardWindowLimit(now: Date): Date {
  return addDays(now, AUTHORIZATION_WARNING_DAYS);
}
