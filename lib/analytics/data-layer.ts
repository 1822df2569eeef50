/**
 * The GA4 data layer (window.dataLayer, read by Google Tag Manager when it is configured and consented):
 * page_view, login, sign_up and ecommerce events in GA4's recommended shape. Nothing is pushed before the
 * shopper accepts analytics (LGPD consent, ./consent.ts); pushing only fills the array, nothing leaves the
 * browser until a tag manager reads it.
 */
import { formatCents, lineTotalCents } from '@/lib/money';
import { scrubText } from '@/lib/observability/scrub';
import { AWAITING_PAYMENT } from '@/lib/rules/order-states';
import { analyticsAllowed } from './consent';

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
  event:
    | 'select_item'
    | 'view_item'
    | 'add_to_cart'
    | 'remove_from_cart'
    | 'begin_checkout'
    | 'add_shipping_info'
    | 'add_payment_info'
    | 'purchase';
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

/** GA4's remove_from_cart: the lines (or the part of them) just taken out, as add_to_cart counts them. */
export function removeFromCartEvent(lines: DataLayerLine[]): EcommerceEvent {
  return { ...addToCartEvent(lines), event: 'remove_from_cart' };
}

/**
 * A product seen (view_item) or tapped in a list (select_item): priced for 1 Kg when it is weighed
 * (its price is per gram), for one unit otherwise.
 */
export function productEvent(
  event: 'view_item' | 'select_item',
  variant: DataLayerLine['variant'],
): EcommerceEvent {
  const quantity = variant.unitForQuantity === 'g' ? 1000 : 1;
  return { ...addToCartEvent([{ variant, quantity }]), event };
}

/** The checkout steps 1-3 (the checkout entered, the delivery chosen, the payment chosen), as GA4 names them. */
const CHECKOUT_STEP_EVENTS = ['begin_checkout', 'add_shipping_info', 'add_payment_info'] as const;

export function checkoutStepEvent(step: 1 | 2 | 3, lines: DataLayerLine[]): EcommerceEvent {
  return { ...addToCartEvent(lines), event: CHECKOUT_STEP_EVENTS[step - 1]! };
}

/** GA4's purchase, for a complete order only: its number, items and shipping. */
export function purchaseEvent(order: {
  number: string;
  state: string;
  fulfillmentState?: string | null;
  shipTotal: string;
  lineItems: DataLayerLine[];
}): EcommerceEvent | null {
  // A Pix not paid yet is no purchase yet (docs/business-rules.md, Payment: Pix).
  if (order.state !== 'complete' || order.fulfillmentState === AWAITING_PAYMENT) return null;
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

/** Pushes entries when the shopper accepted analytics; drops them otherwise. */
function pushDataLayer(...entries: Record<string, unknown>[]): void {
  if (!analyticsAllowed()) return;
  window.dataLayer ??= [];
  window.dataLayer.push(...entries);
}

/** Orders whose purchase was already pushed in this browser: once per order, whatever reloads follow. */
const PURCHASES_KEY = 'cdc_ga4_purchases';

function firstPurchasePush(transactionId: string): boolean {
  try {
    const sent = JSON.parse(window.localStorage.getItem(PURCHASES_KEY) ?? '[]') as unknown;
    const list = Array.isArray(sent) ? sent.filter((id): id is string => typeof id === 'string') : [];
    if (list.includes(transactionId)) return false;
    window.localStorage.setItem(PURCHASES_KEY, JSON.stringify([...list, transactionId].slice(-50)));
    return true;
  } catch {
    return true; // storage refused (private mode): the order completes only once in this tab anyway
  }
}

/** Pushes an ecommerce event, clearing the previous event's ecommerce object first (GA4's advice). */
export function pushEcommerceEvent(event: EcommerceEvent): void {
  if (!analyticsAllowed()) return;
  const { transaction_id } = event.ecommerce;
  if (event.event === 'purchase' && transaction_id && !firstPurchasePush(transaction_id)) return;
  pushDataLayer({ ecommerce: null }, { ...event });
}

/** GA4's page_view of a page the shopper opened (also for client-side navigations). */
export function pushPageView(location: string, title: string): void {
  // Not the password-reset link's token and e-mail, nor a CPF or card number someone put in an address.
  pushDataLayer({ event: 'page_view', page_location: scrubText(location), page_title: title });
}

/** GA4's login and sign_up, with the method ('email'). */
export function pushAccountEvent(event: 'login' | 'sign_up'): void {
  pushDataLayer({ event, method: 'email' });
}
