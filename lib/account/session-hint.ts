/**
 * The signed-in hint: a cookie scripts can read, set by the sales API beside the httpOnly session cookie
 * (same lifetime) and cleared with it or when the session turns out invalid. It is not a credential
 * (its value is always '1'; the API trusts only the session cookie), just a hint that asking for the
 * customer is worth a request: without it the browser treats the shopper as a guest at once, with no
 * 401 answer in the console.
 */
export const SIGNED_IN_HINT_COOKIE = 'cdc_signed_in';
export const SIGNED_IN_HINT_VALUE = '1';

/** Whether a `Cookie` header or `document.cookie` string carries the signed-in hint. */
export function hasSignedInHint(cookies: string): boolean {
  return cookies
    .split(';')
    .some((pair) => pair.trim() === `${SIGNED_IN_HINT_COOKIE}=${SIGNED_IN_HINT_VALUE}`);
}

/**
 * In the browser: whether the shopper may be signed in (always false on the server, which has no session).
 * The cookie is read in a task of its own: the page's first cookie read waits on the browser's network
 * process, and the callers (the cart and customer queries) start while the page comes to life.
 */
export async function mayBeSignedIn(): Promise<boolean> {
  if (typeof document === 'undefined') return false;
  await new Promise((resolve) => setTimeout(resolve, 0));
  return hasSignedInHint(document.cookie);
}
