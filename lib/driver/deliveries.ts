/**
 * What the driver's phone shows of a delivery (/entregador): the day's deliveries window by window, each
 * window in route order,
 * where each one goes (a maps link, by coordinates when the address was placed on the map, else by the
 * address), how to call the customer, what to collect for payment on delivery, and where the delivery
 * stands (docs/business-rules.md, Order and delivery states).
 */
import { formatBRL, parseAmount } from '@/lib/money';
import type { Camelized } from '@/lib/sales-api/case';
import type { DriverDeliveryJson } from '@/lib/sales-api/staff';
import { shopCalendarDay, shopDigits } from '@/lib/shop-clock';

export type DriverDelivery = Camelized<DriverDeliveryJson>;

/**
 * Where a delivery stands for the driver: not left yet (planned, or not given a state), on the way, or
 * closed (delivered, not delivered, or taken out of the route: canceled or in error).
 */
export type DeliveryStage = 'waiting' | 'on_the_way' | 'delivered' | 'failed' | 'closed';

export function deliveryStage(deliveryState: string | null): DeliveryStage {
  switch (deliveryState) {
    case null:
    case 'planned':
      return 'waiting';
    case 'in_progress':
      return 'on_the_way';
    case 'success':
    case 'completed':
      return 'delivered';
    case 'failed':
      return 'failed';
    default:
      return 'closed';
  }
}

export const STAGE_LABELS: Record<DeliveryStage, string> = {
  waiting: 'Aguardando saída',
  on_the_way: 'A caminho',
  delivered: 'Entregue',
  failed: 'Não entregue',
  closed: 'Fora da rota',
};

const byNullsLast = <T>(a: T | null, b: T | null, compare: (x: T, y: T) => number) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : compare(a, b);

/**
 * The route: window by window (by the start of each), and within a window by the place dispatch gave each
 * order (each window's route is numbered 1, 2, ...), those without one after, then by number so that the
 * list never reshuffles between two refreshes.
 */
export function inRouteOrder(deliveries: readonly DriverDelivery[]): DriverDelivery[] {
  return [...deliveries].sort(
    (a, b) =>
      byNullsLast(a.startsAt, b.startsAt, (x, y) => Date.parse(x) - Date.parse(y)) ||
      byNullsLast(a.routePosition, b.routePosition, (x, y) => x - y) ||
      a.number.localeCompare(b.number),
  );
}

/** Whether the driver still has to make the delivery: not left yet, or on the way. */
export function isOpen(delivery: Pick<DriverDelivery, 'deliveryState'>): boolean {
  const stage = deliveryStage(delivery.deliveryState);
  return stage === 'waiting' || stage === 'on_the_way';
}

/**
 * How many of the route's first deliveries the phone draws: up to its `open`-th delivery still to make,
 * with the closed ones among them (the start of the route once the day is under way), or the whole route
 * when it holds no more. The rest comes on the driver's 'Mostrar mais' (docs/performance.md).
 */
export function routeShown(route: readonly Pick<DriverDelivery, 'deliveryState'>[], open: number): number {
  let seen = 0;
  for (const [index, delivery] of route.entries()) {
    if (isOpen(delivery) && ++seen > open) return index;
  }
  return route.length;
}

/** The deliveries on their way now: the ones the phone shares its position with. */
export function deliveriesOnTheWay(deliveries: readonly DriverDelivery[]): string[] {
  return deliveries.filter((d) => deliveryStage(d.deliveryState) === 'on_the_way').map((d) => d.number);
}

/** 'Rua das Flores, 120, apto 301' and 'Pituba, Salvador' (the CEP is for the maps search only). */
export function addressLines(delivery: DriverDelivery): [string, string] {
  const street = [delivery.address1, delivery.address2].filter(Boolean).join(', ');
  const area = [delivery.neighborhood, delivery.city].filter(Boolean).join(', ');
  return [street, area];
}

/**
 * Directions to the delivery in Google Maps (its cross-platform URL, which opens the app on a phone): to
 * the coordinates when the address was placed on the map, else to the written address.
 */
export function mapsLink(delivery: DriverDelivery): string {
  const base = 'https://www.google.com/maps/dir/?api=1&destination=';
  const latitude = Number(delivery.latitude);
  const longitude = Number(delivery.longitude);
  if (
    delivery.latitude !== null &&
    delivery.longitude !== null &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude)
  ) {
    return `${base}${latitude},${longitude}`;
  }
  const [street, area] = addressLines(delivery);
  return `${base}${encodeURIComponent(`${street}, ${area} - BA, ${delivery.zipcode}`)}`;
}

/** A tel: link to the customer's phone (stored as digits with the area code; Brazil's code added). */
export function phoneLink(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return null;
  return digits.length > 11 && digits.startsWith('55') ? `tel:+${digits}` : `tel:+55${digits}`;
}

/** What the driver collects, in reais ('R$ 59,90'), or null when the order was paid online. */
export function amountToCollect(delivery: DriverDelivery): string | null {
  const amount = delivery.amountToCollect;
  if (amount === null) return null;
  try {
    return parseAmount(amount) > 0n ? formatBRL(amount) : null;
  } catch {
    return null;
  }
}

/** The delivery window in the shop's hours, '08:00 - 13:00', or null without one. */
export function windowText(delivery: Pick<DriverDelivery, 'startsAt' | 'endsAt'>): string | null {
  if (!delivery.startsAt || !delivery.endsAt) return null;
  return `${shopDigits(delivery.startsAt, 'time')} - ${shopDigits(delivery.endsAt, 'time')}`;
}

/**
 * Weekday and month names as date-fns' pt-BR locale writes them ('EEEE', 'MMMM'; deliveries.test.ts checks
 * them against it): the driver's route loads no date-fns for one line (docs/performance.md).
 */
const WEEKDAY_NAMES = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;
const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** The route's day as the header shows it: 'terça-feira, 24 de novembro' ('' for what is not a day). */
export function routeDay(date: string): string {
  const noon = `${date}T12:00:00-03:00`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(noon))) return '';
  const day = shopCalendarDay(noon);
  return `${WEEKDAY_NAMES[day.weekday]}, ${day.date} de ${MONTH_NAMES[day.month]}`;
}

/** The day after `date` (AAAA-MM-DD), as a calendar date: no time zone is involved. */
export function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + 24 * 3600_000).toISOString().slice(0, 10);
}
