/**
 * How the delivery picker shows a shipping rate (docs/business-rules.md, Shipping and pickup): 'Grátis!' for
 * cost "0.0", the availability label by deliveries remaining (0 'Lotado', under 10 '{n} Restantes', under 20
 * 'Popular'; null is express, or store pickup, told apart by the method), and the day and hours in
 * America/Bahia with Portuguese month abbreviations.
 */
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { shopWallClock } from '@/lib/shop-time-zone';
import { SHIPPING_METHODS } from './delivery-windows';

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

/** 'ter, 24 nov' and '08:00 - 13:00' (express: 'até 13:15'). */
export function rateWhen(rate: RateView): { day: string; hours: string } {
  if (!rate.deliveryWindowStart || !rate.deliveryWindowEnd) return { day: '', hours: '' };
  const start = shopWallClock(rate.deliveryWindowStart);
  const end = shopWallClock(rate.deliveryWindowEnd);
  const day =
    `${format(start, 'EEEEEE', { locale: ptBR })}, ${format(start, 'd MMM', { locale: ptBR })}`.replace(
      /\./g,
      '',
    );
  const hours =
    rate.shippingMethodId === SHIPPING_METHODS.express.id
      ? `até ${format(end, 'HH:mm')}`
      : `${format(start, 'HH:mm')} - ${format(end, 'HH:mm')}`;
  return { day, hours };
}
