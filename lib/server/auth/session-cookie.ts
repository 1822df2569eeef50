/**
 * The storefront's session cookie: httpOnly (scripts cannot read the token), SameSite=Lax, Secure on
 * https. With 'remember me' it is persistent until the session expires; without it, a browser-session
 * cookie that ends when the browser closes.
 *
 * Beside it goes the signed-in hint (SIGNED_IN_HINT_COOKIE, lib/account/session-hint.ts): readable by
 * scripts, it holds no secret, only '1', with the session cookie's lifetime. The browser asks for the
 * customer (and their cart) only when it is there, so a guest's page loads raise no 401 in the console.
 * It is cleared with the session cookie, and whenever a request's session cookie turns out invalid.
 */
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '@/lib/account/session-hint';
import { config } from '../config';

export const SESSION_COOKIE = 'cdc_session';

/**
 * Secure when the shop's public origin is https: decided by configuration, not by the request's scheme,
 * which behind a TLS-terminating proxy is plain http.
 */
export function secureCookies(): boolean {
  return config().PUBLIC_BASE_URL.startsWith('https:');
}

export function setSessionCookie(
  c: Context,
  session: { token: string; expiresAt: Date },
  { remember }: { remember: boolean },
): void {
  const lifetime = remember ? { expires: session.expiresAt } : {};
  setCookie(c, SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureCookies(),
    path: '/',
    ...lifetime,
  });
  setCookie(c, SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE, {
    sameSite: 'Lax',
    secure: secureCookies(),
    path: '/',
    ...lifetime,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: secureCookies(), httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: '/', secure: secureCookies(), sameSite: 'Lax' });
}
