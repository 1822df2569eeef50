/**
 * The GA4 data layer (window.dataLayer, read by Google Tag Manager when it is configured and consented):
 * ecommerce events in GA4's recommended shape. Pushing only fills the array; nothing leaves the browser
 * until a tag manager reads it.
 */
import { formatCents, lineTotalCents } from '@/lib/money';

export interface DataLayerLine {
  variant: {
    id: number;
    name: string;
    price: string;
    unitForQuantity: 'g' | 'un';
    manufacturer: string | null;
  };
  /** Grams for weighed products, units otherwise. */
  quantity: number;
}

interface DataLayerItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  /** The line's estimated amount in BRL: one line counts as one item, whatever it weighs. */
  price: number;
  quantity: 1;
  /** Weighed products: the grams asked for. */
  weight_grams?: number;
}

export interface EcommerceEvent {
  event: 'add_to_cart' | 'begin_checkout' | 'add_shipping_info' | 'add_payment_info' | 'purchase';
  ecommerce: {
    currency: 'BRL';
    value: number;
    items: DataLayerItem[];
    transaction_id?: string;
    shipping?: number;
  };
}

const reais = (cents: bigint) => Number(formatCents(cents));

/** GA4's add_to_cart for lines just added (their estimated amounts, to the cent). */
export function addToCartEvent(lines: DataLayerLine[]): EcommerceEvent {
  const items = lines.map(({ variant, quantity }): DataLayerItem => ({
    item_id: String(variant.id),
    item_name: variant.name,
    ...(variant.manufacturer ? { item_brand: variant.manufacturer } : {}),
    price: reais(lineTotalCents(quantity, variant.price)),
    quantity: 1,
    ...(variant.unitForQuantity === 'g' ? { weight_grams: quantity } : {}),
  }));
  const cents = lines.reduce(
    (total, { variant, quantity }) => total + lineTotalCents(quantity, variant.price),
    0n,
  );
  return { event: 'add_to_cart', ecommerce: { currency: 'BRL', value: reais(cents), items } };
}

/** The checkout steps 1-3 of spec 02 (address, delivery, payment), as GA4 names them. */
const CHECKOUT_STEP_EVENTS = ['begin_checkout', 'add_shipping_info', 'add_payment_info'] as const;

export function checkoutStepEvent(step: 1 | 2 | 3, lines: DataLayerLine[]): EcommerceEvent {
  return { ...addToCartEvent(lines), event: CHECKOUT_STEP_EVENTS[step - 1]! };
}

/** GA4's purchase, for a complete order only (spec 02): its number, items and shipping. */
export function purchaseEvent(order: {
  number: string;
  state: string;
  shipTotal: string;
  lineItems: DataLayerLine[];
}): EcommerceEvent | null {
  if (order.state !== 'complete') return null;
  const event = addToCartEvent(order.lineItems);
  return {
    event: 'purchase',
    ecommerce: { ...event.ecommerce, transaction_id: order.number, shipping: Number(order.shipTotal) },
  };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes an ecommerce event, clearing the previous event's ecommerce object first (GA4's advice). */
export function pushEcommerceEvent(event: EcommerceEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null }, event);
}
