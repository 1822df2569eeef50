/**
 * A guest's cart is reachable only with its token (spec 01, section 6): the order number and token the
 * API returned are kept in localStorage, survive reloads, and are sent as ?order_token= on every call.
 */

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
