/**
 * A guest's cart is reachable only with its token (docs/security.md): the order number and token the
 * API returned are kept in localStorage, survive reloads, and are sent as ?order_token= on every call.
 *
 * Also kept here: the first items of a cart the server had not created yet when the page went away
 * (its answer, with the new token, would reach a page that is gone); the next page sends them.
 */
import type { CartVariant } from '../catalogue/cart-variant';

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
