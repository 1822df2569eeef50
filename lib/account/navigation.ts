import { staffHome } from '@/lib/rules/staff-roles';

/**
 * Where the login page sends the shopper afterwards, and the alerts other pages hand it. Both travel in
 * the query string; alerts as known keys, so a link cannot make the page say arbitrary text.
 */
const LOGIN_ALERTS = {
  entrar: 'Por favor entre ou crie sua conta para continuar',
  'nova-senha': 'Entre usando a sua nova senha',
} as const;
export type LoginAlert = keyof typeof LOGIN_ALERTS;

export const LOGOUT_MESSAGE = 'Sua sessão foi finalizada com sucesso';

export function loginAlertText(key: string | null | undefined): string | null {
  return key && Object.hasOwn(LOGIN_ALERTS, key) ? LOGIN_ALERTS[key as LoginAlert] : null;
}

// A stand-in origin: only the resolved URL's origin is compared, never fetched.
const SHOP_ORIGIN = 'https://shop.invalid';

/**
 * Pages that act as they open: /logout ends the session at once when the router (same-origin) brings
 * the shopper there (app/(shop)/logout/page.tsx), so a redirect from a link on another site must
 * never lead there (docs/security.md).
 */
const ACTS_ON_ARRIVAL: ReadonlySet<string> = new Set(['/logout']);

/**
 * The page `pathname` reaches, spelled one way: percent-escapes decoded ('/%6Cogout'), letters in lower
 * case, repeated and trailing slashes dropped ('/logout/' is redirected to '/logout').
 */
function routeOf(pathname: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape reaches no page of ours by another name.
    decoded = pathname;
  }
  return decoded
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1');
}

/**
 * Only paths of this shop; anything else is '/'. The candidate is resolved with the URL parser, as the
 * browser will resolve it, against the shop's origin: browsers drop TAB, CR and LF and read '\' as '/',
 * so '/\t/evil.example' or '/\\evil.example' become '//evil.example', another origin. What comes back is
 * the parser's own normalised path, query and fragment, never the raw text; and never a path that starts
 * with '//', which dot segments leave behind ('/.//evil.example', '/a/..//evil.example') and which the
 * browser would read as another origin; nor a page that acts as it opens (ACTS_ON_ARRIVAL).
 */
export function safeRedirectPath(path: string | null | undefined): string {
  if (!path || !path.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(path, SHOP_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== SHOP_ORIGIN || url.pathname.startsWith('//')) return '/';
  if (ACTS_ON_ARRIVAL.has(routeOf(url.pathname))) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where the login page sends who just logged in (or came already logged in): the login's own target when
 * it has a safe one, else a staff member's home (the board, or the driver's page: staffHome), else '/'.
 */
export function afterLoginPath(redirect: string | null | undefined, role: string | undefined): string {
  const target = safeRedirectPath(redirect);
  if (redirect && (target !== '/' || redirect === '/')) return target;
  return (role && staffHome(role)) || '/';
}

/** The login URL that brings the shopper back to `path` afterwards. */
export function loginUrl(path: string, alert?: LoginAlert): string {
  const params = new URLSearchParams({ redirect: safeRedirectPath(path) });
  if (alert) params.set('alert', alert);
  return `/login?${params.toString()}`;
}

/**
 * Whether the page at `path` must be loaded anew rather than by the router: the driver's page has its own
 * Permissions-Policy (the position it shares), which only a page load receives (lib/shell/security-headers.ts).
 */
export function needsPageLoad(path: string): boolean {
  return path === '/entregador' || path.startsWith('/entregador/') || path.startsWith('/entregador?');
}

/** A page load of `path` (the browser's own navigation). */
export function loadPage(path: string): void {
  window.location.assign(path);
}

/** A page load of `path` in place of the current page in the history (the way back skips it). */
export function replacePage(path: string): void {
  window.location.replace(path);
}
