'use client';

/**
 * The guest cart's token as the storefront keeps it (spec 01: "order token and number in local storage").
 * Login sends it as order_token so the guest order joins the account, then forgets it (spec 02: "A guest
 * order token is removed on login").
 */
export const GUEST_ORDER_TOKEN_KEY = 'cdc_guest_order_token';
export const GUEST_ORDER_NUMBER_KEY = 'cdc_guest_order_number';

export function readGuestOrderToken(): string | null {
  return typeof window === 'undefined' ? null : window.localStorage.getItem(GUEST_ORDER_TOKEN_KEY);
}

export function forgetGuestOrder(): void {
  window.localStorage.removeItem(GUEST_ORDER_TOKEN_KEY);
  window.localStorage.removeItem(GUEST_ORDER_NUMBER_KEY);
}
