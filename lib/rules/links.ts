/**
 * Links the staff type in (the NF-e's), taken and drawn only when they are plain https addresses. The
 * text is checked as typed, not as `new URL` repairs it: a URL parser accepts `https://x.com/a"
 * onmouseover="…` (it encodes the quote and the space), while the stored text is what a mail, an export
 * or a screen written by hand would paste into an attribute.
 */

/**
 * `https://`, a host name (letters, digits, dots and hyphens, no credentials), an optional port, then
 * RFC 3986's characters less the quote (and the `|` tax portals put in NFC-e links): never a space, a
 * quote, a backtick, an angle bracket, a brace or a backslash.
 */
const PLAIN_HTTPS_URL =
  /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+(?::\d{1,5})?(?:[/?#][A-Za-z0-9\-._~:/?#[\]@!$&()*+,;=%|]*)?$/;

/** The longest link taken. */
export const LINK_MAX_LENGTH = 500;

/** Whether `value` is a plain https link (see above). */
export function isPlainHttpsUrl(value: string): boolean {
  return value.length <= LINK_MAX_LENGTH && PLAIN_HTTPS_URL.test(value);
}

/** The link to draw for a stored value, or null when it is missing or not a plain https link. */
export function httpsHref(value: string | null | undefined): string | null {
  return value && isPlainHttpsUrl(value) ? value : null;
}

/**
 * A path of the shop itself: one slash then RFC 3986's characters less the quote (as above), never `//`
 * (a protocol-relative address leaves the shop) nor a backslash (browsers read it as a slash).
 */
const SHOP_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~:/?#[\]@!$&()*+,;=%]*$/;

/** Whether `value` is a path of the shop (`/busca?q=feijoada`, `/blend`). */
function isShopPath(value: string): boolean {
  return value.length <= LINK_MAX_LENGTH && SHOP_PATH.test(value);
}

/** Where a banner may lead: a path of the shop or a plain https link (docs/business-rules.md, Store back office). */
export function isBannerLink(value: string): boolean {
  return isShopPath(value) || isPlainHttpsUrl(value);
}
