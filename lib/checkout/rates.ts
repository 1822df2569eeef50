/**
 * How the delivery picker shows a shipping rate (docs/business-rules.md, Shipping and pickup): 'Grátis!' for
 * cost "0.0", the availability label by deliveries remaining (0 'Lotado', under 10 '{n} Restantes', under 20
 * 'Popular'; null is express, or store pickup, told apart by the method), and the day and hours in
 * America/Bahia with Portuguese month abbreviations.
 */
import { shopCalendarDay, shopDigits } from '@/lib/shop-clock';
import { SHIPPING_METHODS } from './shipping-methods';

export interface RateView {
  shippingMethodId: number;
  cost: string;
  displayCost: string;
  deliveryWindowStart: string | null;
  deliveryWindowEnd: string | null;
  deliveriesRemaining: number | null;
}

export function rateCostLabel(rate: Pick<RateView, 'cost' | 'displayCost'>): string {
  return Number(rate.cost) === 0 ? 'Grátis!' : rate.displayCost;
}

export function availabilityLabel(
  rate: Pick<RateView, 'shippingMethodId' | 'deliveriesRemaining'>,
): string | null {
  const remaining = rate.deliveriesRemaining;
  if (remaining === null) return rate.shippingMethodId === SHIPPING_METHODS.express.id ? 'Expressa' : null;
  if (remaining <= 0) return 'Lotado';
  if (remaining < 10) return `${remaining} Restantes`;
  if (remaining < 20) return 'Popular';
  return null;
}

/** The colour of the availability label's strip. */
export type LabelTone = 'red' | 'black' | 'grey' | 'green' | 'orange';

export function availabilityTone(
  rate: Pick<RateView, 'shippingMethodId' | 'deliveriesRemaining'>,
): LabelTone {
  if (isFull(rate)) return 'grey';
  const remaining = rate.deliveriesRemaining;
  if (remaining === null) return 'black';
  return remaining < 10 ? 'red' : 'orange';
}

export function isFull(rate: Pick<RateView, 'deliveriesRemaining'>): boolean {
  return rate.deliveriesRemaining !== null && rate.deliveriesRemaining <= 0;
}

/**
 * Portuguese short weekday and month names, as date-fns' pt-BR locale writes them without their dots: named
 * here because date-fns' `format` brings its default English locale and, with pt-BR's, 8 kB gz to every page
 * that shows a delivery window (the order, the checkout; docs/performance.md).
 */
const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'] as const;
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'] as const;

/** 'ter, 24 nov' and '08:00 - 13:00' (express: 'até 13:15'). */
export function rateWhen(rate: RateView): { day: string; hours: string } {
  if (!rate.deliveryWindowStart || !rate.deliveryWindowEnd) return { day: '', hours: '' };
  const { weekday, date, month } = shopCalendarDay(rate.deliveryWindowStart);
  const day = `${WEEKDAYS[weekday]}, ${date} ${MONTHS[month]}`;
  const end = shopDigits(rate.deliveryWindowEnd, 'time');
  const hours =
    rate.shippingMethodId === SHIPPING_METHODS.express.id
      ? `até ${end}`
      : `${shopDigits(rate.deliveryWindowStart, 'time')} - ${end}`;
  return { day, hours };
}
