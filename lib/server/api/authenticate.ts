/**
 * Who is calling: a session token from `Authorization: Bearer <token>` or from the httpOnly session
 * cookie. Calls authenticated by cookie that change something must carry `X-App: sales-frontend`
 * (a custom header cannot be sent cross-site without CORS, so this is the CSRF defence of docs/security.md).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { hasSignedInHint } from '@/lib/account/session-hint';
import { can, type StaffCapability } from '@/lib/rules/staff-roles';
import { SalesError, STAFF_ONLY_TEXTS } from '@/lib/sales-api/errors';
import type { ApiEnv } from './env';
import { SESSION_COOKIE, clearSessionCookie } from '../auth/session-cookie';
import { findSessionUser, type SessionUser } from '../auth/sessions';

export { SESSION_COOKIE };
const APP_HEADER = 'X-App';
const APP_HEADER_NAME = 'x-app';
const APP_HEADER_VALUE = 'sales-frontend';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True for a request authenticate might refuse for its missing X-App (it changes something and names the
 * session cookie in its Cookie header), read on Node's request: the direct lane (./direct-lane.ts) hands
 * those to the app.
 */
export function mayBeForged(method: string, headers: IncomingHttpHeaders): boolean {
  return (
    !SAFE_METHODS.has(method) &&
    headers[APP_HEADER_NAME] !== APP_HEADER_VALUE &&
    (headers.cookie?.includes(SESSION_COOKIE) ?? false)
  );
}

/**
 * Resolves the caller once per request, lazily: routes that never ask cost no query. When the browser
 * asked as a customer (session cookie or signed-in hint) but no live session answers (expired, revoked,
 * or the hint outlived its cookie), both cookies are cleared in the answer, so the browser stops asking
 * as a customer; unless the route itself set a new session (a login).
 */
export const authenticate = createMiddleware<ApiEnv>(async (c, next) => {
  const bearer = c.req.header('Authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const cookie = bearer ? undefined : getCookie(c, SESSION_COOKIE);
  // Checked before any route reads or validates the body: a forged change is refused whatever it sends.
  if (cookie && !SAFE_METHODS.has(c.req.method) && c.req.header(APP_HEADER) !== APP_HEADER_VALUE) {
    throw new SalesError('forbidden', `Cabeçalho ${APP_HEADER} ausente`);
  }
  let resolved: Promise<SessionUser | null> | undefined;
  let staleCookie = false;
  const hinted = hasSignedInHint(c.req.header('Cookie') ?? '');
  c.set('currentUser', () => {
    resolved ??= (async () => {
      const token = bearer ?? cookie;
      if (!token) {
        staleCookie = hinted;
        return null;
      }
      const user = await findSessionUser(await c.var.deps.getDb(), token);
      if (!user && (cookie || hinted)) staleCookie = true;
      return user;
    })();
    return resolved;
  });
  await next();
  if (!staleCookie) return;
  const newSession = c.res.headers.getSetCookie().some((set) => set.startsWith(`${SESSION_COOKIE}=`));
  if (!newSession) clearSessionCookie(c);
});

/**
 * Route middleware (createRoute's `middleware`) for operations only a customer may call: the session is
 * checked before the route validates its parameters and body, so a guest gets 401, never a 422.
 */
export const signedIn = createMiddleware<ApiEnv>(async (c, next) => {
  await requireUser(c);
  await next();
});

/** The capabilities each back-office middleware requires (any of them), for the OpenAPI document. */
const requiredCapabilities = new WeakMap<object, readonly StaffCapability[]>();

/**
 * The staff capabilities a route's middleware requires, any of them (staffCan, staffCanAny), or null when
 * it is no back-office route: the OpenAPI document declares them (lib/server/api/openapi-document.ts).
 */
export function staffCapabilitiesOf(middleware: unknown): readonly StaffCapability[] | null {
  for (const handler of [middleware].flat()) {
    const capabilities = typeof handler === 'function' ? requiredCapabilities.get(handler) : undefined;
    if (capabilities) return capabilities;
  }
  return null;
}

function requiring<M extends object>(middleware: M, capabilities: readonly StaffCapability[]): M {
  requiredCapabilities.set(middleware, capabilities);
  return middleware;
}

/**
 * Route middleware for the back office (docs/business-rules.md, Staff roles): 403 for guests, customers
 * and staff whose role lacks `capability` (lib/rules/staff-roles.ts), before the route validates its
 * parameters and body, so none of them learns a route's rules from its 422s.
 */
export function staffCan(capability: StaffCapability) {
  return staffCanAny(capability);
}

/**
 * Route middleware for an operation open to any of several capabilities (a delivery moved by the counter,
 * or by the driver of that order): the route then checks which one the caller used (`capabilityOf`).
 */
export function staffCanAny(...capabilities: StaffCapability[]) {
  return requiring(
    createMiddleware<ApiEnv>(async (c, next) => {
      await requireCapability(c, capabilities);
      await next();
    }),
    capabilities,
  );
}

/** The logged-in user, or 401 "You're not logged in.". */
export async function requireUser(c: { var: ApiEnv['Variables'] }): Promise<SessionUser> {
  const user = await c.var.currentUser();
  if (!user) throw new SalesError('not_logged_in');
  return user;
}

/**
 * The logged-in staff member whose role has any of `capabilities`, else 403. A guest gets 403 too, not the
 * customer API's 401: the back office is closed to whoever is not its staff, signed in or not, and its
 * message says how to get in (a staff member whose session ended: the staff screens link to the login).
 */
async function requireCapability(
  c: { var: ApiEnv['Variables'] },
  capabilities: readonly StaffCapability[],
): Promise<SessionUser> {
  const user = await c.var.currentUser();
  if (!user) throw new SalesError('forbidden', STAFF_ONLY_TEXTS.guest);
  if (!capabilities.some((capability) => can(user.role, capability))) {
    throw new SalesError('forbidden', STAFF_ONLY_TEXTS.refused);
  }
  return user;
}
