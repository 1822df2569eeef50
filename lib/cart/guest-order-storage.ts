/**
 * A guest's cart is reachable only with its token (docs/security.md): the order number and token the
 * API returned are kept in localStorage, survive reloads, and are sent as ?order_token= on every call.
 *
 * Also kept here: the first items of a cart the server had not created yet when the page went away
 * (its answer, with the new token, would reach a page that is gone), and the quantities changed while
 * the browser was offline; the next page sends them. And the last cart read, shown when offline.
 */
import type { CartVariant } from '../catalogue/cart-variant';
import type { Order } from './order';

export const GUEST_ORDER_STORAGE_KEY = 'casa-da-carne.guest-order';

export interface GuestOrderRef {
  number: string;
  token: string;
}

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

/** The stored guest order, or null (also when the stored value is not one). */
export function readGuestOrder(): GuestOrderRef | null {
  const raw = storage()?.getItem(GUEST_ORDER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<GuestOrderRef> | null;
    if (typeof value?.number === 'string' && typeof value.token === 'string' && value.number && value.token) {
      return { number: value.number, token: value.token };
    }
  } catch {
    // A value written by something else: treated as no guest order, and replaced on the next save.
  }
  return null;
}

export function saveGuestOrder(ref: GuestOrderRef): void {
  storage()?.setItem(GUEST_ORDER_STORAGE_KEY, JSON.stringify(ref));
}

export function clearGuestOrder(): void {
  storage()?.removeItem(GUEST_ORDER_STORAGE_KEY);
}

export const UNSENT_LINES_STORAGE_KEY = 'casa-da-carne.unsent-cart-lines';

export interface UnsentLine {
  variant: CartVariant;
  /** Grams or units, in the variant's unit. */
  quantity: number;
  mixId: string | null;
}

export function saveUnsentLines(lines: UnsentLine[]): void {
  storage()?.setItem(UNSENT_LINES_STORAGE_KEY, JSON.stringify(lines));
}

export function clearUnsentLines(): void {
  storage()?.removeItem(UNSENT_LINES_STORAGE_KEY);
}

/** The lines saved by the previous page (removed from storage: they are sent once). */
export function takeUnsentLines(): UnsentLine[] {
  const raw = storage()?.getItem(UNSENT_LINES_STORAGE_KEY);
  if (!raw) return [];
  clearUnsentLines();
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isUnsentLine) : [];
  } catch {
    return [];
  }
}

function isUnsentLine(value: unknown): value is UnsentLine {
  const line = value as Partial<UnsentLine> | null;
  return (
    typeof line?.quantity === 'number' &&
    typeof line.variant?.id === 'number' &&
    typeof line.variant.minimumQuantity === 'number' &&
    (line.mixId === null || typeof line.mixId === 'string')
  );
}

export const LAST_CART_STORAGE_KEY = 'casa-da-carne.last-cart';

/**
 * The cart as the server last sent it, so that a page opened offline still shows it (docs/architecture.md,
 * Offline and the service worker). Without what the cart does not show and a shared device should not
 * keep: the e-mail, the addresses, the saved cards and the payments. null forgets it.
 */
export function saveLastCart(order: Order | null): void {
  if (!order) {
    storage()?.removeItem(LAST_CART_STORAGE_KEY);
    return;
  }
  const kept: Order = {
    ...order,
    email: null,
    shipAddress: null,
    billAddress: null,
    companyName: null,
    creditCards: [],
    payments: [],
  };
  storage()?.setItem(LAST_CART_STORAGE_KEY, JSON.stringify(kept));
}

/** The cart last saved, or null (none, or a value that is not one). */
export function readLastCart(): Order | null {
  const raw = storage()?.getItem(LAST_CART_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Order> | null;
    if (typeof value?.number === 'string' && Array.isArray(value.lineItems) && Array.isArray(value.mixes)) {
      return value as Order;
    }
  } catch {
    // A value written by something else: treated as no cart, and replaced on the next save.
  }
  return null;
}
