'use client';

/**
 * What login needs of the guest cart (its token is removed on login, docs/business-rules.md, Cart): its
 * token, sent as order_token so the guest order joins the account, and forgetting it afterwards. The cart
 * keeps the token and number in lib/cart/guest-order-storage.ts.
 */
import { clearGuestOrder, readGuestOrder } from '@/lib/cart/guest-order-storage';

export function readGuestOrderToken(): string | null {
  return readGuestOrder()?.token ?? null;
}

export const forgetGuestOrder = clearGuestOrder;
