/**
 * The three ways to receive an order and the store's pickup hours (docs/business-rules.md, Shipping and
 * pickup; Delivery windows and holds), without the time zone code of ./delivery-windows.ts: the order pages
 * and the home's last order tell a pickup apart and show its hours without loading the window arithmetic.
 */

/** The three ways to receive an order, with their shipping method ids. */
export const SHIPPING_METHODS = {
  scheduled: { id: 1, name: 'Entrega agendada' },
  express: { id: 2, name: 'Entrega expressa' },
  pickup: { id: 3, name: 'Retirada na loja' },
} as const;

/** Pickup opening hours [open, close) per weekday, Sunday first (holidays keep their weekday's hours). */
export const PICKUP_HOURS: readonly (readonly [number, number])[] = [
  [7, 12],
  [7, 19],
  [7, 19],
  [7, 19],
  [7, 19],
  [7, 19],
  [7, 19],
];

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const hours = ([open, close]: readonly [number, number]) => `das ${clock(open)} às ${clock(close)}`;

/**
 * The pickup hours as the shopper reads them: Monday to Saturday share theirs, Sunday and holidays theirs
 * (`pickupHours`, Sunday first: the manager's, lib/server/store/delivery-costs.ts, or the standard ones).
 */
export function pickupHoursText(
  pickupHours: readonly (readonly [number, number])[] = PICKUP_HOURS,
): string[] {
  return [`Segunda a sábado, ${hours(pickupHours[1]!)}`, `Domingo e feriados, ${hours(pickupHours[0]!)}`];
}
