/**
 * Which browser sent a beacon (an analytics event, a Web Vitals batch, an error report), for the throttles
 * only (docs/security.md, Abuse): a mobile carrier's NAT puts thousands of shoppers behind one address, so
 * these are counted per client first, with a much larger ceiling per address. The client is the first of:
 * the session (bearer token or cookie), the guest cookie of 'recently viewed', Google Analytics' cookie
 * (there only after the shopper's consent). The beacons carry nothing else that names a browser (the
 * guest cart's token travels only with the cart's own calls).
 *
 * None is checked: a forged or rotated value only moves the sender to another client's count, and the
 * address's ceiling still holds. Each is hashed, so that no session token is kept in the throttle table.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { VISITOR_COOKIE } from '../catalogue/product-routes';

/** Google Analytics' client cookie (`GA1.1.123456789.1700000000`). */
const GA_COOKIE = '_ga';
const PLAUSIBLE = /^[\w.~-]{8,200}$/;

function plausible(value: string | undefined): value is string {
  return value !== undefined && PLAUSIBLE.test(value);
}

/** `session:…`, `guest:…` or `ga:…` (a hash of the value), or null when the request names no client. */
export function clientKeyOf(c: Context): string | null {
  const hash = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);
  const bearer = c.req.header('Authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const session = bearer ?? getCookie(c, SESSION_COOKIE);
  if (plausible(session)) return `session:${hash(session)}`;
  const guest = getCookie(c, VISITOR_COOKIE);
  if (plausible(guest)) return `guest:${hash(guest)}`;
  const analytics = getCookie(c, GA_COOKIE);
  if (plausible(analytics)) return `ga:${hash(analytics)}`;
  return null;
}
