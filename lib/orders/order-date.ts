/** The shop's offset from UTC: America/Bahia has kept UTC-03:00, without daylight saving, since 2012. */
const SHOP_UTC_OFFSET_MS = -3 * 60 * 60 * 1000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * An order's date as the shop's lists show it (dd/MM/yyyy, the shop's day), or '' when it has none.
 * Written from the shop's fixed offset rather than with `TZDate`, whose time zone rules come from Intl:
 * a page's first Intl formatter loads the runtime's time zone data, about 60 ms of main thread on
 * Lighthouse's throttled phone inside the render of the first list (issue 16; pt-br-number.ts does the same
 * for numbers). order-date.test.ts checks it against `TZDate` in America/Bahia.
 */
export function formatOrderDate(iso: string | null): string {
  if (!iso) return '';
  const shopTime = new Date(Date.parse(iso) + SHOP_UTC_OFFSET_MS);
  return `${twoDigits(shopTime.getUTCDate())}/${twoDigits(shopTime.getUTCMonth() + 1)}/${shopTime.getUTCFullYear()}`;
}
